import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { ApiError } from '../../../../src/core/api/errors'
import { dnsNameProblem, emailProblem, httpUrlProblem, ldapUrlProblem } from '../../../../src/console/ui/form/address-checks'
import { checkedText, tooLongProblem } from '../../../../src/console/ui/form/field-checks'
import { isNameTaken } from '../../../../src/console/ui/form/name-taken'
import { applyLanguage } from '../../../../src/core/i18n/language'

const LONG = 'x'.repeat(5000)

describe('the field messages', () => {
  it('names the field and its limit, with the limit written as people read it', () => {
    expect(tooLongProblem('a'.repeat(255), 'Username')).toBeUndefined()
    expect(tooLongProblem('a'.repeat(256), 'Username')).toBe('Username must be at most 255 characters')
    expect(tooLongProblem(LONG, 'Description', 1000)).toBe('Description must be at most 1,000 characters')
  })

  it('says a limit in Arabic in words that agree with every limit', async () => {
    try {
      await applyLanguage('ar')
      // After a number Arabic's noun agrees with it: '255 حرفًا' but '1,000 حرف'. The sentence puts
      // the noun first, so no limit leaves it wrong.
      expect(tooLongProblem(LONG, 'الوصف', 1000)).toBe('يجب ألا يزيد عدد أحرف الوصف على 1,000')
      expect(tooLongProblem(LONG, 'الاسم')).toBe('يجب ألا يزيد عدد أحرف الاسم على 255')
    } finally {
      await applyLanguage('en')
    }
  })

  it('takes an empty e-mail, refuses one that is not, and one over 254 characters', () => {
    expect(emailProblem('', 'Email')).toBeUndefined()
    expect(emailProblem('jane@example.com', 'Email')).toBeUndefined()
    expect(emailProblem('nope', 'Email')).toBe('Enter a valid email address')
    expect(emailProblem(`${'e'.repeat(242)}@example.com`, 'Email')).toBeUndefined()
    expect(emailProblem(`${'e'.repeat(243)}@example.com`, 'Email')).toBe('Email must be at most 254 characters')
    expect(emailProblem(LONG, 'Email')).toBe('Email must be at most 254 characters')
  })

  it('holds a URL to its scheme and to 2,048 characters', () => {
    expect(httpUrlProblem('https://idp.example.com/sso', 'Login URL')).toBeUndefined()
    expect(httpUrlProblem('javascript:alert(1)', 'Login URL')).toBe('Login URL must be an http:// or https:// URL')
    expect(httpUrlProblem('not a url', 'Login URL')).toBe('Login URL must be an http:// or https:// URL')
    expect(httpUrlProblem(`https://idp.example.com/${'p'.repeat(2024)}`, 'Login URL')).toBeUndefined()
    expect(httpUrlProblem(`https://idp.example.com/${'p'.repeat(2025)}`, 'Login URL')).toBe('Login URL must be at most 2,048 characters')
    expect(ldapUrlProblem('ldaps://dc.example.com:636', 'Directory URL')).toBeUndefined()
    expect(ldapUrlProblem('https://dc.example.com', 'Directory URL')).toMatch(/^Directory URL must start with ldap:\/\/ or ldaps:\/\//)
    expect(ldapUrlProblem(`ldap://${LONG}`, 'Directory URL')).toBe('Directory URL must be at most 2,048 characters')
  })

  it('holds a domain to a DNS name', () => {
    expect(dnsNameProblem('corp.example.com', 'Domain')).toBeUndefined()
    expect(dnsNameProblem('not a domain!!', 'Domain')).toBe(
      'Domain must be a domain name such as example.com: letters, digits and hyphens, separated by dots',
    )
    expect(dnsNameProblem(LONG, 'Domain')).toMatch(/^Domain must be a domain name/)
  })
})

describe('checkedText', () => {
  const schema = z.object({ name: checkedText((value) => tooLongProblem(value, 'Name'), () => 'Required') })

  it('trims, requires when asked, and reports the problem at the field', () => {
    expect(schema.parse({ name: '  ok  ' })).toEqual({ name: 'ok' })
    expect(schema.safeParse({ name: '   ' }).error?.issues).toMatchObject([{ path: ['name'], message: 'Required' }])
    expect(schema.safeParse({ name: LONG }).error?.issues).toMatchObject([{ path: ['name'], message: 'Name must be at most 255 characters' }])
    const optional = checkedText((value) => emailProblem(value, 'Email'))
    expect(optional.parse('  ')).toBe('')
  })
})

describe('isNameTaken', () => {
  it('is a 409 from the service, nothing else', () => {
    expect(isNameTaken(new ApiError('HTTP_409', 409))).toBe(true)
    expect(isNameTaken(new ApiError('HTTP_400', 400))).toBe(false)
    expect(isNameTaken(ApiError.client('FETCH_COMMUNICATION_ERROR'))).toBe(false)
    expect(isNameTaken(new Error('409'))).toBe(false)
  })
})
