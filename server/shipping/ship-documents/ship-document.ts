import { multiplyDecimal, type RoundingMode, roundMoney, sumDecimal } from '#sync/money/round-money.ts'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import {
  amountInWords,
  type ContractLang,
  type ContractParty,
  type ContractTerm,
  contractFileName,
  printedPrice,
} from '../../purchasing/contracts/contract-document.ts'

/**
 * The customs and trade documents of a ship (货柜): the export sales contract (of the ship, or of
 * every ship under its ticket code), the commercial invoice, the packing list and the customs
 * declaration's fields. One model, whatever it is printed as (xlsx, PDF): the parties, the ship's
 * facts, the goods lines with their HS codes, declared names and values, cartons, weights, volume and
 * shipping marks, and the totals, which are the ship's own. The loader fills it in the document's
 * language; the renderers only lay it out.
 */

export type ShipDocKind = 'saleContract' | 'saleContractTicketCode' | 'packing' | 'invoice' | 'customsDeclaration'

/** What the loader reads of one plan line: the product's declaration and measures, the plan's lot and ship. */
export type ShipGoods = {
  shipCode: string
  lot: string
  sku: string | null
  productName: string | null
  hsCode: string | null
  nameZh: string | null
  nameEn: string | null
  unit: string | null
  /** The declared unit price (exact), null when the product has no declaration. */
  declaredPrice: string | null
  currency: string | null
  quantity: number
  boxes: number
  /** Kilograms and cubic metres, exact decimals. */
  netWeight: string
  grossWeight: string
  volume: string
}

/** One printed line: its texts, the amount the declared price times the quantity rounded once. */
export type ShipLine = ShipGoods & {
  no: number
  unitPrice: string | null
  amount: string | null
  cartonFrom: number
  cartonTo: number
  marks: string
}

export type ShipTotals = {
  quantity: number
  boxes: number
  netWeight: string
  grossWeight: string
  volume: string
  amount: string | null
}

/** The columns a document's goods table may show. */
export type ShipColumn =
  | 'no'
  | 'marks'
  | 'sku'
  | 'hsCode'
  | 'nameZh'
  | 'nameEn'
  | 'quantity'
  | 'unit'
  | 'unitPrice'
  | 'amount'
  | 'currency'
  | 'origin'
  | 'destination'
  | 'boxes'
  | 'netWeight'
  | 'grossWeight'
  | 'volume'

export type ShipDocument = {
  kind: ShipDocKind
  lang: ContractLang
  title: string
  number: string
  date: string
  /** The exporter (the tenant's company) and the overseas consignee (the destination warehouse). */
  seller: ContractParty
  buyer: ContractParty
  /** The ship's facts and the declaration's fields, labelled in the document's language. */
  terms: ContractTerm[]
  currency: string | null
  columns: ShipColumn[]
  lines: ShipLine[]
  totals: ShipTotals
  totalInWords: string | null
  /** Printed for the destination and origin columns. */
  origin: string
  destination: string
  clauses: string[]
  fileName: string
}

type Text = Record<ContractLang, string>

