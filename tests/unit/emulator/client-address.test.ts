// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { addressKey } from '../../../mocks/emulator/client-address'

describe('the client address a lockout counts by', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9')
    expect(addressKey('127.0.0.2')).toBe('127.0.0.2')
  })

  it('reads an IPv4-mapped IPv6 address as the IPv4 one, so one client is one key on either socket family', () => {
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(addressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1')
  })

  it('counts IPv6 by its /64, however the address is written', () => {
    const key = '2001:db8:0:1::/64'
    expect(addressKey('2001:db8:0:1::1')).toBe(key)
    expect(addressKey('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe(key)
    expect(addressKey('2001:db8:0:1:a:b:c:d%eth0')).toBe(key)
    expect(addressKey('2001:db8:0:2::1')).not.toBe(key)
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(addressKey('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64')
  })

  it('passes anything else through, so an unknown peer is still one key', () => {
    expect(addressKey('')).toBe('')
  })
})
