import { country } from '#sync/dictionaries/constant.dictionaries.ts'
import { translate } from '#sync/i18n/messages.ts'
import { multiplyDecimal, roundMoney } from '#sync/money/round-money.ts'
import { ship } from '#sync/resources/shipping/ship.resource.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { AppError, validationError } from '../../platform/http/app-error.ts'
import { findRecord } from '../../platform/resources/record-store.ts'
import {
  type ContractLang,
  type ContractParty,
  contractLang,
  currencyRounding,
  joinAddress,
} from '../../purchasing/contracts/contract-document.ts'
import { type ContractFile, DOCUMENT_CONTENT_TYPES } from '../../purchasing/contracts/contract-file.ts'
import { dictText, ownCompany } from '../../purchasing/contracts/contract-parties.ts'
import { type ShipLine as LoadLine, loadTotals, planLines, plansOnShips } from '../ship-load.ts'
import { carriesValues, type ShipDocKind, type ShipDocument, type ShipGoods, shipDocument } from './ship-document.ts'
import { shipPdf } from './ship-pdf.ts'
import { shipXlsx } from './ship-xlsx.ts'

/**
 * The loader of a ship's documents: the ship (or every ship under its ticket code), its plans'
 * lines (of one factory when a supplier code is given) with their products' HS codes, declarations,
 * cartons, weights and volume, the exporter (the tenant's company) and the consignee (the
 * destination warehouse), read under the caller's tenant and data scope.
 */

type ShipRow = {
  id: string
  code: string
  containerType: string | null
  ticketCode: string | null
  containerNo: string | null
  sealNo: string | null
  vessel: string | null
  loadingPort: string | null
  destinationPort: string | null
  departureDate: string | null
  arrivalDate: string | null
  storeId: string | null
}

const SHIP_COLUMNS = `id::text, code, container_type, ticket_code, container_no, seal_no, vessel, loading_port, destination_port,
  to_char(departure_date, 'YYYY-MM-DD') AS departure_date, to_char(arrival_date, 'YYYY-MM-DD') AS arrival_date, store_id::text`

/** A ship that is gone is void (80) or merged into another: its documents are the other's. */
const LIVE_SHIP = `is_deleted = 0 AND coalesce(status, 1) <> 80 AND merged_into_id IS NULL`

/** What a document prints of a product: its names and unit, HS code, unit weight and declaration for the destination. */
type ProductFacts = {
  id: string
  name: string | null
  unit: string | null
  customsCode: string | null
  unitWeight: string | null
  declareHsCode: string | null
  declareNameZh: string | null
  declareNameEn: string | null
  declareUnit: string | null
  declarePrice: string | null
  currency: string | null
}

type StoreRow = {
  name: string | null
  countryCode: string | null
  province: string | null
  city: string | null
  address: string | null
  postalCode: string | null
  contact: string | null
  phone: string | null
}

const notFound = () => new AppError('NOT_FOUND', 'recordNotFound')

/** The ship a document is asked of, within the caller's tenant (the database's policy) and data scope. */
async function readShip(tx: Queryable, actor: Actor, shipId: string): Promise<ShipRow> {
  if (!(await findRecord(tx, ship, shipId, { actor }))) throw notFound()
  const [row] = await tx.query<ShipRow>(`SELECT ${SHIP_COLUMNS} FROM erp_ship WHERE id = $1 AND is_deleted = 0`, [
    shipId,
  ])
  if (!row) throw notFound()
  return row
}

/** The ships of the document: the one asked for, or all the live ships sharing its ticket code. */
async function shipsOf(tx: Queryable, actor: Actor, kind: ShipDocKind, asked: ShipRow): Promise<ShipRow[]> {
  if (kind !== 'saleContractTicketCode') return [asked]
  if (!asked.ticketCode) {
    throw validationError([
      { field: 'shipId', message: translate('shipping.documentNoTicketCode', actor.lang, { code: asked.code }) },
    ])
  }
  const sharing = await tx.query<ShipRow>(
    `SELECT ${SHIP_COLUMNS} FROM erp_ship WHERE ticket_code = $1 AND ${LIVE_SHIP} ORDER BY code, id`,
    [asked.ticketCode],
  )
  // Only the ships the caller's data scope shows (the one asked for among them).
  const shown: ShipRow[] = []
  for (const s of sharing) if (s.id === asked.id || (await findRecord(tx, ship, s.id, { actor }))) shown.push(s)
  return shown
}

