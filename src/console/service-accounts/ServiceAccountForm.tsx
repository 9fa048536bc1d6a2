import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { apiMutation } from '../../core/api/endpoint-options'
import { DialogForm, FormDialog } from '../ui/FormDialog'
import { FormTextField } from '../ui/form/FormTextField'
import { formFailure, showNameTaken } from '../ui/form/name-taken'
import { useSingleSubmit } from '../../core/utils/single-flight'
import { useFocusBackWhenDone } from '../../core/utils/focus-back-when-done'
import { t } from '../../core/i18n/t'
import { EMPTY_SERVICE_ACCOUNT_FORM, serviceAccountFormSchema, type ServiceAccountFormValues } from './service-account-form'

type Form = UseFormReturn<ServiceAccountFormValues>

type ServiceAccountFormProps = { onCreated: () => void } & (
  | { variant: 'dialog'; onClose: () => void }
  | { variant: 'page'; onCancel: () => void }
)

function Fields({ form }: { form: Form }) {
  return (
    <>
      <FormTextField control={form.control} name="name" label={t('serviceAccounts.modal.name')} required identifier />
      <FormTextField
        control={form.control}
        name="email_address"
        label={t('serviceAccounts.modal.email')}
        type="email"
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('serviceAccounts.modal.description')}
        multiline
        minRows={2}
      />
    </>
  )
}

/**
 * The create-service-account form (only the name is required: docs/product/service-accounts.md), shown in the list's
 * modal or on its own page. A failed submit keeps what was typed and says why.
 */
export function ServiceAccountForm(props: ServiceAccountFormProps) {
  const form: Form = useForm({ resolver: zodResolver(serviceAccountFormSchema), defaultValues: EMPTY_SERVICE_ACCOUNT_FORM })
  const create = useMutation(apiMutation('CREATE_SERVICE_ACCOUNT'))
  const error = formFailure('CREATE_SERVICE_ACCOUNT', create)
  // On its own page (a modal keeps the focus inside itself).
  const submitButton = useRef<HTMLButtonElement>(null)
  useFocusBackWhenDone(submitButton, create.isPending)

  const submit = useSingleSubmit(form.handleSubmit, async (values) => {
    try {
      await create.mutateAsync(values)
      props.onCreated()
    } catch (failure) {
      // The form stays with what was typed; the reason shows in it (a taken name at its field)
      // and as a toast.
      showNameTaken(form, failure, 'name', t('serviceAccounts.modal.nameTaken'))
    }
  })

  if (props.variant === 'dialog') {
    return (
      <FormDialog title={t('serviceAccounts.modal.title')} width={500} busy={create.isPending} onClose={props.onClose}>
        {(close) => (
          <DialogForm onSubmit={submit} submitLabel={t('serviceAccounts.modal.submit')} submitting={create.isPending} error={error} onCancel={close}>
            <Fields form={form} />
          </DialogForm>
        )}
      </FormDialog>
    )
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 500 }}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Fields form={form} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={props.onCancel} disabled={create.isPending}>
          {t('serviceAccounts.page.cancel')}
        </Button>
        <Button ref={submitButton} type="submit" variant="contained" loading={create.isPending}>
          {t('serviceAccounts.modal.submit')}
        </Button>
      </Box>
    </Box>
  )
}
