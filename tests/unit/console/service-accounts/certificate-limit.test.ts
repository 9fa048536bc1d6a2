import { describe, expect, it } from 'vitest'
import { certificateLimitText } from '../../../../src/console/service-accounts/certificate-limit'
import { applyLanguage } from '../../../../src/core/i18n/language'
import '../../../../src/core/i18n/other-screens-texts'

describe('the reason no further certificate can be generated', () => {
  it('counts one certificate as one, and more as more', () => {
    expect(certificateLimitText(1)).toBe('This service account has the maximum of 1 certificate. Revoke it to generate another.')
    expect(certificateLimitText(2)).toBe('This service account has the maximum of 2 certificates. Revoke one to generate another.')
  })

  it('says the limit in German and Arabic without a noun that disagrees with its number', async () => {
    try {
      await applyLanguage('de')
      expect(certificateLimitText(1)).toContain('von 1 Zertifikat.')
      expect(certificateLimitText(2)).toContain('von 2 Zertifikaten.')
      await applyLanguage('ar')
      // Arabic's noun after a number is dual at 2, plural from 3 to 10 and singular from 11: the
      // sentence gives the count alone, which reads right at every limit.
      expect(certificateLimitText(2)).toBe('بلغ حساب الخدمة هذا الحد الأقصى لعدد الشهادات، وهو 2. أبطِل إحداها لإنشاء شهادة أخرى.')
      expect(certificateLimitText(2)).not.toContain('2 شهادات')
      expect(certificateLimitText(1)).toContain('شهادة واحدة')
    } finally {
      await applyLanguage('en')
    }
  })
})
