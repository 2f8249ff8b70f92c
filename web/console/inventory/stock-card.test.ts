import { describe, expect, it } from 'vitest'
import { type CardMovement, cardLines, documentText, lotText, movementName, type StockCard } from './stock-card.ts'

const movement = (id: string, quantity: number, balance: number, extra: Partial<CardMovement> = {}): CardMovement => ({
  id,
  time: '2026-03-01 10:00:00',
  movementType: quantity > 0 ? 1 : 3,
  quantity,
  balance,
  onHandBefore: balance - quantity,
  onHandAfter: balance,
  inTransitBefore: null,
  inTransitAfter: null,
  inTransit: false,
  positionId: '5',
  positionCode: 'A-01-01',
  batchNo: 'P1',
  inboundDate: '2026-01-05',
  unitCost: null,
  reason: null,
  remark: null,
  userId: '1',
  userName: 'Admin',
  voided: false,
  movedWithin: false,
  document: {
    type: 'ware/winboundorder',
    id: '9',
    line: '10',
    code: 'IN-1',
    label: 'Inbound order',
    route: '/wms/winboundorder',
  },
  ...extra,
})
const card = (records: CardMovement[], page: Partial<StockCard> = {}): StockCard => ({
  storeId: '1',
  storeName: 'LA',
  productId: '2',
  sysSku: 'SKU',
  positionId: null,
  from: null,
  to: null,
  opening: 7,
  closing: 9,
  inTransit: 0,
  inQuantity: 5,
  outQuantity: 3,
  records,
  total: records.length,
  size: 50,
  current: 1,
  pages: 1,
  reservations: [],
  lots: [],
  ...page,
})

describe('stock card lines', () => {
  it('opens with the opening balance, splits quantities into in and out, and closes with the totals', () => {
    const lines = cardLines(card([movement('1', 5, 12), movement('2', -3, 9)]), 'en', 'Hand adjustment')
    expect(lines.map((l) => l.kind)).toEqual(['opening', 'movement', 'movement', 'closing'])
    expect(lines[0]).toMatchObject({ balance: 7 })
    expect(lines[1]).toMatchObject({ in: 5, out: null, balance: 12, documentText: 'IN-1', lot: 'P1 · 2026-01-05' })
    expect(lines[2]).toMatchObject({ in: null, out: 3, balance: 9 })
    expect(lines[3]).toEqual({ kind: 'closing', key: 'closing', in: 5, out: 3, balance: 9 })
  })

  // Issue 27, item 10: a putaway counted once in and once out on the card of the whole warehouse.
  it("shows a move between the warehouse's own positions as neither in nor out, its quantity signed", () => {
    const putaway = { movementType: 2, movedWithin: true }
    const lines = cardLines(card([movement('1', -4, 12, putaway), movement('2', 4, 16, putaway)]), 'en', '')
    expect(lines[1]).toMatchObject({ in: null, out: null, moved: '-4', movement: 'Putaway' })
    expect(lines[2]).toMatchObject({ in: null, out: null, moved: '+4' })
    const position = cardLines(card([movement('3', 4, 4, { movementType: 2 })]), 'en', '')
    expect(position[1]).toMatchObject({ in: 4, out: null, moved: '' })
  })

  // Issue 31: goods shipped across the sea are in transit to the warehouse, not on hand in it.
  it('shows a dispatch into transit and an arrival from it as neither in nor out, their quantity signed', () => {
    const transit = (id: string, quantity: number, movementType: number) =>
      movement(id, quantity, 9, { movementType, inTransit: true, inTransitBefore: 0, inTransitAfter: quantity })
    const lines = cardLines(card([transit('1', 6, 12), transit('2', -6, 13)]), 'en', '')
    expect(lines[1]).toMatchObject({
      in: null,
      out: null,
      moved: '+6',
      balance: 9,
      movement: 'Dispatched into transit',
    })
    expect(lines[2]).toMatchObject({ in: null, out: null, moved: '-6', movement: 'Arrived from transit' })
  })

  it('shows the opening line on the first page only and the closing line on the last only', () => {
    const middle = cardLines(card([movement('1', 5, 12)], { current: 2, pages: 3 }), 'en', '')
    expect(middle.map((l) => l.kind)).toEqual(['movement'])
    const last = cardLines(card([movement('1', 5, 12)], { current: 3, pages: 3 }), 'en', '')
    expect(last.map((l) => l.kind)).toEqual(['movement', 'closing'])
  })

  it('keeps a voided row flagged and joins reason and remark', () => {
    const [, line] = cardLines(
      card([movement('1', 4, 16, { voided: true, reason: 'Found', remark: 'Behind the rack' })]),
      'en',
      '',
    )
    expect(line).toMatchObject({ voided: true, reason: 'Found · Behind the rack' })
  })

  it('names a document by its code, a hand adjustment by the fallback, another kind by its label', () => {
    const base = { id: '1', line: null, route: null }
    expect(documentText({ ...base, type: 'ware/woutbound', code: 'OUT-1', label: 'Outbound' }, 'Hand')).toBe('OUT-1')
    expect(documentText({ ...base, type: 'erp/storeproductinventory', code: null, label: 'Stock' }, 'Hand')).toBe(
      'Hand',
    )
    expect(documentText({ ...base, type: 'x/y', code: null, label: 'Other' }, 'Hand')).toBe('Other')
    expect(documentText(null, 'Hand')).toBe('')
  })

  it('names movements from the dictionary and lots by batch and date', () => {
    expect(movementName(1, 'zh')).not.toBe('1')
    expect(movementName(null, 'en')).toBe('')
    expect(lotText('', '2026-01-05')).toBe('2026-01-05')
    expect(lotText('B', null)).toBe('B')
  })
})