/** The fixed words of the documents: titles, column headings, labels. */
export const SHIP_TEXTS = {
  saleContract: { zh: '出口销售合同', en: 'SALES CONTRACT' },
  saleContractTicketCode: { zh: '出口销售合同', en: 'SALES CONTRACT' },
  packing: { zh: '装箱单', en: 'PACKING LIST' },
  invoice: { zh: '商业发票', en: 'COMMERCIAL INVOICE' },
  customsDeclaration: { zh: '出口货物报关单', en: 'EXPORT CUSTOMS DECLARATION' },
  number: { zh: '单号', en: 'No.' },
  contractNumber: { zh: '合同编号', en: 'Contract No.' },
  invoiceNumber: { zh: '发票号', en: 'Invoice No.' },
  date: { zh: '日期', en: 'Date' },
  seller: { zh: '卖方', en: 'Seller' },
  buyer: { zh: '买方', en: 'Buyer' },
  shipper: { zh: '发货人', en: 'Shipper / Exporter' },
  consignee: { zh: '收货人', en: 'Consignee' },
  domesticShipper: { zh: '境内发货人', en: 'Domestic shipper' },
  overseasConsignee: { zh: '境外收货人', en: 'Overseas consignee' },
  shipment: { zh: '运输信息', en: 'Shipment' },
  declaration: { zh: '申报信息', en: 'Declaration' },
  goods: { zh: '货物明细', en: 'Goods' },
  no: { zh: '序号', en: 'No.' },
  itemNo: { zh: '项号', en: 'Item' },
  marks: { zh: '唛头', en: 'Marks & Nos.' },
  sku: { zh: 'SKU', en: 'SKU' },
  hsCode: { zh: '海关编码', en: 'HS code' },
  nameZh: { zh: '中文品名', en: 'Description (zh)' },
  nameEn: { zh: '英文品名', en: 'Description' },
  quantity: { zh: '数量', en: 'Qty' },
  unit: { zh: '单位', en: 'Unit' },
  unitPrice: { zh: '单价', en: 'Unit price' },
  amount: { zh: '金额', en: 'Amount' },
  currency: { zh: '币制', en: 'Currency' },
  origin: { zh: '原产国', en: 'Origin' },
  destination: { zh: '最终目的国', en: 'Destination' },
  boxes: { zh: '箱数', en: 'Ctns' },
  netWeight: { zh: '净重(kg)', en: 'N.W. (kg)' },
  grossWeight: { zh: '毛重(kg)', en: 'G.W. (kg)' },
  volume: { zh: '体积(m³)', en: 'Meas. (m³)' },
  total: { zh: '合计', en: 'Total' },
  totalInWords: { zh: '合计金额（大写）', en: 'Total in words' },
  clauses: { zh: '条款', en: 'Terms and conditions' },
  sellerSign: { zh: '卖方（签字盖章）', en: 'For the seller (signature and seal)' },
  buyerSign: { zh: '买方（签字盖章）', en: 'For the buyer (signature and seal)' },
  declarantSign: { zh: '申报单位（签章）', en: 'Declarant (seal)' },
  signDate: { zh: '日期', en: 'Date' },
  page: { zh: '第 {page} 页 / 共 {pages} 页', en: 'Page {page} of {pages}' },
  // The ship's facts and the declaration's fields.
  shipCode: { zh: '货柜编号', en: 'Ship no.' },
  ticketCode: { zh: '票号', en: 'Ticket code' },
  ships: { zh: '货柜', en: 'Ships' },
  containerType: { zh: '柜型', en: 'Container type' },
  containerNo: { zh: '柜号', en: 'Container no.' },
  sealNo: { zh: '封条号', en: 'Seal no.' },
  vessel: { zh: '运输工具名称及航次号', en: 'Vessel / voyage' },
  loadingPort: { zh: '起运港', en: 'Port of loading' },
  destinationPort: { zh: '目的港', en: 'Port of discharge' },
  departureDate: { zh: '预计开船日', en: 'ETD' },
  arrivalDate: { zh: '预计到港日', en: 'ETA' },
  warehouse: { zh: '目的仓库', en: 'Destination warehouse' },
  lots: { zh: '批次', en: 'Lots' },
  manufacturer: { zh: '生产销售单位', en: 'Manufacturer' },
  exportPort: { zh: '出境关别', en: 'Customs of export' },
  departurePort: { zh: '离境口岸', en: 'Port of departure' },
  transportMode: { zh: '运输方式', en: 'Mode of transport' },
  billOfLading: { zh: '提运单号', en: 'B/L No.' },
  tradeMode: { zh: '监管方式', en: 'Trade mode' },
  tradeCountry: { zh: '贸易国(地区)', en: 'Trading country' },
  destinationCountry: { zh: '运抵国(地区)', en: 'Country of destination' },
  priceTerm: { zh: '成交方式', en: 'Price term' },
  packageKind: { zh: '包装种类', en: 'Kind of packages' },
  packages: { zh: '件数', en: 'Packages' },
  totalGross: { zh: '毛重(千克)', en: 'Gross weight (kg)' },
  totalNet: { zh: '净重(千克)', en: 'Net weight (kg)' },
  totalVolume: { zh: '总体积(m³)', en: 'Total measurement (m³)' },
  contractRef: { zh: '合同协议号', en: 'Contract No.' },
  marksSummary: { zh: '标记唛码', en: 'Shipping marks' },
  // Fixed values of the declaration.
  sea: { zh: '水路运输', en: 'By sea' },
  generalTrade: { zh: '一般贸易', en: 'General trade' },
  cartons: { zh: '纸箱', en: 'Cartons' },
  china: { zh: '中国', en: 'China' },
} as const satisfies Record<string, Text>

