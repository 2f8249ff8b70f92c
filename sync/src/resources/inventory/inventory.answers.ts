import { z } from 'zod'
import { pagedAnswerSchema, recordAnswerSchema } from '../resource-schemas.ts'
import { baseExchangeRate } from './base-exchange-rate.resource.ts'
import { inventoryAgePlan } from './inventory-age-plan.resource.ts'
import { storeProInventoryConfig } from './inventory-push.resource.ts'
import { storeProductInventoryLog } from './stock-ledger.resource.ts'

/**
 * What the inventory area's hand-written calls answer (the `data` of the envelope): stock views and
 * their changes through the ledger, exchange rates, inventory age, push settings and platform stock.
 * Ids are strings, units whole numbers, money and unit costs exact decimal strings.
 */

const units = z.number().int()
const decimal = z.string()
/** A date as `yyyy-MM-dd`. */
const day = z.string()

/** The four stock figures of a lot or a sum of lots. */
const stockFigures = { onHand: units, reserved: units, available: units, inTransit: units }

/** A ledger row as the ledger's writer answers it (each posted movement). */
export const ledgerRowAnswer = z.object({
  id: z.string(),
  balanceId: z.string(),
  storeId: z.string(),
  positionId: z.string(),
  productId: z.string(),
  sysSku: z.string(),
  batchNo: z.string(),
  inboundDate: day,
  quantity: units,
  onHandBefore: units,
  onHandAfter: units,
  movementType: units,
  /** A lot moved or renamed answers its new figures beside the rows. */
  onHand: units.optional(),
  reserved: units.optional(),
})

/** Units moved by a change of stock by hand, and the ledger rows it posted. */
export const stockMovedAnswer = z.object({ moved: units, ledger: z.array(ledgerRowAnswer) })

/** Units moved by clearing lots. */
export const lotsClearedAnswer = z.object({ moved: units })

/** A ledger row as read back (a movement by hand, a remark changed). */
export const ledgerRecordAnswer = recordAnswerSchema(storeProductInventoryLog)

/** The void of ledger rows: the opposite rows posted. */
export const ledgerVoidAnswer = z.array(ledgerRowAnswer)

const stockTotals = { ...stockFigures, stockValue: decimal }

/** Stock per SKU and warehouse (summed over positions and lots). */
export const stockPerStoreAnswer = pagedAnswerSchema(
  z.object({
    storeId: z.string(),
    storeName: z.string().nullable(),
    productId: z.string(),
    sysSku: z.string().nullable(),
    ...stockTotals,
    oldestInboundDate: day.nullable(),
  }),
)

/** Stock per SKU over all warehouses. */
export const stockPerSkuAnswer = pagedAnswerSchema(
  z.object({
    productId: z.string(),
    sysSku: z.string().nullable(),
    storeCount: units,
    ...stockTotals,
    oldestInboundDate: day.nullable(),
  }),
)

/** Totals of the stock the filters select. */
export const stockTotalsAnswer = z.object({ skuCount: units, storeCount: units, ...stockTotals })

/** One lot of a SKU in a position. */
const lotAnswer = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string().nullable(),
  positionId: z.string().nullable(),
  positionCode: z.string().nullable(),
  productId: z.string(),
  sysSku: z.string().nullable(),
  batchNo: z.string().nullable(),
  inboundDate: day.nullable(),
  ...stockFigures,
  unitCost: decimal.nullable(),
  /** A lot on its way to the warehouse (in its in-transit position): counted in transit, never available. */
  inTransitLot: z.boolean(),
})

/** A SKU's lots in one warehouse, with the warehouse's totals. */
export const skuInStoreAnswer = z.object({
  storeId: z.string(),
  sysSku: z.string(),
  ...stockFigures,
  lots: z.array(lotAnswer),
})

/** A SKU's stock in every warehouse and its lots. */
export const skuStockDetailAnswer = z.object({
  sysSku: z.string(),
  stores: z.array(z.object({ storeId: z.string(), storeName: z.string().nullable(), ...stockFigures })),
  lots: z.array(lotAnswer),
})

/** Available stock in a warehouse per SKU asked. */
export const availableStockAnswer = z.array(
  z.object({ productId: z.string(), sysSku: z.string().nullable(), ...stockFigures }),
)

/** Counted stock imported: the rows and the units moved. */
export const countedStockImportAnswer = z.object({ count: units, moved: units })

