import type { Language } from '#sync/i18n/language.ts'
import { multiplyDecimal, type RoundingMode, roundMoney, subtractDecimal, sumDecimal } from '#sync/money/round-money.ts'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import type { Queryable } from '../../platform/db/db.ts'

/**
 * One purchase contract, whatever it is drawn from (a sales plan, a purchase order) and however it
 * is printed (xlsx, PDF): the parties, the lines with their exact amounts, the totals in figures and
 * in words, the dates and terms, and the clauses both sides sign. The loaders fill it in the
 * contract's language; the renderers only lay it out.
 */

/** The languages a contract prints in. */
export type ContractLang = 'zh' | 'en'

/** A text in both contract languages. */
export type ContractText = Record<ContractLang, string>

/** One side of the contract, with what is known of it (null where not). */
export type ContractParty = {
  name: string
  address: string | null
  contact: string | null
  phone: string | null
  email: string | null
  taxNumber: string | null
  bank: string | null
  accountName: string | null
  account: string | null
}

/** One line of goods: amounts exact decimal strings, the amount the unit price times the quantity, rounded once. */
export type ContractLine = {
  sku: string | null
  productName: string | null
  spec: string | null
  unit: string | null
  quantity: number
  boxRate: number | null
  boxes: string | null
  unitPrice: string
  amount: string
}

/** A labelled value of the contract (a date, a term), already in the contract's language. */
export type ContractTerm = { label: string; value: string }

export type ContractDocument = {
  lang: ContractLang
  title: string
  number: string
  date: string
  buyer: ContractParty
  seller: ContractParty
  currency: string
  lines: ContractLine[]
  totalQuantity: number
  totalBoxes: string
  totalAmount: string
  totalInWords: string
  deposit: string | null
  balance: string | null
  deliveryDate: string | null
  /** The key dates (order, samples, factory date, departure, expected arrival). */
  schedule: ContractTerm[]
  /** Settlement way, payment terms, warehouse ... */
  terms: ContractTerm[]
  /** The numbered clauses: quality and inspection, delivery, packing, effect. */
  clauses: string[]
  remark: string | null
  /** The file's name without its extension (ASCII: the header carries it as is). */
  fileName: string
}

/** The fixed words of a contract: headings, column titles and the signature block. */
export const CONTRACT_TEXTS = {
  saleTitle: { zh: '采购合同（销售计划）', en: 'Purchase Contract (Sales Plan)' },
  purchaseTitle: { zh: '采购合同', en: 'Purchase Contract' },
  number: { zh: '合同编号', en: 'Contract No.' },
  date: { zh: '签订日期', en: 'Date' },
  buyer: { zh: '买方（甲方）', en: 'Buyer' },
  seller: { zh: '卖方（乙方）', en: 'Seller' },
  address: { zh: '地址', en: 'Address' },
  contact: { zh: '联系人', en: 'Contact' },
  phone: { zh: '电话', en: 'Phone' },
  email: { zh: '邮箱', en: 'E-mail' },
  taxNumber: { zh: '税号', en: 'Tax No.' },
  bank: { zh: '开户银行', en: 'Bank' },
  accountName: { zh: '开户名', en: 'Account name' },
  account: { zh: '账号', en: 'Account No.' },
  currency: { zh: '币种', en: 'Currency' },
  priceTerm: { zh: '价格条款', en: 'Price term' },
  goods: { zh: '一、货物明细', en: '1. Goods' },
  no: { zh: '序号', en: 'No.' },
  sku: { zh: 'SKU', en: 'SKU' },
  productName: { zh: '品名', en: 'Product' },
  spec: { zh: '规格', en: 'Specification' },
  unit: { zh: '单位', en: 'Unit' },
  quantity: { zh: '数量', en: 'Qty' },
  boxRate: { zh: '箱率', en: 'Pcs/ctn' },
  boxes: { zh: '箱数', en: 'Ctns' },
  unitPrice: { zh: '单价', en: 'Unit price' },
  amount: { zh: '金额', en: 'Amount' },
  total: { zh: '合计', en: 'Total' },
  totalInWords: { zh: '合计金额（大写）', en: 'Total in words' },
  deposit: { zh: '定金', en: 'Deposit' },
  balance: { zh: '尾款', en: 'Balance' },
  deliveryDate: { zh: '交货日期', en: 'Delivery date' },
  schedule: { zh: '二、交期安排', en: '2. Schedule' },
  terms: { zh: '三、付款与结算', en: '3. Payment and settlement' },
  clauses: { zh: '四、条款', en: '4. Terms and conditions' },
  remark: { zh: '备注', en: 'Remarks' },
  buyerSign: { zh: '买方（签字盖章）', en: 'For the buyer (signature and seal)' },
  sellerSign: { zh: '卖方（签字盖章）', en: 'For the seller (signature and seal)' },
  signDate: { zh: '日期', en: 'Date' },
  page: { zh: '第 {page} 页 / 共 {pages} 页', en: 'Page {page} of {pages}' },
} as const satisfies Record<string, ContractText>