/** The export sales contract's clauses, numbered by the renderers ({loading} and {destination} filled in). */
const SALE_CLAUSES: readonly Text[] = [
  {
    zh: '价格条款：FOB {loading}，以上单价为申报单价，总值以本合同金额为准。',
    en: 'Price term: FOB {loading}; the unit prices above are the declared prices and the total is the amount of this contract.',
  },
  {
    zh: '装运：由 {loading} 经海运集装箱运至 {destination}，允许分批及转运。',
    en: 'Shipment: by sea in container from {loading} to {destination}; partial shipment and transhipment allowed.',
  },
  {
    zh: '包装与唛头：出口标准纸箱，每箱标明货柜编号、批次及箱号。',
    en: 'Packing and marks: export cartons, each marked with the ship number, the lot and its carton number.',
  },
  { zh: '付款：电汇（T/T）。', en: 'Payment: by telegraphic transfer (T/T).' },
  {
    zh: '本合同一式两份，双方各执一份，经双方签字盖章后生效。',
    en: 'This contract is made in two copies, one for each party, and takes effect when both have signed and sealed it.',
  },
]

/** The columns each document shows, in order. */
export const SHIP_COLUMNS: Record<ShipDocKind, ShipColumn[]> = {
  saleContract: ['no', 'sku', 'hsCode', 'nameZh', 'nameEn', 'quantity', 'unit', 'unitPrice', 'amount', 'boxes'],
  saleContractTicketCode: [
    'no',
    'marks',
    'hsCode',
    'nameZh',
    'nameEn',
    'quantity',
    'unit',
    'unitPrice',
    'amount',
    'boxes',
  ],
  invoice: [
    'no',
    'marks',
    'hsCode',
    'nameZh',
    'nameEn',
    'quantity',
    'unit',
    'unitPrice',
    'amount',
    'boxes',
    'netWeight',
    'grossWeight',
  ],
  packing: [
    'no',
    'marks',
    'sku',
    'hsCode',
    'nameZh',
    'nameEn',
    'quantity',
    'unit',
    'boxes',
    'netWeight',
    'grossWeight',
    'volume',
  ],
  customsDeclaration: [
    'no',
    'hsCode',
    'nameZh',
    'nameEn',
    'quantity',
    'unit',
    'unitPrice',
    'amount',
    'currency',
    'origin',
    'destination',
    'boxes',
    'netWeight',
    'grossWeight',
  ],
}

/** Whether a document prints values (and so needs every line's declared price, in one currency). */
export const carriesValues = (kind: ShipDocKind) => kind !== 'packing'

/** Relative widths of the columns (xlsx widths; the PDF scales them to the page) and which align right. */
export const COLUMN_LAYOUT: Record<ShipColumn, { width: number; right: boolean }> = {
  no: { width: 5, right: true },
  marks: { width: 20, right: false },
  sku: { width: 16, right: false },
  hsCode: { width: 12, right: false },
  nameZh: { width: 16, right: false },
  nameEn: { width: 20, right: false },
  quantity: { width: 8, right: true },
  unit: { width: 6, right: false },
  unitPrice: { width: 10, right: true },
  amount: { width: 12, right: true },
  currency: { width: 7, right: false },
  origin: { width: 8, right: false },
  destination: { width: 10, right: false },
  boxes: { width: 7, right: true },
  netWeight: { width: 10, right: true },
  grossWeight: { width: 10, right: true },
  volume: { width: 9, right: true },
}

/** A weight as printed: kilograms, at least two places (196.000 → 196.00, 1.235 stays). */
export const printedWeight = (kg: string) => trimZeros(kg, 2)
/** A volume as printed: cubic metres, at least three places. */
export const printedVolume = (m3: string) => trimZeros(m3, 3)

/** A column's heading, with the currency after value columns. */
export function columnTitle(doc: ShipDocument, column: ShipColumn): string {
  const title = SHIP_TEXTS[column === 'no' && doc.kind === 'customsDeclaration' ? 'itemNo' : column][doc.lang]
  return (column === 'unitPrice' || column === 'amount') && doc.currency ? `${title} (${doc.currency})` : title
}

/** A line's cell as printed. */
export function cellText(doc: ShipDocument, line: ShipLine, column: ShipColumn): string {
  switch (column) {
    case 'no':
      return String(line.no)
    case 'quantity':
      return String(line.quantity)
    case 'boxes':
      return String(line.boxes)
    case 'unitPrice':
      return line.unitPrice ?? ''
    case 'amount':
      return line.amount ?? ''
    case 'netWeight':
      return printedWeight(line.netWeight)
    case 'grossWeight':
      return printedWeight(line.grossWeight)
    case 'volume':
      return printedVolume(line.volume)
    case 'origin':
      return doc.origin
    case 'destination':
      return doc.destination
    default:
      return line[column] ?? ''
  }
}