/** The document a ledger row, a reservation or a lot came from (null for none). */
const cardDocument = z
  .object({
    type: z.string(),
    id: z.string().nullable(),
    line: z.string().nullable(),
    /** The document's own code or number; null for a hand adjustment, which has none. */
    code: z.string().nullable(),
    /** The kind of document in the reader's language. */
    label: z.string().nullable(),
    /** The console page of the documents of this kind; null when there is none. */
    route: z.string().nullable(),
  })
  .nullable()

/** The stock card of a SKU in a warehouse: opening, movements with running balance, closing, reservations, lots. */
export const stockCardAnswer = z.object({
  storeId: z.string(),
  storeName: z.string(),
  productId: z.string(),
  sysSku: z.string(),
  positionId: z.string().nullable(),
  from: day.nullable(),
  to: day.nullable(),
  opening: units,
  closing: units,
  /** Units of the SKU in transit to the warehouse (or position) at the card's end. */
  inTransit: units,
  inQuantity: units,
  outQuantity: units,
  records: z.array(
    z.object({
      id: z.string(),
      time: z.string(),
      movementType: units,
      quantity: units,
      balance: units,
      onHandBefore: units,
      onHandAfter: units,
      /** A movement of units in transit (dispatched, arrived): in transit before and after; null for the rest. */
      inTransitBefore: units.nullable(),
      inTransitAfter: units.nullable(),
      /** Whether the row moved units in transit (neither in nor out of on hand). */
      inTransit: z.boolean(),
      positionId: z.string().nullable(),
      positionCode: z.string().nullable(),
      batchNo: z.string().nullable(),
      inboundDate: day.nullable(),
      unitCost: decimal.nullable(),
      reason: z.string().nullable(),
      remark: z.string().nullable(),
      userId: z.string().nullable(),
      userName: z.string().nullable(),
      voided: z.boolean(),
      /** A move between two positions of the card's warehouse (putaway, quarantine, move): neither in nor out. */
      movedWithin: z.boolean(),
      document: cardDocument,
    }),
  ),
  total: units,
  size: units,
  current: units,
  pages: units,
  reservations: z.array(
    z.object({
      id: z.string(),
      positionId: z.string().nullable(),
      positionCode: z.string().nullable(),
      batchNo: z.string().nullable(),
      inboundDate: day.nullable(),
      quantity: units,
      time: z.string(),
      document: cardDocument,
    }),
  ),
  lots: z.array(
    z.object({
      id: z.string(),
      positionId: z.string().nullable(),
      positionCode: z.string().nullable(),
      batchNo: z.string().nullable(),
      inboundDate: day.nullable(),
      onHand: units,
      reserved: units,
      available: units,
      inTransit: units,
      unitCost: decimal.nullable(),
      ledgerId: z.string().nullable(),
      movementType: units.nullable(),
      document: cardDocument,
    }),
  ),
})

/** A pair's current rate and history; the same currency twice answers rate 1 without a record. */
export const exchangeRateDetailAnswer = recordAnswerSchema(baseExchangeRate)
  .partial()
  .extend({
    fromCurrency: z.string(),
    toCurrency: z.string(),
    pairCode: z.string(),
    rate: decimal,
    /** Answered from the reverse pair, its rate inverted. */
    inverse: z.boolean(),
    history: z.array(
      z.object({
        id: z.string(),
        exchangeRateId: z.string(),
        fromCurrency: z.string(),
        toCurrency: z.string(),
        oldRate: decimal.nullable(),
        rate: decimal,
        changeTime: z.string(),
        source: z.string().nullable(),
        remark: z.string().nullable(),
        createUser: z.string().nullable(),
      }),
    ),
    amount: decimal.optional(),
    convertedAmount: decimal.optional(),
    digits: units.optional(),
    roundingMode: units.optional(),
  })

/** Inbound orders counted by status and by push status (keys are the statuses). */
export const inboundCountsAnswer = z.object({
  total: units,
  status: z.record(z.string(), units),
  pushStatus: z.record(z.string(), units),
})

/** The id of the inbound line saved. */
export const savedIdAnswer = z.object({ id: z.string() })

/** An aged stock plan still open, as the age list and detail show it. */
const openPlanAnswer = z.object({
  id: z.string(),
  action: units.nullable(),
  quantity: units.nullable(),
  targetDate: day.nullable(),
  remark: z.string().nullable(),
})

