import { describe, expect, it } from 'vitest'
import type {
  InboundOrderRow,
  PackingOrderRow,
  PickListRow,
  PositionRow,
  ProductRow,
  StocktakeRow,
} from '#sync/floor/floor-protocol.ts'
import { GS, parseGs1 } from '#sync/floor/gs1.ts'
import { type CodeView, normalizeCode, resolveCode } from './resolve-code.ts'

const kettle: ProductRow = {
  id: '11',
  sysSku: 'DEMO-KETTLE-17L',
  name: 'Kettle 1.7 L',
  codes: ['DEMO-KETTLE-17L', '6901234567892', '081234000011', 'US-KETTLE-17L', 'DEMO-KETTLE-17L-2PK'],
}
const pan: ProductRow = { id: '12', sysSku: 'DEMO-PAN-28', name: 'Pan 28 cm', codes: ['DEMO-PAN-28', '081234000028'] }
const position: PositionRow = { id: '21', code: 'A-01-01', name: 'Aisle A', areaId: '5', zone: 1 }
const inbound: InboundOrderRow = {
  id: '31',
  code: 'IN2025060001',
  status: 1,
  codes: ['PO-778', '1Z999AA10123456784'],
  lines: [],
}
const pick: PickListRow = { id: '41', code: 'PK2025060001', status: 1, pickedTime: null, lines: [] }
const packing: PackingOrderRow = {
  id: '51',
  code: 'SO2025060007',
  pickId: '41',
  pickCode: 'PK2025060001',
  status: 2,
  lines: [],
  boxes: [
    {
      boxNo: 1,
      code: 'SO2025060007-1',
      status: 1,
      packedQuantity: 3,
      length: null,
      width: null,
      height: null,
      weight: null,
    },
  ],
}
const stocktake: StocktakeRow = {
  id: '61',
  code: 'ST2025060002',
  status: 1,
  blind: true,
  positionIds: ['21'],
  lines: [],
}

function viewOf(products: ProductRow[] = [kettle, pan]): CodeView {
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]))
  return {
    products: byId(products),
    positions: byId([position]),
    inboundOrders: byId([inbound]),
    pickLists: byId([pick]),
    packingOrders: byId([packing]),
    stocktakes: byId([stocktake]),
    putawayTasks: new Map(),
    fbaTurnovers: new Map(),
  }
}

const resolve = (view: CodeView, code: string) => resolveCode(view, code, parseGs1(code))

describe('resolving a scanned code', () => {
  const view = viewOf()

  it('finds a product by system SKU, sales SKU, UPC or EAN, trimmed and case-insensitive', () => {
    for (const code of ['DEMO-KETTLE-17L', ' demo-kettle-17l ', 'us-kettle-17l', '081234000011', '6901234567892'])
      expect(resolve(view, code), code).toMatchObject({ kind: 'product', product: { id: '11' } })
    expect(resolve(view, 'DEMO-PAN-28')).toMatchObject({ kind: 'product', product: { id: '12' } })
  })

  it('finds a product by the GTIN of a GS1 code, as GTIN-14 of its EAN-13 or UPC-A, with the GS1 data', () => {
    const fromEan = resolve(view, `]C10106901234567892${'10'}LOT-5${GS}17261231`)
    expect(fromEan).toMatchObject({
      kind: 'product',
      product: { id: '11' },
      gs1: { batch: 'LOT-5', expiryDate: '2026-12-31' },
    })
    expect(resolve(view, '(01)00081234000028(21)S1')).toMatchObject({ kind: 'product', product: { id: '12' } })
    // A GTIN-14 typed on its own, or a UPC-A written as EAN-13 with a leading zero.
    expect(resolve(view, '00081234000011')).toMatchObject({ kind: 'product', product: { id: '11' } })
    expect(resolve(view, '0081234000011')).toMatchObject({ kind: 'product', product: { id: '11' } })
  })

  it('finds positions, inbound orders by any of their codes, pick lists, packing orders and stocktakes', () => {
    expect(resolve(view, 'a-01-01')).toEqual({ kind: 'position', position })
    expect(resolve(view, 'IN2025060001')).toEqual({ kind: 'inboundOrder', row: inbound })
    expect(resolve(view, '1z999aa10123456784')).toEqual({ kind: 'inboundOrder', row: inbound })
    expect(resolve(view, 'PK2025060001')).toEqual({ kind: 'pickList', row: pick })
    expect(resolve(view, 'SO2025060007')).toEqual({ kind: 'packingOrder', row: packing })
    expect(resolve(view, 'ST2025060002')).toEqual({ kind: 'stocktake', row: stocktake })
  })

  it('finds a box by its label, also one opened offline that the list does not have yet', () => {
    expect(resolve(view, 'SO2025060007-1')).toEqual({ kind: 'box', order: packing, boxNo: 1 })
    expect(resolve(view, 'so2025060007-3')).toEqual({ kind: 'box', order: packing, boxNo: 3 })
    expect(resolve(view, 'SO2025060007-0')).toMatchObject({ kind: 'unknown' })
  })

  it('strips a scanner symbology identifier before matching', () => {
    expect(resolve(view, ']C0A-01-01')).toMatchObject({ kind: 'position' })
    expect(normalizeCode(' ]E06901234567892 ')).toBe('6901234567892')
  })

  it('says a code nobody knows is unknown, a GS1 code of an unknown GTIN too', () => {
    expect(resolve(view, 'NO-SUCH-CODE')).toEqual({ kind: 'unknown', code: 'NO-SUCH-CODE' })
    expect(resolve(view, '(01)09506000134352')).toMatchObject({ kind: 'unknown' })
    expect(resolve(view, '   ')).toMatchObject({ kind: 'unknown' })
  })

  it('builds its index once per change of the products, not once per scan', () => {
    /** Counts the walks over its rows. */
    class WatchedMap<K, V> extends Map<K, V> {
      walks = 0
      override values(): MapIterator<V> {
        this.walks++
        return super.values()
      }
    }
    const products = new WatchedMap<string, ProductRow>()
    for (let i = 0; i < 10_000; i++)
      products.set(String(1000 + i), {
        id: String(1000 + i),
        sysSku: `SKU-${i}`,
        name: `Item ${i}`,
        codes: [`SALE-${i}`],
      })
    const big: CodeView = { ...viewOf(), products }
    for (let i = 0; i < 1000; i++)
      expect(resolve(big, `sale-${i}`)).toMatchObject({ kind: 'product', product: { id: String(1000 + i) } })
    expect(products.walks).toBe(1)
  })

  it('sees a changed collection: a new Map object is indexed again', () => {
    const before = viewOf()
    expect(resolve(before, 'DEMO-LANTERN')).toMatchObject({ kind: 'unknown' })
    const lantern: ProductRow = { id: '13', sysSku: 'DEMO-LANTERN', name: 'Lantern', codes: [] }
    const after: CodeView = { ...before, products: new Map([...before.products, ['13', lantern]]) }
    expect(resolve(after, 'demo-lantern')).toMatchObject({ kind: 'product', product: { id: '13' } })
  })
})
