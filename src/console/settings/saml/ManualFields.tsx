import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { Controller } from 'react-hook-form'
import { NAME_ID_FORMATS } from '../../../core/api/schemas'
import { t } from '../../../core/i18n/t'
import { bindField, type SamlFormApi } from './bind-field'

const monospace = { fontFamily: 'monospace', fontSize: '0.8rem' }

/** 'Enter Configuration Manually': the identity provider's properties (docs/product/saml.md). */
export function ManualFields({ form }: { form: SamlFormApi }) {
  return (
    <>
      <TextField label={t('saml.modal.idpUrl')} autoComplete="off" {...bindField(form, 'idp_url')} />
      <TextField label={t('saml.modal.loginUrl')} required type="url" autoComplete="off" {...bindField(form, 'login_url')} />
      <TextField label={t('saml.modal.logoutUrl')} type="url" autoComplete="off" {...bindField(form, 'logout_url')} />
      <TextField label={t('saml.modal.errorUrl')} type="url" autoComplete="off" {...bindField(form, 'error_url')} />
      <TextField label={t('saml.modal.redirectUrl')} type="url" autoComplete="off" {...bindField(form, 'redirect_url')} />
      <TextField
        label={t('saml.modal.certificate')}
        required
        multiline
        minRows={4}
        maxRows={10}
        placeholder="-----BEGIN CERTIFICATE-----"
        slotProps={{ htmlInput: { spellCheck: false, style: monospace } }}
        {...bindField(form, 'certificate')}
      />
      <Controller
        control={form.control}
        name="name_id_policy_format"
        render={({ field: { ref, ...format } }) => (
          <TextField select label={t('saml.modal.nameIdPolicyFormat')} inputRef={ref} {...format}>
            {NAME_ID_FORMATS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`saml.nameIdFormats.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </>
  )
}
