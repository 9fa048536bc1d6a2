import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { Fragment } from 'react'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { t, type MessageKey } from '../../../core/i18n/t'
import { FIELD_LABELS, OPEN_LDAP_FIELDS, type DirectoryField, type DirectoryForm } from './directory-form'

const TYPE_OPTIONS: readonly { value: DirectoryForm['directory_type']; label: MessageKey }[] = [
  { value: 'ACTIVE_DIRECTORY', label: 'directories.modal.activeDirectory' },
  { value: 'OPEN_LDAP', label: 'directories.modal.openLdap' },
]
const GROUP_SEARCH_OPTIONS: readonly { value: DirectoryForm['group_search_type']; label: MessageKey }[] = [
  { value: 'NON_RECURSIVE', label: 'directories.modal.nonRecursive' },
  { value: 'RECURSIVE', label: 'directories.modal.recursive' },
]

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const

// Labels stay above their fields so the example hints (placeholders) are always visible.
const LABEL_ABOVE: TextFieldProps['slotProps'] = { inputLabel: { shrink: true } }

interface DirectoryFieldsProps {
  form: UseFormReturn<DirectoryForm>
  updating: boolean
}

/** The fields of the directory modal (docs/product/directories.md); Open LDAP's settings only for that type. */
export function DirectoryFields({ form, updating }: DirectoryFieldsProps) {
  const { errors } = form.formState
  const directoryType = useWatch({ control: form.control, name: 'directory_type' })

  const text = (name: Exclude<DirectoryField, 'directory_type' | 'group_search_type'>, more: TextFieldProps = {}) => (
    <TextField
      label={t(FIELD_LABELS[name])}
      autoComplete="off"
      slotProps={LABEL_ABOVE}
      {...more}
      {...form.register(name)}
      error={errors[name] !== undefined}
      helperText={errors[name]?.message ?? more.helperText}
    />
  )

  const select = (name: 'directory_type' | 'group_search_type', options: typeof TYPE_OPTIONS | typeof GROUP_SEARCH_OPTIONS, required: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { ref, ...field } }) => (
        <TextField
          select
          label={t(FIELD_LABELS[name])}
          required={required}
          slotProps={LABEL_ABOVE}
          inputRef={ref}
          {...field}
          onChange={(event) => {
            field.onChange(event)
            // Settings of a type no longer chosen are neither shown nor checked.
            if (name === 'directory_type' && event.target.value !== 'OPEN_LDAP') form.clearErrors([...OPEN_LDAP_FIELDS])
          }}
          error={errors[name] !== undefined}
          helperText={errors[name]?.message}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(option.label)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  )

  return (
    <Box sx={{ ...GRID, pt: 1 }}>
      {text('name', { required: true })}
      {select('directory_type', TYPE_OPTIONS, true)}
      {text('domain_name', { required: true, placeholder: t('directories.modal.domainHint') })}
      {text('url', { required: true, placeholder: t('directories.modal.directoryUrlHint') })}
      {select('group_search_type', GROUP_SEARCH_OPTIONS, false)}
      {text('username', { required: true })}
      {text('password', {
        type: 'password',
        autoComplete: 'new-password',
        required: !updating,
        // The stored password is never sent back: blank keeps it (docs/decisions/008).
        helperText: updating ? t('directories.modal.passwordKeepHint') : undefined,
      })}
      {directoryType === 'OPEN_LDAP' && (
        // Open LDAP's settings start on a row of their own, after the settings every type has.
        <Box sx={{ ...GRID, gridColumn: '1 / -1' }}>
          {OPEN_LDAP_FIELDS.map((name) => (
            <Fragment key={name}>{text(name, { required: true })}</Fragment>
          ))}
        </Box>
      )}
    </Box>
  )
}
