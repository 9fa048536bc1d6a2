import { zodResolver } from '@hookform/resolvers/zod'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { apiMutation } from '../../../core/api/endpoint-options'
import { samlTypeSchema, type SamlProvider } from '../../../core/api/schemas'
import { EditDialog } from '../../ui/EditDialog'
import { DialogForm, FormDialog, type ModalFormProps } from '../../ui/FormDialog'
import { FormTextField } from '../../ui/form/FormTextField'
import { formFailure, showNameTaken } from '../../ui/form/name-taken'
import { storedSamlProviderQuery } from '../queries'
import { useSingleSubmit } from '../../../core/utils/single-flight'
import { t } from '../../../core/i18n/t'
import { ManualFields } from './ManualFields'
import { MetadataFields } from './MetadataFields'
import { samlFormSchema, toFormValues, toRequestBody, toUpdateRequestBody, type SamlForm, type SamlFormApi } from './saml-form'

interface SamlProviderModalProps {
  /** The provider (idp_id) to update; none to add one. */
  idpId?: string
  onClose: () => void
}

/** 'Configure a New Provider' (width 750), for adding and for updating (docs/product/saml.md). */
export function SamlProviderModal({ idpId, onClose }: SamlProviderModalProps) {
  // Another provider is another modal: nothing of the first one's save carries over.
  return idpId === undefined ? <AddProvider onClose={onClose} /> : <UpdateProvider key={idpId} idpId={idpId} onClose={onClose} />
}

function AddProvider({ onClose }: Pick<SamlProviderModalProps, 'onClose'>) {
  const add = useMutation(apiMutation('ADD_SAML_IDP'))
  const send = async (values: SamlForm) => {
    await add.mutateAsync(toRequestBody(values))
    onClose()
  }
  return (
    <FormDialog title={t('saml.modal.title')} width={750} busy={add.isPending} onClose={onClose}>
      {(close) => <ProviderForm send={send} submitting={add.isPending} failure={formFailure('ADD_SAML_IDP', add)} close={close} />}
    </FormDialog>
  )
}

function UpdateProvider({ idpId, onClose }: { idpId: string; onClose: () => void }) {
  const stored = useQuery(storedSamlProviderQuery(idpId))
  const update = useMutation(apiMutation('UPDATE_SAML_IDP'))
  return (
    <EditDialog
      title={t('saml.modal.title')}
      width={750}
      busy={update.isPending}
      onClose={onClose}
      read={stored}
      loadFailed={t('saml.modal.loadFailed')}
    >
      {(provider, close) => (
        <ProviderForm
          stored={provider}
          send={async (values) => {
            await update.mutateAsync(toUpdateRequestBody(values, provider))
            onClose()
          }}
          submitting={update.isPending}
          failure={formFailure('UPDATE_SAML_IDP', update)}
          close={close}
        />
      )}
    </EditDialog>
  )
}

const TYPE_LABELS = {
  url: 'saml.modal.typeUrl',
  metadata: 'saml.modal.typeMetadata',
  details: 'saml.modal.typeManual',
} as const

function TypeChoice({ form }: { form: SamlFormApi }) {
  const legendId = useId()
  return (
    <Controller
      control={form.control}
      name="type"
      render={({ field }) => (
        <FormControl component="fieldset">
          <FormLabel component="legend" id={legendId}>
            {t('saml.modal.configurationType')}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={legendId}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(_, value) => field.onChange(samlTypeSchema.parse(value))}
          >
            {samlTypeSchema.options.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={t(TYPE_LABELS[type])} />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  )
}

function ProviderForm({ stored, send, submitting, failure, close }: ModalFormProps<SamlProvider, SamlForm>) {
  const updating = stored !== undefined
  // The form is remounted for another provider (its key), so the rules of `stored` hold for its whole life.
  const [resolver] = useState(() => zodResolver(samlFormSchema(stored)))
  const form = useForm<SamlForm>({
    resolver,
    defaultValues: toFormValues(stored),
    // Checked when a field is left, then as it changes, and all at once on submit.
    mode: 'onTouched',
  })
  const type = useWatch({ control: form.control, name: 'type' })
  // Held here, not in the metadata fields, so switching type and back still names the file read.
  const [metadataFile, setMetadataFile] = useState<string>()

  const save = async (values: SamlForm) => {
    try {
      await send(values)
    } catch (error) {
      // The modal stays open with what was typed; the reason shows in it (a taken name at its
      // field) and as a toast.
      showNameTaken(form, error, 'saml_idp_name', t('saml.validation.nameTaken'))
    }
  }
  const onSubmit = useSingleSubmit(form.handleSubmit, save)

  return (
    <DialogForm
      onSubmit={onSubmit}
      submitLabel={updating ? t('saml.modal.updateProvider') : t('saml.modal.addProvider')}
      submitting={submitting}
      error={failure}
      onCancel={close}
    >
      <FormTextField control={form.control} name="saml_idp_name" label={t('saml.modal.name')} required autoComplete="off" />
      <FormTextField control={form.control} name="username_attr" label={t('saml.modal.userAttribute')} required autoComplete="off" identifier />
      <FormTextField control={form.control} name="email_attr" label={t('saml.modal.emailAttribute')} required autoComplete="off" identifier />
      <FormTextField control={form.control} name="groups_attr" label={t('saml.modal.groupsAttribute')} autoComplete="off" identifier />
      <TypeChoice form={form} />
      {type === 'url' && (
        <FormTextField
          control={form.control}
          name="idp_metadata_url"
          label={t('saml.modal.metadataUrl')}
          required
          type="url"
          autoComplete="off"
          identifier
        />
      )}
      {type === 'metadata' && (
        <MetadataFields form={form} fileName={metadataFile} onFileChosen={setMetadataFile} stored={stored} />
      )}
      {type === 'details' && <ManualFields form={form} />}
    </DialogForm>
  )
}
