// @vitest-environment node
// How the router reads the query string: JSON only where the console would have written it so.
import { defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { parseAddressSearch } from '../../../src/app/address-search'

describe('parseAddressSearch', () => {
  it.each(['1e3', '1E3', '1.50', '-0', '2.0', '{ "a": 1 }', '[1, 2]'])('keeps %j, typed by hand, as that text', (typed) => {
    expect(parseAddressSearch(`?filter=${encodeURIComponent(typed)}`)).toEqual({ filter: typed })
  })

  it.each([
    ['42', 42],
    ['true', true],
    ['null', null],
    ['"1e3"', '1e3'],
    ['{"a":1}', { a: 1 }],
  ])('reads %j, written as JSON writes it, as JSON', (written, value) => {
    expect(parseAddressSearch(`?filter=${encodeURIComponent(written)}`)).toEqual({ filter: value })
  })

  it('leaves text that is no JSON as it is', () => {
    expect(parseAddressSearch('?filter=007&user=a%22b')).toEqual({ filter: '007', user: 'a"b' })
  })

  it('reads back every value the console writes into an address', () => {
    const written = { page: 12, size: 50, filter: '1e3', user: '"quoted"', modal: 'update', name: 'ü 🙂 a b', word: 'true', number: '4711' }
    expect(parseAddressSearch(defaultStringifySearch(written))).toEqual(written)
  })
})