/** The totals row's cells, keyed by column (the label under the first text column). */
export function totalCells(doc: ShipDocument): Partial<Record<ShipColumn, string>> {
  return {
    quantity: String(doc.totals.quantity),
    boxes: String(doc.totals.boxes),
    amount: doc.totals.amount ?? '',
    netWeight: printedWeight(doc.totals.netWeight),
    grossWeight: printedWeight(doc.totals.grossWeight),
    volume: printedVolume(doc.totals.volume),
  }
}

/** The load's weight (kg) and volume (m³) as the ship records them: the same function's totals as the ship's. */
export type ShipLoad = { weight: string; volume: string }

/**
 * The printed lines of the goods: numbered, each line's cartons numbered on from the last of its
 * ship (1..N per container), its marks the ship, the lot and the carton numbers, its amount the
 * declared price times the quantity rounded once to the currency's places; and the totals they make.
 */
export function shipLines(
  goods: readonly ShipGoods[],
  rounding: { digits: number; mode: RoundingMode },
  load: ShipLoad,
): { lines: ShipLine[]; totals: ShipTotals } {
  const cartons = new Map<string, number>()
  const lines = goods.map((g, i) => {
    const from = (cartons.get(g.shipCode) ?? 0) + 1
    const to = from + g.boxes - 1
    cartons.set(g.shipCode, Math.max(to, from - 1))
    const range = g.boxes > 0 ? (g.boxes > 1 ? `${from}-${to}` : String(from)) : '-'
    return {
      ...g,
      no: i + 1,
      cartonFrom: from,
      cartonTo: to,
      marks: `${g.shipCode} / ${g.lot} / C/No. ${range}`,
      unitPrice: g.declaredPrice === null ? null : printedPrice(g.declaredPrice),
      amount:
        g.declaredPrice === null
          ? null
          : roundMoney(multiplyDecimal(g.declaredPrice, String(g.quantity)), rounding.digits, rounding.mode),
    }
  })
  const priced = lines.every((l) => l.amount !== null)
  return {
    lines,
    totals: {
      quantity: lines.reduce((n, l) => n + l.quantity, 0),
      boxes: lines.reduce((n, l) => n + l.boxes, 0),
      netWeight: roundMoney(sumDecimal('0', ...lines.map((l) => l.netWeight)), 3, 1),
      grossWeight: load.weight,
      volume: load.volume,
      amount:
        priced && lines.length
          ? roundMoney(sumDecimal('0', ...lines.map((l) => l.amount ?? '0')), rounding.digits, rounding.mode)
          : null,
    },
  }
}

/** What the loader knows of the ship(s) a document is made of. */
export type ShipFacts = {
  number: string
  date: string
  shipCodes: string[]
  ticketCode: string | null
  containerType: string | null
  containerNo: string | null
  sealNo: string | null
  vessel: string | null
  loadingPort: string | null
  destinationPort: string | null
  departureDate: string | null
  arrivalDate: string | null
  warehouse: string | null
  destinationCountry: string | null
  lots: string[]
  manufacturers: string[]
}