/** A supplier by its code, or a 400 naming factoryCode. */
async function factoryByCode(tx: Queryable, actor: Actor, code: string): Promise<string> {
  const [factory] = await tx.query<{ id: string }>(
    `SELECT id::text FROM erp_base_factory WHERE factory_code = $1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
    [code],
  )
  if (!factory) {
    throw validationError([
      { field: 'factoryCode', message: translate('shipping.documentFactoryUnknown', actor.lang, { code }) },
    ])
  }
  return factory.id
}

/**
 * The lines the ships carry, ship by ship, as the ship counts them (its live plans' lines with their
 * cartons, volume and weight: the load functions that make the ship's own figures), of one supplier
 * when asked.
 */
async function loadedLines(tx: Queryable, ships: readonly ShipRow[], factoryId: string | null) {
  const plans = await plansOnShips(
    tx,
    ships.map((s) => s.id),
  )
  const out: { ship: ShipRow; line: LoadLine }[] = []
  for (const ship of ships) {
    const lines = await planLines(tx, plans.get(ship.id) ?? [])
    for (const line of lines) if (!factoryId || line.factoryId === factoryId) out.push({ ship, line })
  }
  return out
}

/** The products' names, HS codes and unit weights, each with its declaration for the destination's country (else a shared one, else the first). */
async function productFacts(tx: Queryable, productIds: readonly string[], destinationCountry: string | null) {
  const rows = await tx.query<ProductFacts>(
    `SELECT b.id::text, b.name, b.unit, b.customs_code, b.unit_weight::text,
            d.customs_code AS declare_hs_code, d.declare_name_zh, d.declare_name_en, d.declare_unit,
            d.declare_price::text, d.currency
       FROM erp_base_product b
       LEFT JOIN LATERAL (SELECT * FROM erp_base_product_declare d
                           WHERE d.product_id = b.id AND d.tenant_id = b.tenant_id AND d.is_deleted = 0
                           ORDER BY (d.country IS NOT DISTINCT FROM $2) DESC, d.is_public DESC, d.id LIMIT 1) d ON true
      WHERE b.id = ANY($1::bigint[])`,
    [productIds, destinationCountry],
  )
  return new Map(rows.map((r) => [r.id, r]))
}

/** The suppliers' names, in the order given. */
async function factoryNames(tx: Queryable, ids: readonly string[]): Promise<string[]> {
  const rows = await tx.query<{ id: string; factoryName: string | null }>(
    `SELECT id::text, factory_name FROM erp_base_factory WHERE id = ANY($1::bigint[])`,
    [ids],
  )
  const names = new Map(rows.map((r) => [r.id, r.factoryName]))
  return ids.map((id) => names.get(id) ?? '').filter(Boolean)
}

/** The destination warehouse as the overseas consignee. */
function consignee(store: StoreRow | undefined, lang: ContractLang): ContractParty {
  return {
    name: store?.name ?? '',
    address: store
      ? joinAddress(
          [dictText(country, store.countryCode, lang), store.province, store.city, store.address, store.postalCode],
          lang,
        )
      : null,
    contact: store?.contact ?? null,
    phone: store?.phone ?? null,
    email: null,
    taxNumber: null,
    bank: null,
    accountName: null,
    account: null,
  }
}

const distinct = (values: readonly (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => !!v)),
]

/**
 * One document of a ship: its goods (all, or one factory's), their totals the ship's own, the
 * values at the declared prices in one currency (a document with values refuses a line without a
 * declaration, naming its SKU). An unknown ship, another tenant's or one the data scope hides is a
 * 404; a ship without goods (of that factory) a 400.
 */
export async function loadShipDocument(
  tx: Queryable,
  actor: Actor,
  kind: ShipDocKind,
  input: { shipId: string; factoryCode?: string | undefined },
  lang: ContractLang,
): Promise<ShipDocument> {
  const asked = await readShip(tx, actor, input.shipId)
  const ships = await shipsOf(tx, actor, kind, asked)
  const factoryId = input.factoryCode ? await factoryByCode(tx, actor, input.factoryCode) : null
  const [store] = await tx.query<StoreRow>(
    `SELECT name, country_code, province, city, address, postal_code, contact, phone FROM erp_base_store WHERE id = $1`,
    [asked.storeId],
  )
  const loaded = await loadedLines(tx, ships, factoryId)
  if (!loaded.length) {
    const field = factoryId ? 'factoryCode' : 'shipId'
    throw validationError([
      { field, message: translate('shipping.documentWithoutGoods', actor.lang, { code: asked.code }) },
    ])
  }
  const facts = await productFacts(tx, distinct(loaded.map((l) => l.line.productId)), store?.countryCode ?? null)
  const goods: ShipGoods[] = loaded.map(({ ship, line }) => {
    const p = facts.get(line.productId)
    return {
      shipCode: ship.code,
      lot: line.batchNo,
      sku: line.sysSku,
      productName: p?.name ?? null,
      hsCode: p?.declareHsCode ?? p?.customsCode ?? null,
      nameZh: p?.declareNameZh ?? p?.name ?? null,
      nameEn: p?.declareNameEn ?? null,
      unit: p?.declareUnit ?? p?.unit ?? null,
      declaredPrice: p?.declarePrice ?? null,
      currency: p?.currency ?? null,
      quantity: line.quantity,
      boxes: line.cartons,
      netWeight: roundMoney(multiplyDecimal(p?.unitWeight ?? '0', String(line.quantity)), 3, 1),
      grossWeight: roundMoney(line.weight, 3, 1),
      volume: roundMoney(line.volume, 4, 1),
    }
  })
  // The ship's own totals: the load's exact volume and weight, rounded once.
  const load = loadTotals(loaded.map((l) => l.line))
  const values = carriesValues(kind)
  const currencies = distinct(goods.map((g) => g.currency))
  if (values) {
    const undeclared = distinct(goods.filter((g) => g.declaredPrice === null).map((g) => g.sku ?? '?'))
    if (undeclared.length) {
      throw validationError([
        {
          field: 'shipId',
          message: translate('shipping.documentUndeclared', actor.lang, { skus: undeclared.join(', ') }),
        },
      ])
    }
    if (currencies.length > 1) {
      throw validationError([
        {
          field: 'shipId',
          message: translate('shipping.documentCurrencies', actor.lang, { currencies: currencies.join(', ') }),
        },
      ])
    }
  }
  const currency = currencies[0] ?? null
  const [today] = await tx.query<{ today: string }>(`SELECT to_char(localtimestamp, 'YYYY-MM-DD') AS today`)
  const first = (pick: (s: ShipRow) => string | null) => distinct(ships.map(pick)).join(', ') || null
  const manufacturers = await factoryNames(tx, distinct(loaded.map((l) => l.line.factoryId)))
  return shipDocument(
    kind,
    lang,
    {
      number: kind === 'saleContractTicketCode' ? (asked.ticketCode ?? asked.code) : asked.code,
      date: today?.today ?? '',
      shipCodes: ships.map((s) => s.code),
      ticketCode: asked.ticketCode,
      containerType: first((s) => s.containerType),
      containerNo: first((s) => s.containerNo),
      sealNo: first((s) => s.sealNo),
      vessel: first((s) => s.vessel),
      loadingPort: first((s) => s.loadingPort),
      destinationPort: first((s) => s.destinationPort),
      departureDate: first((s) => s.departureDate),
      arrivalDate: first((s) => s.arrivalDate),
      warehouse: store?.name ?? null,
      destinationCountry: dictText(country, store?.countryCode, lang) ?? store?.countryCode ?? null,
      lots: distinct(goods.map((g) => g.lot)),
      manufacturers,
    },
    { seller: await ownCompany(tx, actor, lang), buyer: consignee(store, lang) },
    goods,
    { weight: load.weight, volume: load.volume },
    currency,
    await currencyRounding(tx, currency),
  )
}

/** A ship's document as a file: in the language asked for (else the user's), as xlsx (the default) or PDF. */
export async function shipDocumentFile(
  tx: Queryable,
  actor: Actor,
  kind: ShipDocKind,
  input: {
    shipId: string
    factoryCode?: string | undefined
    lang?: ContractLang | undefined
    format?: 'xlsx' | 'pdf' | undefined
  },
): Promise<ContractFile> {
  const format = input.format ?? 'xlsx'
  const doc = await loadShipDocument(tx, actor, kind, input, contractLang(input.lang, actor.lang))
  const bytes = format === 'pdf' ? await shipPdf(doc) : new Uint8Array(await shipXlsx(doc))
  return { fileName: `${doc.fileName}.${format}`, contentType: DOCUMENT_CONTENT_TYPES[format], bytes }
}