/** The standard clauses of a purchase contract, numbered by the renderers. */
export const STANDARD_CLAUSES: readonly ContractText[] = [
  {
    zh: '质量要求：卖方保证货物全新、未使用，质量、规格、颜色和包装与双方确认的样品（产前样、大货样）及本合同一致，并符合目的国的安全与环保标准。',
    en: 'Quality: the seller warrants that the goods are new and unused, that their quality, specification, colour and packing match the samples both parties approved (production and bulk samples) and this contract, and that they meet the safety and environmental standards of the destination country.',
  },
  {
    zh: '验货：出厂前买方或其指定的第三方按 AQL 抽样检验，不良率 = 不良数 ÷ 抽检数；检验不合格的批次由卖方返工并重新检验，合格前不得出货，返工及复检费用由卖方承担。',
    en: "Inspection: before the goods leave the factory the buyer or a third party it names inspects them by AQL sampling (defect rate = defects ÷ units sampled); a lot that fails is reworked and inspected again at the seller's cost and may not ship until it passes.",
  },
  {
    zh: '交货：卖方应在交货日期前备妥全部货物；不能按期交货的，应提前书面通知买方，经买方同意方可延期。',
    en: "Delivery: the seller has all goods ready by the delivery date; if it cannot, it tells the buyer in writing beforehand and the date moves only with the buyer's consent.",
  },
  {
    zh: '包装：按本合同箱率装箱，外箱标明 SKU、数量、箱号及毛重、净重，适合海运及长途运输。',
    en: "Packing: cartons are packed at this contract's carton rate and marked with the SKU, quantity, carton number and gross and net weight, fit for sea freight and long transport.",
  },
  {
    zh: '生效：本合同一式两份，双方各执一份，经双方签字盖章后生效；未尽事宜由双方友好协商解决。',
    en: 'Effect: this contract is made in two copies, one for each party, and takes effect when both have signed and sealed it; anything it does not settle the parties settle in good faith.',
  },
]

/** The contract's language: the one asked for, else the user's when it is one of the two, else English. */
export function contractLang(asked: ContractLang | undefined, userLang: Language): ContractLang {
  return asked ?? (userLang === 'zh' ? 'zh' : 'en')
}

