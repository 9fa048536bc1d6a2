import MenuItem from '@mui/material/MenuItem'
import { useWatch } from 'react-hook-form'
import { NAME_ID_FORMATS } from '../../../core/api/schemas'
import { t } from '../../../core/i18n/t'
import { FormTextField } from '../../ui/form/FormTextField'
import { CODE_FIELD } from '../../ui/form/code-field'
import { CertificateFacts, CertificateWarnings, FactsBox } from './CertificateFacts'
import type { SamlFormApi } from './saml-form'
import { useCertificateInfo } from './use-certificate-info'

/** 'Enter Configuration Manually': the identity provider's properties (docs/product/saml.md). */
export function ManualFields({ form }: { form: SamlFormApi }) {
  const certificate = useWatch({ control: form.control, name: 'certificate' }).trim()
  const check = useCertificateInfo(certificate === '' ? undefined : certificate)
  return (
    <>
      <FormTextField control={form.control} name="idp_url" label={t('saml.modal.idpUrl')} autoComplete="off" identifier />
      <FormTextField control={form.control} name="login_url" label={t('saml.modal.loginUrl')} required type="url" autoComplete="off" identifier />
      <FormTextField control={form.control} name="logout_url" label={t('saml.modal.logoutUrl')} type="url" autoComplete="off" identifier />
      <FormTextField control={form.control} name="error_url" label={t('saml.modal.errorUrl')} type="url" autoComplete="off" identifier />
      <FormTextField control={form.control} name="redirect_url" label={t('saml.modal.redirectUrl')} type="url" autoComplete="off" identifier />
      <FormTextField
        control={form.control}
        name="certificate"
        label={t('saml.modal.certificate')}
        required
        rows={6}
        placeholder="-----BEGIN CERTIFICATE-----"
        {...CODE_FIELD}
      />
      {/* What the certificate says, stored or pasted; one that does not read is explained at its field. */}
      {typeof check === 'object' && check.ok && (
        <FactsBox title={t('saml.modal.certificateDetails')} after={<CertificateWarnings check={check} />}>
          <CertificateFacts check={check} />
        </FactsBox>
      )}
      <FormTextField control={form.control} name="name_id_policy_format" label={t('saml.modal.nameIdPolicyFormat')} select>
        {NAME_ID_FORMATS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`saml.nameIdFormats.${value}`)}
          </MenuItem>
        ))}
      </FormTextField>
    </>
  )
}
