// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DESCRIPTION_MAX_LENGTH, DNS_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../../../../src/core/validation/field-rules'

describe('the limits', () => {
  it('are the ones the product documents', () => {
    expect({ NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, URL_MAX_LENGTH, DNS_NAME_MAX_LENGTH }).toEqual({
      NAME_MAX_LENGTH: 255,
      EMAIL_MAX_LENGTH: 254,
      DESCRIPTION_MAX_LENGTH: 1000,
      URL_MAX_LENGTH: 2048,
      DNS_NAME_MAX_LENGTH: 253,
    })
  })
})
