import { afterEach, describe, expect, it, vi } from 'vitest'
import { fragmentHoldsTokens, refuseLaterFragmentTokens, takeFragmentTokens } from '../../../../src/core/auth/address-fragment'
import { beginFormSignIn } from '../../../../src/core/auth/sign-in-state'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'

afterEach(() => {
  window.history.replaceState(null, '', '/')
  sessionStorage.clear()
})

describe('fragmentHoldsTokens', () => {
  it.each([
    ['#access_token=a&expires_in=300&id_token=b', true],
    ['#id_token=b&state=s', true],
    ['access_token=a', true],
    ['#state=s', false],
    ['#section', false],
    ['', false],
  ])('%s → %s', (hash, holds) => {
    expect(fragmentHoldsTokens(hash)).toBe(holds)
  })
})

describe('takeFragmentTokens', () => {
  it('returns the fields and removes them from the address bar and the history entry', () => {
    window.history.replaceState({ key: 'k' }, '', '/ui/iam/?x=1#access_token=at&expires_in=3600&id_token=a.b.c&state=s1&token_type=Bearer')
    const length = window.history.length
    expect(takeFragmentTokens()).toEqual({ access_token: 'at', expires_in: '3600', id_token: 'a.b.c', state: 's1', token_type: 'Bearer' })
    expect(window.location.hash).toBe('')
    expect(window.location.pathname + window.location.search).toBe('/ui/iam/?x=1')
    expect(window.history.length).toBe(length)
    expect(window.history.state).toEqual({ key: 'k' })
  })

  it('takes token fields out of the query too, never reading them: only a fragment carries a response', () => {
    window.history.replaceState({ key: 'k' }, '', '/ui/iam/identities/users?page=2&access_token=at&id_token=a.b.c&size=10#section')
    const length = window.history.length
    expect(takeFragmentTokens()).toBeUndefined()
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/ui/iam/identities/users?page=2&size=10#section')
    expect(window.history.length).toBe(length)
    expect(window.history.state).toEqual({ key: 'k' })
  })

  it('returns only the fragment’s fields when both the query and the fragment hold tokens', () => {
    window.history.replaceState(null, '', '/ui/iam/?id_token=q.q.q#access_token=at&id_token=f.f.f&state=s1')
    expect(takeFragmentTokens()).toEqual({ access_token: 'at', id_token: 'f.f.f', state: 's1' })
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/ui/iam/')
  })

  it('leaves any other address alone, exactly as written', () => {
    window.history.replaceState(null, '', '/ui/iam/settings?filter=a%20b&x=%7B%7D#section')
    expect(takeFragmentTokens()).toBeUndefined()
    expect(window.location.search + window.location.hash).toBe('?filter=a%20b&x=%7B%7D#section')
  })
})

describe('refuseLaterFragmentTokens', () => {
  it('takes a token response that arrives while the page runs out of the address, uses up the state, and refuses it', () => {
    const onRefused = vi.fn()
    const stop = refuseLaterFragmentTokens(onRefused)
    beginFormSignIn()
    window.history.replaceState(null, '', '/ui/iam/identities#access_token=x&id_token=h.p.s&state=s')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(onRefused).toHaveBeenCalledOnce()
    expect(window.location.hash).toBe('')
    expect(sessionStorage.getItem(STORAGE_KEYS.signInState)).toBeNull()
    stop()
  })

  it('refuses one already in the address when it starts: it came after the entry took out the first', () => {
    beginFormSignIn()
    window.history.replaceState(null, '', '/ui/iam/identities#access_token=x&id_token=h.p.s&state=s')
    const onRefused = vi.fn()
    const stop = refuseLaterFragmentTokens(onRefused)
    expect(onRefused).toHaveBeenCalledOnce()
    expect(window.location.hash).toBe('')
    expect(sessionStorage.getItem(STORAGE_KEYS.signInState)).toBeNull()
    stop()
  })

  it('ignores other fragments, and stops listening when asked', () => {
    const onRefused = vi.fn()
    const stop = refuseLaterFragmentTokens(onRefused)
    window.history.replaceState(null, '', '/ui/iam/identities#section')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    stop()
    window.history.replaceState(null, '', '/ui/iam/identities#access_token=x')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(onRefused).not.toHaveBeenCalled()
    expect(window.location.hash).toBe('#access_token=x')
  })
})
