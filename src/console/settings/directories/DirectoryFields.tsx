import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import type { TextFieldProps } from '@mui/material/TextField'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { t, type MessageKey } from '../../../core/i18n/t'
import { FormTextField, type FormTextFieldProps } from '../../ui/form/FormTextField'
import { DIRECTORY_TYPES } from '../../../core/api/schemas'
import { DIRECTORY_TYPE_LABELS, FIELD_LABELS, OPEN_LDAP_FIELDS, type DirectoryField, type DirectoryForm } from './directory-form'

const TYPE_OPTIONS: readonly { value: DirectoryForm['directory_type']; label: MessageKey }[] = DIRECTORY_TYPES.map((value) => ({
  value,
  label: DIRECTORY_TYPE_LABELS[value],
}))
const GROUP_SEARCH_OPTIONS: readonly { value: DirectoryForm['group_search_type']; label: MessageKey }[] = [
  { value: 'NON_RECURSIVE', label: 'directories.modal.nonRecursive' },
  { value: 'RECURSIVE', label: 'directories.modal.recursive' },
]

/**
 * Two fields a line only where each has 16rem: the rem grows with the browser's text size, so a
 * large text size (or a zoomed window) gets one field a line before two would cut the labels
 * ('Benutzername des Dienstkontos'). A phone gets one field a line too.
 */
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))', gap: 2 } as const

// Labels stay above their fields so the example hints (placeholders) are always visible.
const LABEL_ABOVE: TextFieldProps['slotProps'] = { inputLabel: { shrink: true } }

type DirectoryTextFieldProps = Omit<FormTextFieldProps<DirectoryForm, DirectoryField, DirectoryForm>, 'control' | 'label'> & {
  form: UseFormReturn<DirectoryForm>
}

/** A field of the directory form, labelled from FIELD_LABELS, its label kept above it. */
function DirectoryTextField({ form, ...props }: DirectoryTextFieldProps) {
  return <FormTextField control={form.control} label={t(FIELD_LABELS[props.name])} autoComplete="off" slotProps={LABEL_ABOVE} {...props} />
}

interface DirectoryFieldsProps {
  form: UseFormReturn<DirectoryForm>
  updating: boolean
}

/** The fields of the directory modal (docs/product/directories.md); Open LDAP's settings only for that type. */
export function DirectoryFields({ form, updating }: DirectoryFieldsProps) {
  const directoryType = useWatch({ control: form.control, name: 'directory_type' })

  const select = (name: 'directory_type' | 'group_search_type', options: typeof TYPE_OPTIONS | typeof GROUP_SEARCH_OPTIONS, required: boolean) => (
    <DirectoryTextField
      form={form}
      name={name}
      select
      required={required}
      onChange={(event) => {
        // Settings of a type no longer chosen are neither shown nor checked.
        if (name === 'directory_type' && event.target.value !== 'OPEN_LDAP') form.clearErrors([...OPEN_LDAP_FIELDS])
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {t(option.label)}
        </MenuItem>
      ))}
    </DirectoryTextField>
  )

  return (
    <Box sx={{ ...GRID, pt: 1 }}>
      <DirectoryTextField form={form} name="name" required />
      {select('directory_type', TYPE_OPTIONS, true)}
      <DirectoryTextField form={form} name="domain_name" required identifier placeholder={t('directories.modal.domainHint')} />
      <DirectoryTextField form={form} name="url" required identifier placeholder={t('directories.modal.directoryUrlHint')} />
      {select('group_search_type', GROUP_SEARCH_OPTIONS, false)}
      <DirectoryTextField form={form} name="username" required identifier />
      <DirectoryTextField
        form={form}
        name="password"
        type="password"
        autoComplete="new-password"
        required={!updating}
        // The stored password is never sent back: blank keeps it (docs/decisions/008).
        helperText={updating ? t('directories.modal.passwordKeepHint') : undefined}
      />
      {directoryType === 'OPEN_LDAP' && (
        // Open LDAP's settings start on a row of their own, after the settings every type has.
        <Box sx={{ ...GRID, gridColumn: '1 / -1' }}>
          {OPEN_LDAP_FIELDS.map((name) => (
            <DirectoryTextField key={name} form={form} name={name} required identifier />
          ))}
        </Box>
      )}
    </Box>
  )
}