/** One age row: a SKU in a warehouse, its units and value in each age bucket. */
export const ageRowAnswer = z.object({
  storeId: z.string(),
  storeName: z.string().nullable(),
  productId: z.string(),
  sysSku: z.string().nullable(),
  quantity: units,
  stockValue: decimal,
  oldestInboundDate: day.nullable(),
  oldestAge: units.nullable(),
  age0to30: units,
  age0to30Value: decimal,
  age31to60: units,
  age31to60Value: decimal,
  age61to90: units,
  age61to90Value: decimal,
  age91to180: units,
  age91to180Value: decimal,
  age181to365: units,
  age181to365Value: decimal,
  ageOver365: units,
  ageOver365Value: decimal,
  openPlan: openPlanAnswer.nullable(),
})

/** The age list as a page. */
export const agePageAnswer = pagedAnswerSchema(ageRowAnswer)

/** The age of one SKU's lots in a warehouse and its open plans; with id, that plan's record. */
export const ageDetailAnswer = z.union([
  z.object({
    storeId: z.string(),
    productId: z.string(),
    lots: z.array(
      z.object({
        id: z.string(),
        positionId: z.string().nullable(),
        positionCode: z.string().nullable(),
        sysSku: z.string().nullable(),
        batchNo: z.string().nullable(),
        inboundDate: day.nullable(),
        age: units.nullable(),
        onHand: units,
        unitCost: decimal.nullable(),
        stockValue: decimal.nullable(),
        bucket: z.string().nullable().optional(),
      }),
    ),
    plans: z.array(openPlanAnswer),
  }),
  recordAnswerSchema(inventoryAgePlan),
])

/** On hand at the end of each day and the units moved that day. */
export const inventoryTrendAnswer = z.array(z.object({ day, onHand: units, moved: units }))

/** Whether the stock books balance, and each problem found. */
export const stockBooksCheckAnswer = z.object({ balanced: z.boolean(), problems: z.array(z.string()) })

/** Push settings saved: one record, or the list when a list was sent. */
export const pushConfigsSavedAnswer = z.union([
  recordAnswerSchema(storeProInventoryConfig),
  z.array(recordAnswerSchema(storeProInventoryConfig)),
])

/** Rows imported. */
export const importCountAnswer = z.object({ count: units })

/** One setting's push computed and queued: the parts, the formula's steps and the quantity. */
export const pushFigureAnswer = z.object({
  id: z.string(),
  shopId: z.string(),
  shopName: z.string().nullable(),
  saleSkuId: z.string(),
  saleSku: z.string().nullable(),
  storeIds: z.array(z.string()),
  storeNames: z.string().nullable(),
  parts: z.array(
    z.object({ productId: z.string(), sysSku: z.string().nullable(), perUnit: units, available: units, units }),
  ),
  sellable: units,
  safetyQuantity: units,
  pushRatio: decimal,
  maxQuantity: units.nullable(),
  preSaleQuantity: units,
  afterSafety: units,
  afterRatio: units,
  pushQuantity: units,
  isUpdate: units,
  lastPushQuantity: units.nullable(),
  lastPushTime: z.string().nullable(),
  lastPushStatus: units.nullable(),
  pushStatus: units,
  pushTime: z.string(),
})

/** Settings switched to (or from) automatic update. */
export const autoUpdateSetAnswer = z.object({ count: units, isUpdate: units })

/** A push quantity set by hand, beside what the formula computes now. */
export const pushQuantitySetAnswer = z.object({
  id: z.string(),
  saleSku: z.string().nullable(),
  pushQuantity: units,
  computedNow: units,
  pushStatus: units,
  reason: z.string(),
})

/** Platform listings' quantities set by hand: rows changed and rows already so. */
export const platformQuantitiesSetAnswer = z.object({ updated: units, unchanged: units })

/** A platform stock report imported: its rows and the batch they carry. */
export const platformReportImportAnswer = z.object({ count: units, batchNo: z.string() })

/** Platform stock carried to the listings: rows added, changed, unchanged. */
export const platformSyncAnswer = z.object({ inserted: units, updated: units, unchanged: units })

/** Platform stock per system SKU beside the warehouses' stock. */
export const sysPlatformInventoryAnswer = pagedAnswerSchema(
  z.object({
    productId: z.string(),
    sysSku: z.string().nullable(),
    productName: z.string().nullable(),
    fulfillable: units,
    inbound: units,
    reserved: units,
    unfulfillable: units,
    platformTotal: units,
    shopCount: units,
    listingCount: units,
    warehouseOnHand: units,
    warehouseAvailable: units,
  }),
)
