import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageSearchSchema, stripSearchDefaults, toPageInput } from '../../../../src/console/ui/list/list-search'
import { pageInputSchema } from '../../../../src/core/api/schemas'
import { rememberPageSize, rememberedPageSize } from '../../../../src/console/ui/list/page-size'
import { STORAGE_KEYS } from '../../../../src/core/auth/storage-keys'

const USERS_KEY = STORAGE_KEYS.usersPageSize

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the remembered rows per page', () => {
  it('is kept per list, under keys of the storage key table', () => {
    rememberPageSize('users', 25)
    rememberPageSize('directories', 10)
    expect(localStorage.getItem(USERS_KEY)).toBe('25')
    expect(localStorage.getItem(STORAGE_KEYS.directoriesPageSize)).toBe('10')
    expect(rememberedPageSize('users')).toBe(25)
    expect(rememberedPageSize('directories')).toBe(10)
    expect(rememberedPageSize('serviceAccounts')).toBe(5)
    expect(rememberedPageSize('samlProviders')).toBe(5)
  })

  it.each(['7', '0', '-5', ' 10', '10 ', '1e1', '10px', '0x0a', '10.0', '', '__proto__', 'constructor', '{"size":10}', '[10]', 'null', 'x'.repeat(100_000)])(
    'reads %j back as the default of 5',
    (stored) => {
      localStorage.setItem(USERS_KEY, stored)
      expect(rememberedPageSize('users')).toBe(5)
      expect(pageSearchSchema('users').parse({})).toEqual({ page: 1, size: 5 })
    },
  )

  it('keeps no size the lists do not offer', () => {
    rememberPageSize('users', 10)
    for (const size of [7, 0, -5, 1e9, Number.NaN, 10.5]) rememberPageSize('users', size)
    expect(localStorage.getItem(USERS_KEY)).toBe('10')
  })

  it('carries on where storage is blocked: nothing kept, the default read', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(() => rememberPageSize('users', 25)).not.toThrow()
    expect(rememberedPageSize('users')).toBe(5)
    expect(pageSearchSchema('users').parse({ size: '25' })).toEqual({ page: 1, size: 25 })
  })
})

describe("a list's page search", () => {
  it('takes the remembered size without a size in the address, and the address’s size over it', () => {
    rememberPageSize('users', 15)
    const schema = pageSearchSchema('users')
    expect(schema.parse({})).toEqual({ page: 1, size: 15 })
    expect(schema.parse({ page: '2', size: '50' })).toEqual({ page: 2, size: 50 })
    // A size the lists do not offer is no size: the remembered one, not the default.
    expect(schema.parse({ size: '7' })).toEqual({ page: 1, size: 15 })
    expect(pageSearchSchema('serviceAccounts').parse({})).toEqual({ page: 1, size: 5 })
  })

  it('takes only a page whose offset can be sent at every size: a page beyond is the first', () => {
    const schema = pageSearchSchema('users')
    const largest = Math.floor(Number.MAX_SAFE_INTEGER / 50)
    for (const page of [String(largest), String(largest + 1), String(Number.MAX_SAFE_INTEGER), '1e300']) {
      for (const size of ['5', '50']) {
        const search = schema.parse({ page, size })
        expect(pageInputSchema.safeParse(toPageInput(search)).success, `page ${page}, size ${size}`).toBe(true)
      }
    }
    expect(schema.parse({ page: String(largest), size: '50' }).page).toBe(largest)
    expect(schema.parse({ page: String(largest + 1), size: '5' }).page).toBe(1)
  })

  it('reads the remembered size when the address is read, not when the schema was made', () => {
    const schema = pageSearchSchema('users')
    expect(schema.parse({}).size).toBe(5)
    rememberPageSize('users', 50)
    expect(schema.parse({}).size).toBe(50)
  })
})

describe('stripSearchDefaults', () => {
  it('leaves out of the address each value equal to its default as it is now', () => {
    let size = 5
    const strip = stripSearchDefaults<{ page: number; size: number; filter: string }>(() => ({ page: 1, size, filter: '' }))
    const run = (search: { page: number; size: number; filter: string }) => strip({ search, next: (value) => value })
    expect(run({ page: 1, size: 5, filter: '' })).toEqual({})
    expect(run({ page: 2, size: 10, filter: 'a' })).toEqual({ page: 2, size: 10, filter: 'a' })
    size = 10
    // The size chosen before, now the remembered one, leaves the address; the old default stays in it.
    expect(run({ page: 1, size: 10, filter: '' })).toEqual({})
    expect(run({ page: 1, size: 5, filter: '' })).toEqual({ size: 5 })
  })
})
