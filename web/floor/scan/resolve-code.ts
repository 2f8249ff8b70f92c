import type {
  FloorCollection,
  FloorRows,
  InboundOrderRow,
  PackingOrderRow,
  PickListRow,
  PositionRow,
  ProductRow,
  StocktakeRow,
} from '#sync/floor/floor-protocol.ts'
import { type Gs1Data, stripSymbologyId, toGtin14 } from '#sync/floor/gs1.ts'

/** What the device holds of one warehouse, by collection and id (the offline store's `view`). */
export type CodeView = { readonly [C in FloorCollection]: ReadonlyMap<string, FloorRows[C]> }

/** What a scanned code names. */
export type CodeResolution =
  | { kind: 'product'; product: ProductRow; gs1: Gs1Data | null }
  | { kind: 'position'; position: PositionRow }
  | { kind: 'inboundOrder'; row: InboundOrderRow }
  | { kind: 'pickList'; row: PickListRow }
  | { kind: 'packingOrder'; row: PackingOrderRow }
  | { kind: 'box'; order: PackingOrderRow; boxNo: number }
  | { kind: 'stocktake'; row: StocktakeRow }
  | { kind: 'unknown'; code: string }

/** How codes compare: trimmed, without a scanner's symbology identifier, case-insensitive. */
export function normalizeCode(code: string): string {
  return stripSymbologyId(code.trim()).trim().toUpperCase()
}

/** The GTIN-14 form of a code, its key among barcodes (an EAN-13 and its GTIN-14 are one number). */
const gtinKey = (code: string) => toGtin14(code.trim())

/** Puts a key in an index unless a row holds it already (the first row keeps a shared code). */
function put<T>(index: Map<string, T>, key: string | null, value: T): void {
  if (key && !index.has(key)) index.set(key, value)
}

type Index<T> = { size: number; byCode: Map<string, T>; byGtin: Map<string, T> }

/**
 * The indexes of each collection, kept per Map object: the store hands out a new Map when a
 * collection changes, so an index is built once per change, never once per scan (a Map whose size
 * changed in place is indexed again).
 */
const indexes = new WeakMap<ReadonlyMap<string, unknown>, Map<string, Index<unknown>>>()

function indexOf<C extends FloorCollection, T>(
  name: string,
  rows: ReadonlyMap<string, FloorRows[C]>,
  build: (row: FloorRows[C], add: (code: string, value: T) => void, addGtin: (code: string, value: T) => void) => void,
): Index<T> {
  let ofRows = indexes.get(rows)
  if (!ofRows) {
    ofRows = new Map()
    indexes.set(rows, ofRows)
  }
  const cached = ofRows.get(name) as Index<T> | undefined
  if (cached && cached.size === rows.size) return cached
  const index: Index<T> = { size: rows.size, byCode: new Map(), byGtin: new Map() }
  const add = (code: string, value: T) => put(index.byCode, normalizeCode(code), value)
  const addGtin = (code: string, value: T) => put(index.byGtin, gtinKey(code), value)
  for (const row of rows.values()) build(row, add, addGtin)
  ofRows.set(name, index as Index<unknown>)
  return index
}

const productIndex = (view: CodeView) =>
  indexOf<'products', ProductRow>('products', view.products, (p, add, addGtin) => {
    add(p.sysSku, p)
    addGtin(p.sysSku, p)
    for (const code of p.codes) {
      add(code, p)
      addGtin(code, p)
    }
  })
const positionIndex = (view: CodeView) =>
  indexOf<'positions', PositionRow>('positions', view.positions, (p, add) => add(p.code, p))
const inboundIndex = (view: CodeView) =>
  indexOf<'inboundOrders', InboundOrderRow>('inboundOrders', view.inboundOrders, (o, add) => {
    add(o.code, o)
    for (const code of o.codes) add(code, o)
  })
const pickIndex = (view: CodeView) =>
  indexOf<'pickLists', PickListRow>('pickLists', view.pickLists, (p, add) => add(p.code, p))
const packingIndex = (view: CodeView) =>
  indexOf<'packingOrders', PackingOrderRow>('packingOrders', view.packingOrders, (o, add) => add(o.code, o))
const boxIndex = (view: CodeView) =>
  indexOf<'packingOrders', { order: PackingOrderRow; boxNo: number }>('boxes', view.packingOrders, (o, add) => {
    for (const box of o.boxes) add(box.code, { order: o, boxNo: box.boxNo })
  })
const stocktakeIndex = (view: CodeView) =>
  indexOf<'stocktakes', StocktakeRow>('stocktakes', view.stocktakes, (s, add) => add(s.code, s))

/** A box label not in the list yet (opened offline): `<order code>-<box no>` of a known packing order. */
function boxByPattern(view: CodeView, key: string): CodeResolution | null {
  const m = /^(.+)-(\d{1,4})$/.exec(key)
  if (!m) return null
  const order = packingIndex(view).byCode.get(m[1] ?? '')
  const boxNo = Number(m[2])
  return order && boxNo >= 1 ? { kind: 'box', order, boxNo } : null
}

/** The code itself, in every collection: products first (most scans), then places and papers. */
function byCode(view: CodeView, key: string, gs1: Gs1Data | null): CodeResolution | null {
  const product = productIndex(view).byCode.get(key)
  if (product) return { kind: 'product', product, gs1 }
  const position = positionIndex(view).byCode.get(key)
  if (position) return { kind: 'position', position }
  const box = boxIndex(view).byCode.get(key)
  if (box) return { kind: 'box', ...box }
  const packing = packingIndex(view).byCode.get(key)
  if (packing) return { kind: 'packingOrder', row: packing }
  const pick = pickIndex(view).byCode.get(key)
  if (pick) return { kind: 'pickList', row: pick }
  const inbound = inboundIndex(view).byCode.get(key)
  if (inbound) return { kind: 'inboundOrder', row: inbound }
  const stocktake = stocktakeIndex(view).byCode.get(key)
  if (stocktake) return { kind: 'stocktake', row: stocktake }
  return boxByPattern(view, key)
}

/**
 * What a scanned code names in the warehouse's offline data: a product by its system SKU, sales
 * SKUs, UPCs or barcodes (a GTIN, from GS1 AI 01 or typed, also in its EAN-13/UPC-A forms), a
 * position, an inbound order, a pick list, a packing order, a box label or a stocktake, else unknown.
 * Lookups go through indexes built once per change of the view, so a scan costs a few Map reads.
 */
export function resolveCode(view: CodeView, code: string, gs1: Gs1Data | null): CodeResolution {
  const key = normalizeCode(code)
  if (gs1?.gtin) {
    const product = productIndex(view).byGtin.get(gs1.gtin)
    if (product) return { kind: 'product', product, gs1 }
  }
  if (key.length > 0) {
    const found = byCode(view, key, gs1)
    if (found) return found
    const gtin = gtinKey(key)
    const product = gtin ? productIndex(view).byGtin.get(gtin) : undefined
    if (product) return { kind: 'product', product, gs1 }
  }
  // A logistic label: its SSCC may be what the box or pallet is known by.
  if (gs1?.sscc) {
    const found = byCode(view, gs1.sscc, gs1)
    if (found) return found
  }
  return { kind: 'unknown', code: code.trim() }
}
