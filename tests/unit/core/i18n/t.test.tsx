import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { en } from '../../../../src/core/i18n/en'
import { enOtherScreens } from '../../../../src/core/i18n/en-other-screens'
import { hasMessage, t, tIsolated } from '../../../../src/core/i18n/t'
// Some of these texts come with the code of the screens that show them; here they come the same way.
import '../../../../src/core/i18n/other-screens-texts'

function allTexts(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  return Object.values(node as Record<string, unknown>).flatMap(allTexts)
}

describe('t', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    expect(t('users.title', { totalCount: 64 })).toBe('Viewing 64 of all users')
    expect(t('certificates.title', { name: 'ci-bot' })).toBe("Manage ci-bot's Certificates")
    expect(t('users.title')).toBe('Viewing {totalCount} of all users')
  })

  it('draws each value of a sentence in its own <bdi>, the text otherwise as t gives it', () => {
    const { container } = render(<p>{tIsolated('serviceAccounts.confirmDeactivate.messageMany', { names: 'Acme Inc., ci-bot', count: 3 })}</p>)
    expect(container.textContent).toBe(t('serviceAccounts.confirmDeactivate.messageMany', { names: 'Acme Inc., ci-bot', count: 3 }))
    expect([...container.querySelectorAll('bdi')].map((value) => value.textContent)).toEqual(['3', 'Acme Inc., ci-bot'])
    // Only the values: the catalogue's own words are not isolated.
    expect(container.querySelector('p')?.childNodes).toHaveLength(5)
  })

  it('leaves a placeholder without a value as written, as t does', () => {
    const { container } = render(<p>{tIsolated('certificates.title', {})}</p>)
    expect(container.textContent).toBe("Manage {name}'s Certificates")
    expect(container.querySelector('bdi')).toBeNull()
  })

  it('knows which run-time keys exist', () => {
    expect(hasMessage('Errors.codes.7')).toBe(true)
    expect(hasMessage('Errors.codes.32')).toBe(false)
    expect(hasMessage('Errors.codes')).toBe(false)
  })
})

describe('the catalogue', () => {
  const texts = new Set(allTexts({ ...en, ...enOtherScreens }))

  it.each([
    'Loading IAM UI Application...',
    'Launch AuthN API Docs',
    'Please login to continue...',
    'Having issues logging in?',
    'Login with other methods',
    'Login with your Company ID',
    'Log in with Your Local Account',
    'Go Back to Providers',
    'No Certificates Found',
    'Generate Certificate',
    'Download Metadata to Configure Identity Provider',
    'This feature is being worked on!',
    'Configure a New Provider',
    'Enter Configuration Manually',
    'Persistant',
    'Non Recursive (Default)',
    'Idp Name is required',
    'Username attribure is required',
    'Cert for verificationrtion is required',
    'New and confirm passwords do not match',
    'New or confirm password is not valid',
    'Your username or password was incorrect. Please try again.',
    'Your new password has been created.',
    'Your session expired. Please refresh the page.',
    'Either server not authenticated or error on server',
    'Error in connecting to server ...',
    'Bad Request HTTP 400.',
    'We encountered an unknown error. Please try again.',
    'Successfully added the provider.',
    'Failed to delete service account.',
    'Failed to create new certificate. Please try again.',
    'Successfully revoked certificate!',
    'Terms and Conditions',
    'Back to safety',
  ])('holds %j as docs/product spells it', (text) => {
    expect(texts.has(text)).toBe(true)
  })

  it('has a text for every error code 0 to 31 and the HTTP ones', () => {
    for (let code = 0; code <= 31; code++) expect(hasMessage(`Errors.codes.${code}`)).toBe(true)
    for (const code of [400, 401, 404, 500]) expect(hasMessage(`Errors.codes.${code}`)).toBe(true)
  })
})