/** The document: its title, terms, columns, lines, totals and clauses, in its language. */
export function shipDocument(
  kind: ShipDocKind,
  lang: ContractLang,
  facts: ShipFacts,
  parties: { seller: ContractParty; buyer: ContractParty },
  goods: readonly ShipGoods[],
  load: ShipLoad,
  currency: string | null,
  rounding: { digits: number; mode: RoundingMode },
): ShipDocument {
  const t = (key: keyof typeof SHIP_TEXTS) => SHIP_TEXTS[key][lang]
  const { lines, totals } = shipLines(goods, rounding, load)
  const values = carriesValues(kind)
  const term = (key: keyof typeof SHIP_TEXTS, value: string | null | undefined): ContractTerm[] =>
    value ? [{ label: t(key), value }] : []
  const loading = facts.loadingPort ?? ''
  const destination = facts.destinationPort ?? facts.warehouse ?? ''
  const shipTerms: ContractTerm[] = [
    ...(kind === 'saleContractTicketCode' ? term('ships', facts.shipCodes.join(', ')) : term('shipCode', facts.number)),
    ...term('ticketCode', kind === 'saleContractTicketCode' ? null : facts.ticketCode),
    ...term('containerType', facts.containerType),
    ...term('containerNo', facts.containerNo),
    ...term('sealNo', facts.sealNo),
    ...term('vessel', facts.vessel),
    ...term('loadingPort', facts.loadingPort),
    ...term('destinationPort', facts.destinationPort),
    ...term('departureDate', facts.departureDate),
    ...term('arrivalDate', facts.arrivalDate),
    ...term('warehouse', facts.warehouse),
    ...term('lots', facts.lots.join(', ')),
  ]
  const declarationTerms: ContractTerm[] = [
    ...term('domesticShipper', parties.seller.name),
    ...term('overseasConsignee', parties.buyer.name),
    ...term('manufacturer', facts.manufacturers.join(', ')),
    ...term('exportPort', facts.loadingPort),
    ...term('transportMode', t('sea')),
    ...term('vessel', facts.vessel),
    ...term('billOfLading', facts.ticketCode),
    ...term('tradeMode', t('generalTrade')),
    ...term('priceTerm', 'FOB'),
    ...term('tradeCountry', facts.destinationCountry),
    ...term('destinationCountry', facts.destinationCountry),
    ...term('destinationPort', facts.destinationPort),
    ...term('departurePort', facts.loadingPort),
    ...term('packageKind', t('cartons')),
    ...term('packages', String(totals.boxes)),
    ...term('totalGross', printedWeight(totals.grossWeight)),
    ...term('totalNet', printedWeight(totals.netWeight)),
    ...term('totalVolume', printedVolume(totals.volume)),
    ...term('containerType', facts.containerType),
    ...term('containerNo', facts.containerNo),
    ...term('contractRef', facts.number),
    ...term('marksSummary', `${facts.shipCodes.join(', ')} / ${facts.lots.join(', ')} / C/No. 1-${totals.boxes}`),
  ]
  return {
    kind,
    lang,
    title: t(kind),
    number: facts.number,
    date: facts.date,
    ...parties,
    terms: kind === 'customsDeclaration' ? declarationTerms : shipTerms,
    currency: values ? currency : null,
    columns: SHIP_COLUMNS[kind],
    lines,
    totals: values ? totals : { ...totals, amount: null },
    totalInWords: values && totals.amount !== null && currency ? amountInWords(totals.amount, currency, lang) : null,
    origin: t('china'),
    destination: facts.destinationCountry ?? '',
    clauses:
      kind === 'saleContract' || kind === 'saleContractTicketCode'
        ? SALE_CLAUSES.map((c) => c[lang].replaceAll('{loading}', loading).replaceAll('{destination}', destination))
        : [],
    fileName: contractFileName(kind, facts.number),
  }
}

/** The parties' roles as the document names them: seller and buyer, shipper and consignee, or the declaration's. */
export function partyRoles(doc: ShipDocument): { seller: string; buyer: string } {
  const t = (key: keyof typeof SHIP_TEXTS) => SHIP_TEXTS[key][doc.lang]
  if (doc.kind === 'saleContract' || doc.kind === 'saleContractTicketCode')
    return { seller: t('seller'), buyer: t('buyer') }
  if (doc.kind === 'customsDeclaration') return { seller: t('domesticShipper'), buyer: t('overseasConsignee') }
  return { seller: t('shipper'), buyer: t('consignee') }
}

/** The heading over the terms: the shipment's facts, or the declaration's fields. */
export function termsHeading(doc: ShipDocument): string {
  return SHIP_TEXTS[doc.kind === 'customsDeclaration' ? 'declaration' : 'shipment'][doc.lang]
}

/** The label of the document's number: contract, invoice or plain number. */
export function numberLabel(doc: ShipDocument): string {
  const key =
    doc.kind === 'invoice'
      ? 'invoiceNumber'
      : doc.kind === 'saleContract' || doc.kind === 'saleContractTicketCode'
        ? 'contractNumber'
        : 'number'
  return SHIP_TEXTS[key][doc.lang]
}

/** The signature blocks: both sides for a contract, the shipper for an invoice or a packing list, the declarant for the declaration. */
export function signatureBlocks(doc: ShipDocument): { label: string; name: string }[] {
  const t = (key: keyof typeof SHIP_TEXTS) => SHIP_TEXTS[key][doc.lang]
  if (doc.kind === 'saleContract' || doc.kind === 'saleContractTicketCode')
    return [
      { label: t('sellerSign'), name: doc.seller.name },
      { label: t('buyerSign'), name: doc.buyer.name },
    ]
  if (doc.kind === 'customsDeclaration') return [{ label: t('declarantSign'), name: doc.seller.name }]
  return [{ label: t('sellerSign'), name: doc.seller.name }]
}
