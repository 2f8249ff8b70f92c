import { describe, expect, it } from 'vitest'
import { camelRow, toCamel, toSnake } from './db.ts'

describe('column names', () => {
  it('maps snake_case to camelCase, digits after an underscore included, and answers the same again', () => {
    expect(toCamel('create_time')).toBe('createTime')
    expect(toCamel('address_line_2')).toBe('addressLine2')
    expect(toCamel('id')).toBe('id')
    expect(toCamel('create_time')).toBe('createTime')
    // Only a lowercase letter or digit after the underscore moves up.
    expect(toCamel('a__b')).toBe('a_B')
    expect(toCamel('trailing_')).toBe('trailing_')
  })

  it('maps camelCase to snake_case', () => {
    expect(toSnake('createTime')).toBe('create_time')
    expect(toSnake('sysSku')).toBe('sys_sku')
    expect(toSnake('id')).toBe('id')
    expect(toSnake('aBC')).toBe('a_b_c')
  })

  it('gives a row camelCase keys with its values as they were', () => {
    const value = { nested: true }
    expect(camelRow({ tenant_id: '000000', unit_price: '1.50', nested_value: value })).toEqual({
      tenantId: '000000',
      unitPrice: '1.50',
      nestedValue: value,
    })
    expect(camelRow({})).toEqual({})
  })
})
