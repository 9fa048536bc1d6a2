import type { IncomingMessage } from 'node:http'
import { isIPv4, isIPv6 } from 'node:net'

/**
 * The client address the login lockout counts by: the connection's peer, as the socket reports
 * it. Never X-Forwarded-For or Forwarded: the emulator is reached directly, with no proxy of its
 * own in front that would overwrite them, so such a header says whatever the client wrote. Trusted,
 * it would give a guesser a fresh address for every post, or let them name their victim's address
 * to lock the victim out.
 */
export function clientAddress(req: IncomingMessage): string {
  return addressKey(req.socket.remoteAddress ?? '')
}

/**
 * IPv4 as is, an IPv4-mapped IPv6 address as its IPv4 (one client, whichever socket family it
 * arrived on), and IPv6 by its /64 network: one subscriber is handed a whole /64, so counting single
 * IPv6 addresses would let them rotate through 2^64 of them.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain)?.[1]
  if (mapped !== undefined && isIPv4(mapped)) return mapped
  if (!isIPv6(plain)) return plain
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`
}

/** The eight groups of a valid IPv6 address, '::' expanded, each without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const split = (part: string) => (part === '' ? [] : part.split(':'))
  // A dotted IPv4 tail stands for two groups.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0)
  const headGroups = split(head)
  const tailGroups = tail === undefined ? [] : split(tail)
  const zeros = Array<string>(8 - width(headGroups) - width(tailGroups)).fill('0')
  return [...headGroups, ...zeros, ...tailGroups].map((group) => (group.includes('.') ? group : parseInt(group, 16).toString(16)))
}
