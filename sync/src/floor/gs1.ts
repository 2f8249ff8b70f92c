/**
 * GS1 element strings as GS1-128, GS1 DataMatrix and GS1 QR codes carry them (GS1 General
 * Specifications §3 and §7.8): Application Identifiers (AIs) each followed by its value, variable-length
 * values ended by FNC1 (transmitted as the GS character, U+001D) unless last. Read in three spellings:
 * with the symbology identifier a scanner prefixes (`]C1`, `]d2`, `]Q3`, `]e0`) or a leading GS, as the
 * human-readable text with the AIs in parentheses (`(01)09501101530003(10)AB12`), and bare when it
 * starts with a valid SSCC, GTIN or contained GTIN (what a wedge scanner without AIM ids sends).
 */

/** The group separator that stands for FNC1 between elements. */
export const GS = '\u001d'

/** One element as read: its AI and its raw value. */
export type Gs1Element = { ai: string; value: string }

/** A trade measure of AIs 310n-316n and 330n: the value with its n decimals applied. */
export type Gs1Measure = {
  ai: string
  quantity: 'netWeight' | 'length' | 'width' | 'depth' | 'area' | 'netVolume' | 'grossWeight'
  unit: 'kg' | 'm' | 'm2' | 'l' | 'm3'
  value: number
}

/** The symbology a prefix named; null when the string came without one. */
export type Gs1Symbology = 'gs1-128' | 'gs1-datamatrix' | 'gs1-qr' | 'gs1-databar'

/** A parsed element string: every element in order (unknown AIs too, raw) and the ones the floor uses by name. */
export type Gs1Data = {
  symbology: Gs1Symbology | null
  elements: Gs1Element[]
  /** (00) Serial Shipping Container Code, 18 digits. */
  sscc?: string
  /** (01) GTIN-14 of the trade item. */
  gtin?: string
  /** (02) GTIN-14 of the trade items contained in a logistic unit. */
  content?: string
  /** (10) batch or lot number. */
  batch?: string
  /** (11) production date, ISO `YYYY-MM-DD`. */
  productionDate?: string
  /** (13) packaging date. */
  packagingDate?: string
  /** (15) best before date. */
  bestBeforeDate?: string
  /** (17) expiration date. */
  expiryDate?: string
  /** (21) serial number. */
  serial?: string
  /** (30) variable count of items. */
  variableCount?: number
  /** (37) count of trade items contained in a logistic unit. */
  count?: number
  /** (310n-316n, 330n) measures. */
  measures: Gs1Measure[]
  /** (310n) net weight in kg, the measure read most. */
  netWeightKg?: number
}

const SYMBOLOGY_PREFIXES: Record<string, Gs1Symbology> = {
  ']C1': 'gs1-128',
  ']d2': 'gs1-datamatrix',
  ']Q3': 'gs1-qr',
  ']e0': 'gs1-databar',
}

/** An AIM symbology identifier (`]` + symbology letter + modifier) that scanners may put in front of any code. */
const AIM_ID = /^\][A-Za-z][0-9A-Za-z]/

/** The code without the AIM symbology identifier a scanner may have put in front of it. */
export function stripSymbologyId(code: string): string {
  return AIM_ID.test(code) ? code.slice(3) : code
}

/**
 * Element strings of predefined length (GS1 General Specifications figure 7.8.5-2): the first two
 * digits of the AI give the length of AI plus value, and no FNC1 follows. Every other AI is ended
 * by FNC1 or by the end of the string.
 */
const PREDEFINED_LENGTH: Record<string, number> = {
  '00': 20,
  '01': 16,
  '02': 16,
  '03': 16,
  '04': 18,
  '11': 8,
  '12': 8,
  '13': 8,
  '14': 8,
  '15': 8,
  '16': 8,
  '17': 8,
  '18': 8,
  '19': 8,
  '20': 4,
  '31': 10,
  '32': 10,
  '33': 10,
  '34': 10,
  '35': 10,
  '36': 10,
  '41': 16,
}

/** How many digits the AI has, by its first two digits (GS1's AI table); undefined where no AI starts so. */
function aiLength(prefix: string): number | undefined {
  const n = Number(prefix)
  if (!/^\d\d$/.test(prefix)) return undefined
  if (n <= 4 || (n >= 10 && n <= 22) || n === 30 || n === 37 || n >= 90) return 2
  if ((n >= 23 && n <= 25) || (n >= 40 && n <= 42) || n === 71) return 3
  if ((n >= 31 && n <= 36) || n === 39 || n === 43 || n === 70 || n === 72 || (n >= 80 && n <= 82)) return 4
  return undefined
}

type ValueRule = { digits?: number; maxDigits?: number; maxText?: number; checkDigit?: boolean; date?: boolean }

