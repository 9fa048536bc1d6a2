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
import { FormDialog } from '../../ui/FormDialog'
import { LoadFailedDialog } from '../../ui/LoadFailedDialog'
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
  const stored = useQuery(storedSamlProviderQuery(idpId))
  if (idpId === undefined) return <ProviderForm key="new" onClose={onClose} />
  // An update opens once the provider is loaded anew, so its fields start from the stored values;
  // once open, a later read that fails (the window regaining focus) leaves the form and its input.
  if (stored.data && stored.isFetchedAfterMount) return <ProviderForm key={idpId} stored={stored.data} onClose={onClose} />
  if (stored.isError) return <LoadFailedDialog title={t('saml.modal.title')} message={t('saml.modal.loadFailed')} error={stored.error} onClose={onClose} />
  return null
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

function ProviderForm({ stored, onClose }: { stored?: SamlProvider; onClose: () => void }) {
  const updating = stored !== undefined
  const add = useMutation(apiMutation('ADD_SAML_IDP'))
  const update = useMutation(apiMutation('UPDATE_SAML_IDP'))
  const mutation = updating ? update : add
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
      if (stored) await update.mutateAsync(toUpdateRequestBody(values, stored))
      else await add.mutateAsync(toRequestBody(values))
      onClose()
    } catch (error) {
      // The modal stays open with what was typed; the reason shows in it (a taken name at its
      // field) and as a toast.
      showNameTaken(form, error, 'saml_idp_name', t('saml.validation.nameTaken'))
    }
  }
  const onSubmit = useSingleSubmit(form.handleSubmit, save)

  return (
    <FormDialog
      open
      width={750}
      title={t('saml.modal.title')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={updating ? t('saml.modal.updateProvider') : t('saml.modal.addProvider')}
      submitting={mutation.isPending}
      error={formFailure(updating ? 'UPDATE_SAML_IDP' : 'ADD_SAML_IDP', mutation)}
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
    </FormDialog>
  )
}
