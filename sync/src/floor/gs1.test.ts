import { describe, expect, it } from 'vitest'
import { formatGs1, GS, gs1Date, hasValidCheckDigit, parseGs1, stripSymbologyId, toGtin14 } from './gs1.ts'

const now = new Date('2025-06-01T00:00:00Z')
const parse = (text: string) => parseGs1(text, { now })
/** GS1's own example numbers. */
const GTIN = '09506000134352'
const SSCC = '106141411234567897'

describe('GS1 element strings', () => {
  it('reads a GS1-128 string with its symbology prefix and FNC1 as GS between variable elements', () => {
    const data = parse(`]C101${GTIN}10AB-12${GS}21SER9${GS}17251215`)
    expect(data).toMatchObject({
      symbology: 'gs1-128',
      gtin: GTIN,
      batch: 'AB-12',
      serial: 'SER9',
      expiryDate: '2025-12-15',
    })
    expect(data?.elements.map((e) => e.ai)).toEqual(['01', '10', '21', '17'])
  })

  it('reads GS1 DataMatrix (]d2) and GS1 QR (]Q3) prefixes', () => {
    expect(parse(`]d201${GTIN}17260131`)).toMatchObject({ symbology: 'gs1-datamatrix', expiryDate: '2026-01-31' })
    expect(parse(`]Q301${GTIN}10LOT7`)).toMatchObject({ symbology: 'gs1-qr', batch: 'LOT7' })
  })

  it('reads the leading FNC1 a DataMatrix decoder sends as GS, and a trailing GS', () => {
    expect(parse(`${GS}01${GTIN}10B1${GS}`)).toMatchObject({ symbology: null, gtin: GTIN, batch: 'B1' })
  })

  it('reads the human-readable spelling with parentheses', () => {
    const data = parse(`(01)${GTIN}(17)240229(10)X-1(21)S/2(3103)001250(30)12(37)48`)
    expect(data).toMatchObject({
      gtin: GTIN,
      expiryDate: '2024-02-29',
      batch: 'X-1',
      serial: 'S/2',
      netWeightKg: 1.25,
      variableCount: 12,
      count: 48,
    })
    expect(formatGs1(data!)).toBe(`(01)${GTIN}(17)240229(10)X-1(21)S/2(3103)001250(30)12(37)48`)
  })

  it('reads a bare string that starts with a GTIN or an SSCC whose check digit is right', () => {
    expect(parse(`01${GTIN}`)).toMatchObject({ gtin: GTIN })
    expect(parse(`00${SSCC}`)).toMatchObject({ sscc: SSCC })
    expect(parse(`02${GTIN}37${'24'}`)).toMatchObject({ content: GTIN, count: 24 })
  })

  it('turns day 00 into the last day of the month and every date AI into ISO', () => {
    const data = parse(`01${GTIN}11250100${'13'}250215${'15'}240200${'17'}250600`)
    expect(data).toMatchObject({
      productionDate: '2025-01-31',
      packagingDate: '2025-02-15',
      bestBeforeDate: '2024-02-29',
      expiryDate: '2025-06-30',
    })
  })

  it('puts a two-digit year in the century within 49 years ahead and 50 behind', () => {
    expect(gs1Date('991231', now)).toBe('1999-12-31')
    expect(gs1Date('740101', now)).toBe('2074-01-01')
    expect(gs1Date('760101', now)).toBe('1976-01-01')
    expect(gs1Date('251301', now)).toBeNull()
    expect(gs1Date('250231', now)).toBeNull()
  })

  it('reads the weights and measures 310n-315n with n decimals', () => {
    const data = parse(`01${GTIN}3102012345${'3111'}000150${'3125'}100000${'3130'}000007${'3142'}000250${'3151'}000015`)
    expect(data?.measures).toEqual([
      { ai: '3102', quantity: 'netWeight', unit: 'kg', value: 123.45 },
      { ai: '3111', quantity: 'length', unit: 'm', value: 15 },
      { ai: '3125', quantity: 'width', unit: 'm', value: 1 },
      { ai: '3130', quantity: 'depth', unit: 'm', value: 7 },
      { ai: '3142', quantity: 'area', unit: 'm2', value: 2.5 },
      { ai: '3151', quantity: 'netVolume', unit: 'l', value: 1.5 },
    ])
    expect(data?.netWeightKg).toBe(123.45)
  })

  it('keeps AIs it has no name for, raw, in order (a fixed-length AI outside the predefined table still ends with GS)', () => {
    const data = parse(`01${GTIN}240ALT-ID${GS}7003${'2506011230'}${GS}91INTERNAL${GS}4101234567890128`)
    expect(data?.elements).toEqual([
      { ai: '01', value: GTIN },
      { ai: '240', value: 'ALT-ID' },
      { ai: '7003', value: '2506011230' },
      { ai: '91', value: 'INTERNAL' },
      { ai: '410', value: '1234567890128' },
    ])
  })

  it('refuses a wrong GTIN or SSCC check digit', () => {
    expect(parse(`01${GTIN.slice(0, 13)}3`)).toBeNull()
    expect(parse(`(01)${GTIN.slice(0, 13)}3`)).toBeNull()
    expect(parse(`]C100${SSCC.slice(0, 17)}0`)).toBeNull()
  })

  it('is not GS1 when malformed', () => {
    expect(parse(`]C101${GTIN.slice(0, 10)}`)).toBeNull() // too short
    expect(parse(`01${GTIN}17260229`)).toBeNull() // 2026 has no 29 February
    expect(parse(`01${GTIN}17251301`)).toBeNull() // month 13
    expect(parse(`01${GTIN}10${'A'.repeat(21)}`)).toBeNull() // batch longer than 20
    expect(parse(`01${GTIN}10AB CD`)).toBeNull() // a space is outside character set 82
    expect(parse(`01${GTIN}${GS}05XYZ`)).toBeNull() // no AI starts with 05
    expect(parse(`01${GTIN}3106000001`)).toBeNull() // six decimals
    expect(parse(`01${GTIN}30123456789`)).toBeNull() // count over eight digits
    expect(parse(`(01)${GTIN}(10)`)).toBeNull() // empty value
    expect(parse(`(01)${GTIN}x(10)A`)).toBeNull() // GTIN with a letter
    expect(parse(`(1)${GTIN}`)).toBeNull() // AI of the wrong length
    expect(parse(`10A${GS}10B`)).toBeNull() // one AI with two values
    expect(parse(']C1')).toBeNull()
    expect(parse('')).toBeNull()
  })

  it('never takes a plain SKU, position code, EAN-13 or UPC-A for GS1', () => {
    for (const code of ['DEMO-KETTLE-17L', 'A-01-01', '6901234567892', '081234000011', '012345678905', '1012345'])
      expect(parse(code), code).toBeNull()
    expect(parse(']C0DEMO-KETTLE-17L')).toBeNull()
    expect(parse(']E06901234567892')).toBeNull()
  })
})

describe('barcode numbers', () => {
  it('checks the GS1 mod-10 check digit', () => {
    expect(hasValidCheckDigit(GTIN)).toBe(true)
    expect(hasValidCheckDigit('6901234567892')).toBe(true)
    expect(hasValidCheckDigit('6901234567893')).toBe(false)
    expect(hasValidCheckDigit('96385074')).toBe(true)
    expect(hasValidCheckDigit('abc')).toBe(false)
  })

  it('pads EAN-8, UPC-A and EAN-13 to GTIN-14, refusing wrong check digits', () => {
    expect(toGtin14('081234000011')).toBe('00081234000011')
    expect(toGtin14('6901234567892')).toBe('06901234567892')
    expect(toGtin14('96385074')).toBe('00000096385074')
    expect(toGtin14(GTIN)).toBe(GTIN)
    expect(toGtin14('081234000012')).toBeNull()
    expect(toGtin14('DEMO-1')).toBeNull()
  })

  it('strips an AIM symbology identifier', () => {
    expect(stripSymbologyId(']C0DEMO-1')).toBe('DEMO-1')
    expect(stripSymbologyId('DEMO-1')).toBe('DEMO-1')
  })
})