/** The AIs whose values are checked beyond the general rules (digit counts, check digits, dates). */
const KNOWN_AIS: Record<string, ValueRule> = {
  '00': { digits: 18, checkDigit: true },
  '01': { digits: 14, checkDigit: true },
  '02': { digits: 14, checkDigit: true },
  '10': { maxText: 20 },
  '11': { digits: 6, date: true },
  '12': { digits: 6, date: true },
  '13': { digits: 6, date: true },
  '15': { digits: 6, date: true },
  '16': { digits: 6, date: true },
  '17': { digits: 6, date: true },
  '20': { digits: 2 },
  '21': { maxText: 20 },
  '22': { maxText: 20 },
  '30': { maxDigits: 8 },
  '37': { maxDigits: 8 },
}

const MEASURES: Record<string, Pick<Gs1Measure, 'quantity' | 'unit'>> = {
  '310': { quantity: 'netWeight', unit: 'kg' },
  '311': { quantity: 'length', unit: 'm' },
  '312': { quantity: 'width', unit: 'm' },
  '313': { quantity: 'depth', unit: 'm' },
  '314': { quantity: 'area', unit: 'm2' },
  '315': { quantity: 'netVolume', unit: 'l' },
  '316': { quantity: 'netVolume', unit: 'm3' },
  '330': { quantity: 'grossWeight', unit: 'kg' },
}

/** GS1 AI encodable character set 82, the characters any AI value may hold. */
const CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/
/** The longest value of an AI (GS1 allows up to 90 characters). */
const MAX_VALUE = 90

/** Whether the last digit of a GS1 number (GTIN, SSCC, GLN) is its mod-10 check digit. */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false
  let sum = 0
  // Weights 3, 1, 3, ... from the digit before the check digit leftwards.
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1])
}

/** Options of a parse: the day that decides the century of a two-digit year (GS1 §7.12). */
export type Gs1ParseOptions = { now?: Date }

/**
 * A GS1 date `YYMMDD` as ISO `YYYY-MM-DD`: the century is the one that puts the year within 49 years
 * ahead and 50 behind `now` (GS1 §7.12), and day 00 means the last day of the month. Null if no such date.
 */
