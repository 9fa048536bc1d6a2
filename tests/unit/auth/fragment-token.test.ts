import { afterEach, describe, expect, it } from 'vitest'
import { takeFragmentTokens } from '../../../src/auth/fragment-token'

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('takeFragmentTokens', () => {
  it('takes a token response from the fragment and removes it from the address bar', () => {
    window.history.replaceState(
      null,
      '',
      '/ui/iam/?x=1#access_token=at&expires_in=3600&id_token=a.b.c&state=s1&token_type=Bearer',
    )
    expect(takeFragmentTokens()).toEqual({
      tokens: { access_token: 'at', expires_in: 3600, id_token: 'a.b.c', state: 's1', token_type: 'Bearer' },
    })
    expect(window.location.hash).toBe('')
    expect(window.location.pathname + window.location.search).toBe('/ui/iam/?x=1')
  })

  it('removes an incomplete token response too, and reports it as unusable', () => {
    window.history.replaceState(null, '', '/ui/iam/#access_token=at&expires_in=soon')
    expect(takeFragmentTokens()).toEqual({})
    expect(window.location.hash).toBe('')
  })

  it('leaves any other fragment alone', () => {
    window.history.replaceState(null, '', '/ui/iam/settings#section')
    expect(takeFragmentTokens()).toBeUndefined()
    expect(window.location.hash).toBe('#section')
  })
})
