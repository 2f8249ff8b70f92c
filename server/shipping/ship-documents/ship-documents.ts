import { country } from '#sync/dictionaries/constant.dictionaries.ts'
import { translate } from '#sync/i18n/messages.ts'
import { roundMoney, sumDecimal } from '#sync/money/round-money.ts'
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
import { carriesValues, type ShipDocKind, type ShipDocument, type ShipGoods, shipDocument } from './ship-document.ts'
import { type MeasuredLine, measureLine } from './ship-measures.ts'
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

type GoodsRow = MeasuredLine & {
  shipCode: string
  lot: string
  sysSku: string | null
  productName: string | null
  productUnit: string | null
  productHsCode: string | null
  declareHsCode: string | null
  declareNameZh: string | null
  declareNameEn: string | null
  declareUnit: string | null
  declarePrice: string | null
  currency: string | null
  factoryName: string | null
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
  return tx.query<ShipRow>(
    `SELECT ${SHIP_COLUMNS} FROM erp_ship WHERE ticket_code = $1 AND ${LIVE_SHIP} ORDER BY code, id`,
    [asked.ticketCode],
  )
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
 * The lines loaded on the ships (of one factory when asked), by ship, plan and line: the product's
 * measures and its declaration for the destination's country (else a shared one, else the first).
 */
async function goodsOf(tx: Queryable, shipIds: string[], factoryId: string | null, destinationCountry: string | null) {
  return tx.query<GoodsRow>(
    `SELECT s.code AS ship_code, o.batch_no AS lot, i.quantity, i.box_num,
            coalesce(i.sys_sku, b.sys_sku) AS sys_sku, b.name AS product_name, b.unit AS product_unit,
            b.customs_code AS product_hs_code, b.box_gauge, b.single_box_weight::text, b.box_quantity, b.unit_weight::text,
            d.customs_code AS declare_hs_code, d.declare_name_zh, d.declare_name_en, d.declare_unit,
            d.declare_price::text, d.currency, f.factory_name
       FROM erp_ship_order o
       JOIN erp_ship s ON s.id = o.ship_id AND s.tenant_id = o.tenant_id
       JOIN erp_ship_order_item i ON i.ship_order_id = o.id AND i.tenant_id = o.tenant_id AND i.is_deleted = 0
       LEFT JOIN erp_base_product b ON b.id = i.product_id AND b.tenant_id = i.tenant_id
       LEFT JOIN erp_base_factory f ON f.id = i.factory_id AND f.tenant_id = i.tenant_id
       LEFT JOIN LATERAL (SELECT * FROM erp_base_product_declare d
                           WHERE d.product_id = i.product_id AND d.tenant_id = i.tenant_id AND d.is_deleted = 0
                           ORDER BY (d.country IS NOT DISTINCT FROM $3) DESC, d.is_public DESC, d.id LIMIT 1) d ON true
      WHERE o.ship_id = ANY($1::bigint[]) AND o.is_deleted = 0 AND coalesce(o.status, 1) <> 80
        AND ($2::bigint IS NULL OR i.factory_id = $2::bigint)
      ORDER BY s.code, s.id, o.code, o.id, i.id`,
    [shipIds, factoryId, destinationCountry],
  )
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
  const rows = await goodsOf(
    tx,
    ships.map((s) => s.id),
    factoryId,
    store?.countryCode ?? null,
  )
  if (!rows.length) {
    const field = factoryId ? 'factoryCode' : 'shipId'
    throw validationError([
      { field, message: translate('shipping.documentWithoutGoods', actor.lang, { code: asked.code }) },
    ])
  }
  const goods: ShipGoods[] = rows.map((r) => ({
    shipCode: r.shipCode,
    lot: r.lot,
    sku: r.sysSku,
    productName: r.productName,
    hsCode: r.declareHsCode ?? r.productHsCode,
    nameZh: r.declareNameZh ?? r.productName,
    nameEn: r.declareNameEn,
    unit: r.declareUnit ?? r.productUnit,
    declaredPrice: r.declarePrice,
    currency: r.currency,
    ...measureLine(r),
  }))
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
  const manufacturers = distinct(rows.map((r) => r.factoryName))
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
      lots: distinct(rows.map((r) => r.lot)),
      manufacturers,
    },
    { seller: await ownCompany(tx, actor, lang), buyer: consignee(store, lang) },
    goods,
    {
      weight: roundMoney(sumDecimal('0', ...goods.map((g) => g.grossWeight)), 3, 1),
      volume: roundMoney(sumDecimal('0', ...goods.map((g) => g.volume)), 4, 1),
    },
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