export function gs1Date(yymmdd: string, now: Date = new Date()): string | null {
  const m = /^(\d\d)(\d\d)(\d\d)$/.exec(yymmdd)
  if (!m) return null
  const yy = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  if (month < 1 || month > 12) return null
  const current = now.getUTCFullYear()
  const diff = yy - (current % 100)
  const century = Math.floor(current / 100) + (diff >= 51 ? -1 : diff <= -50 ? 1 : 0)
  const year = century * 100 + yy
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (day > lastDay) return null
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${year}-${pad(month)}-${pad(day === 0 ? lastDay : day)}`
}

/** Whether a value fits its AI's rules. */
function isValidValue(ai: string, value: string, now: Date): boolean {
  if (value.length === 0 || value.length > MAX_VALUE || !CSET82.test(value)) return false
  const predefined = PREDEFINED_LENGTH[ai.slice(0, 2)]
  if (predefined !== undefined && value.length !== predefined - ai.length) return false
  const rule = KNOWN_AIS[ai]
  // Trade and logistic measures: six digits, the AI's fourth digit says how many of them are decimals (0-5).
  if (/^3[1-6]/.test(ai) && !/^\d{6}$/.test(value)) return false
  if (MEASURES[ai.slice(0, 3)] && Number(ai[3]) > 5) return false
  if (!rule) return true
  if (rule.digits !== undefined && !new RegExp(`^\\d{${rule.digits}}$`).test(value)) return false
  if (rule.maxDigits !== undefined && !new RegExp(`^\\d{1,${rule.maxDigits}}$`).test(value)) return false
  if (rule.maxText !== undefined && value.length > rule.maxText) return false
  if (rule.checkDigit && !hasValidCheckDigit(value)) return false
  if (rule.date && gs1Date(value, now) === null) return false
  return true
}

/** The elements of an element string without parentheses, or null where it breaks a rule. */
function readUnbracketed(text: string, now: Date): Gs1Element[] | null {
  const elements: Gs1Element[] = []
  let pos = 0
  while (pos < text.length) {
    // A separator after a predefined-length element is redundant but allowed.
    if (text[pos] === GS) {
      pos++
      continue
    }
    const length = aiLength(text.slice(pos, pos + 2))
    if (length === undefined) return null
    const ai = text.slice(pos, pos + length)
    if (!/^\d+$/.test(ai) || ai.length !== length) return null
    const start = pos + length
    const predefined = PREDEFINED_LENGTH[ai.slice(0, 2)]
    let value: string
    if (predefined !== undefined) {
      value = text.slice(start, pos + predefined)
      pos += predefined
    } else {
      const end = text.indexOf(GS, start)
      value = text.slice(start, end === -1 ? text.length : end)
      pos = end === -1 ? text.length : end + 1
    }
    if (!isValidValue(ai, value, now)) return null
    elements.push({ ai, value })
  }
  return elements.length > 0 ? elements : null
}

/** The elements of the human-readable spelling `(01)...(10)...`, or null where it breaks a rule. */
function readBracketed(text: string, now: Date): Gs1Element[] | null {
  const elements: Gs1Element[] = []
  // A value runs to the next "(AI)" or the end; values may hold parentheses themselves (set 82 has them).
  const element = /\((\d{2,4})\)(.*?)(?=\(\d{2,4}\)|$)/y
  let pos = 0
  while (pos < text.length) {
    element.lastIndex = pos
    const m = element.exec(text)
    if (!m) return null
    const ai = m[1] ?? ''
    const value = m[2] ?? ''
    if (aiLength(ai.slice(0, 2)) !== ai.length || !isValidValue(ai, value, now)) return null
    elements.push({ ai, value })
    pos = element.lastIndex
  }
  return elements.length > 0 ? elements : null
}

/** The named fields of the elements; null when one AI appears twice with different values. */
function gs1DataOf(symbology: Gs1Symbology | null, elements: Gs1Element[], now: Date): Gs1Data | null {
  const data: Gs1Data = { symbology, elements, measures: [] }
  const seen = new Map<string, string>()
  for (const { ai, value } of elements) {
    const before = seen.get(ai)
    if (before !== undefined && before !== value) return null
    seen.set(ai, value)
    switch (ai) {
      case '00':
        data.sscc = value
        break
      case '01':
        data.gtin = value
        break
      case '02':
        data.content = value
        break
      case '10':
        data.batch = value
        break
      case '11':
        data.productionDate = gs1Date(value, now) ?? undefined
        break
      case '13':
        data.packagingDate = gs1Date(value, now) ?? undefined
        break
      case '15':
        data.bestBeforeDate = gs1Date(value, now) ?? undefined
        break
      case '17':
        data.expiryDate = gs1Date(value, now) ?? undefined
        break
      case '21':
        data.serial = value
        break
      case '30':
        data.variableCount = Number(value)
        break
      case '37':
        data.count = Number(value)
        break
      default: {
        const measure = MEASURES[ai.slice(0, 3)]
        if (measure && ai.length === 4) {
          const decimals = Number(ai[3])
          const amount = Number(value) / 10 ** decimals
          if (seen.has(`${ai.slice(0, 3)}*`)) return null
          seen.set(`${ai.slice(0, 3)}*`, value)
          data.measures.push({ ai, ...measure, value: amount })
          if (measure.quantity === 'netWeight' && measure.unit === 'kg') data.netWeightKg = amount
        }
      }
    }
  }
  return data
}

/**
 * Reads a GS1 element string (see the module's comment for the spellings taken), checking every
 * value against its AI (digits, length, check digit, real date). Answers null for anything that is
 * not one, so a plain SKU or position code is never mistaken for GS1 data.
 */
export function parseGs1(input: string, options: Gs1ParseOptions = {}): Gs1Data | null {
  const now = options.now ?? new Date()
  const text = input.trim()
  if (text.length === 0) return null
  const symbology = SYMBOLOGY_PREFIXES[text.slice(0, 3)] ?? null
  if (symbology) {
    const body = text.slice(3)
    const elements = body.startsWith('(') ? readBracketed(body, now) : readUnbracketed(body, now)
    return elements ? gs1DataOf(symbology, elements, now) : null
  }
  // Another symbology's identifier (a plain Code 128, an EAN-13): not GS1.
  if (AIM_ID.test(text)) return null
  if (text.startsWith('(')) {
    const elements = readBracketed(text, now)
    return elements ? gs1DataOf(null, elements, now) : null
  }
  // A leading FNC1 (DataMatrix decoders send it as GS), a separator inside, or a bare SSCC/GTIN start.
  // Bare digits could be any code: only an SSCC or GTIN start with a right check digit makes them GS1.
  if (text.includes(GS) || /^0[0-2]/.test(text)) {
    const elements = readUnbracketed(text, now)
    return elements ? gs1DataOf(null, elements, now) : null
  }
  return null
}

/** The element string in its human-readable spelling, `(01)09501101530003(10)AB12`. */
export function formatGs1(data: Pick<Gs1Data, 'elements'>): string {
  return data.elements.map((e) => `(${e.ai})${e.value}`).join('')
}

/**
 * The GTIN-14 form of a retail barcode number (EAN-8, UPC-A, EAN-13 or GTIN-14, padded with leading
 * zeros) when its check digit is right; null otherwise. A GTIN from AI (01) and a product's EAN-13 or
 * UPC-A compare equal in this form.
 */
export function toGtin14(code: string): string | null {
  const digits = code.trim()
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits) || !hasValidCheckDigit(digits)) return null
  return digits.padStart(14, '0')
}