/** A currency's decimal places and rounding mode (spec 1 §3), two and half up when the tenant has not set it. */
export async function currencyRounding(
  tx: Queryable,
  code: string | null,
): Promise<{ digits: number; mode: RoundingMode }> {
  const [row] = code
    ? await tx.query<{ digits: number; roundingMode: number }>(
        `SELECT digits, rounding_mode FROM erp_base_currency WHERE code = $1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
        [code],
      )
    : []
  const mode = Number(row?.roundingMode)
  return { digits: row?.digits ?? 2, mode: mode === 2 || mode === 3 ? mode : 1 }
}

/** What a loader knows of a line before its amount is worked out. */
export type ContractLineInput = Omit<ContractLine, 'amount' | 'unitPrice'> & { unitPrice: string }

/** A price as printed: exact, its trailing zeros dropped down to two places (8.5000 → 8.50, 1.2345 stays). */
export const printedPrice = (value: string) => trimZeros(value, 2)

/**
 * The lines' amounts (unit price × quantity, rounded once to the currency's places) and the totals
 * they make, the deposit's balance and the total in words: all exact decimal strings.
 */
export function priceLines(
  inputs: readonly ContractLineInput[],
  currency: string,
  rounding: { digits: number; mode: RoundingMode },
  deposit: string | null,
  lang: ContractLang,
): Pick<
  ContractDocument,
  'lines' | 'totalQuantity' | 'totalBoxes' | 'totalAmount' | 'totalInWords' | 'deposit' | 'balance'
> {
  const lines = inputs.map((l) => ({
    ...l,
    boxes: l.boxes === null ? null : trimZeros(l.boxes, 0),
    unitPrice: printedPrice(l.unitPrice),
    amount: roundMoney(multiplyDecimal(l.unitPrice, String(l.quantity)), rounding.digits, rounding.mode),
  }))
  const totalAmount = roundMoney(sumDecimal('0', ...lines.map((l) => l.amount)), rounding.digits, rounding.mode)
  const depositAmount = deposit === null ? null : roundMoney(deposit, rounding.digits, rounding.mode)
  return {
    lines,
    totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
    totalBoxes: trimZeros(sumDecimal('0', ...lines.map((l) => l.boxes ?? '0')), 0),
    totalAmount,
    totalInWords: amountInWords(totalAmount, currency, lang),
    deposit: depositAmount,
    balance: depositAmount === null ? null : subtractDecimal(totalAmount, depositAmount),
  }
}

const CURRENCY_NAMES: Record<string, ContractText> = {
  CNY: { zh: '人民币', en: 'CHINESE YUAN' },
  USD: { zh: '美元', en: 'US DOLLARS' },
  EUR: { zh: '欧元', en: 'EUROS' },
  GBP: { zh: '英镑', en: 'POUNDS STERLING' },
  JPY: { zh: '日元', en: 'JAPANESE YEN' },
  CAD: { zh: '加元', en: 'CANADIAN DOLLARS' },
  AUD: { zh: '澳元', en: 'AUSTRALIAN DOLLARS' },
  HKD: { zh: '港币', en: 'HONG KONG DOLLARS' },
}

/** An amount in words, as contracts write it: 美元贰仟零肆拾元整, SAY US DOLLARS TWO THOUSAND FORTY ONLY. */
export function amountInWords(amount: string, currency: string, lang: ContractLang): string {
  const negative = amount.trim().startsWith('-')
  const [whole = '0', fraction = ''] = roundMoney(amount.replace(/^[+-]/, ''), 2, 1).split('.')
  const name = CURRENCY_NAMES[currency]?.[lang] ?? currency
  if (lang === 'zh') {
    const d = '零壹贰叁肆伍陆柒捌玖'
    const [jiao = 0, fen = 0] = [...fraction].map(Number)
    const cents = (jiao ? `${d[jiao]}角` : fen ? '零' : '') + (fen ? `${d[fen]}分` : '整')
    return `${name}${negative ? '负' : ''}${chineseInteger(whole)}元${cents}`
  }
  const cents = Number(fraction) ? ` AND CENTS ${englishInteger(String(Number(fraction)))}` : ''
  return `SAY ${name} ${negative ? 'MINUS ' : ''}${englishInteger(whole)}${cents} ONLY`
}

/** A whole number in Chinese financial numerals (壹仟零伍拾), by groups of four digits (万, 亿). */
function chineseInteger(n: string): string {
  const d = '零壹贰叁肆伍陆柒捌玖'
  const units = ['仟', '佰', '拾', '']
  const sections = ['', '万', '亿', '万亿']
  const digits = n.replace(/^0+/, '')
  if (!digits) return '零'
  const groups: string[] = []
  for (let end = digits.length; end > 0; end -= 4)
    groups.unshift(digits.slice(Math.max(0, end - 4), end).padStart(4, '0'))
  let out = ''
  let zero = false
  groups.forEach((group, gi) => {
    if (/^0+$/.test(group)) {
      zero = out !== ''
      return
    }
    for (let i = 0; i < 4; i++) {
      const digit = Number(group[i])
      if (digit === 0) {
        zero = zero || out !== ''
        continue
      }
      if (zero) out += '零'
      zero = false
      out += `${d[digit]}${units[i]}`
    }
    out += sections[groups.length - 1 - gi] ?? ''
    // A section's trailing zeros are not read (10,1000 is 壹拾万壹仟); its leading ones are.
    zero = false
  })
  return out
}

const ONES = [
  'ZERO',
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'THIRTEEN',
  'FOURTEEN',
  'FIFTEEN',
  'SIXTEEN',
  'SEVENTEEN',
  'EIGHTEEN',
  'NINETEEN',
]
const TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY']
const SCALES = ['', 'THOUSAND', 'MILLION', 'BILLION', 'TRILLION', 'QUADRILLION']

/** A whole number in English words, by groups of three digits. */
function englishInteger(n: string): string {
  const digits = n.replace(/^0+/, '')
  if (!digits) return ONES[0] as string
  const hundreds = (v: number) => {
    const parts: string[] = []
    if (v >= 100) parts.push(`${ONES[Math.floor(v / 100)]} HUNDRED`)
    const rest = v % 100
    if (rest >= 20)
      parts.push(rest % 10 ? `${TENS[Math.floor(rest / 10)]}-${ONES[rest % 10]}` : (TENS[rest / 10] as string))
    else if (rest) parts.push(ONES[rest] as string)
    return parts.join(' ')
  }
  const groups: number[] = []
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(Number(digits.slice(Math.max(0, end - 3), end)))
  return groups
    .map((g, i) =>
      g ? `${hundreds(g)}${SCALES[groups.length - 1 - i] ? ` ${SCALES[groups.length - 1 - i]}` : ''}` : '',
    )
    .filter(Boolean)
    .join(' ')
}

/** The document's file name: its kind and number, kept to characters a header carries as they are. */
export function contractFileName(kind: string, number: string): string {
  return `${kind}-${number.replace(/[^A-Za-z0-9_.-]+/g, '_')}`
}

/** A party's address from its parts, in reading order for the language (Chinese: country first). */
export function joinAddress(parts: readonly (string | null | undefined)[], lang: ContractLang): string | null {
  const kept = parts.map((p) => p?.trim()).filter((p): p is string => !!p)
  if (!kept.length) return null
  return lang === 'zh' ? kept.join(' ') : [...kept].reverse().join(', ')
}
