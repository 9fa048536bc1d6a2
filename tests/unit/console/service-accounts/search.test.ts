// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { serviceAccountsSearchSchema } from '../../../../src/console/service-accounts/search'

const UUID = '3f2c7a1e-9b4d-4c8e-a1f0-6d5e4c3b2a19'

describe('service accounts search params', () => {
  it('reads the page, the size and the open modal', () => {
    expect(serviceAccountsSearchSchema.parse({ page: '3', size: '25', modal: 'certificates', account: UUID })).toEqual({
      page: 3,
      size: 25,
      modal: 'certificates',
      account: UUID,
    })
  })

  it('starts at page 1 of 5 with no modal', () => {
    expect(serviceAccountsSearchSchema.parse({})).toEqual({ page: 1, size: 5 })
  })

  it('drops what does not fit instead of failing', () => {
    expect(
      serviceAccountsSearchSchema.parse({ page: '-2', size: '7', modal: 'edit', account: 'x'.repeat(101) }),
    ).toEqual({ page: 1, size: 5 })
  })
})
