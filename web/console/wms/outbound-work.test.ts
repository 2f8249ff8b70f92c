import { describe, expect, it } from 'vitest'
import {
  canPick,
  canShip,
  closeBoxBody,
  currentBoxNo,
  finishPickingBody,
  fullPick,
  measureProblems,
  measuresOf,
  nextBoxNo,
  type PickLine,
  packBoxBody,
  packLines,
  packStage,
  pickedCount,
  pickProblems,
  shortOf,
  shortTotal,
  trackingValid,
  uploadLabelBody,
} from './outbound-work.ts'

const lines: PickLine[] = [
  { id: '11', positionCode: 'A-01-01', sysSku: 'DEMO-LANTERN', quantity: 3 },
  { id: '12', positionCode: 'A-01-02', sysSku: 'DEMO-LANTERN', quantity: 2 },
]

describe('picking a pick list', () => {
  it('starts with every line picked in full, nothing short', () => {
    const entries = fullPick(lines)
    expect(entries).toEqual({ '11': { picked: '3', reason: '' }, '12': { picked: '2', reason: '' } })
    expect(shortTotal(lines, entries)).toBe(0)
    expect(pickProblems(lines, entries)).toEqual({})
  })

  it('counts the units short per line and across the list', () => {
    const entries = { ...fullPick(lines), '11': { picked: '1', reason: 'Broken' } }
    expect(shortOf(lines[0] as PickLine, entries['11'])).toBe(2)
    expect(shortTotal(lines, entries)).toBe(2)
  })

  it('takes only whole counts from 0 to the line quantity', () => {
    const line = lines[0] as PickLine
    expect(pickedCount(line, { picked: '0', reason: '' })).toBe(0)
    expect(pickedCount(line, { picked: ' 3 ', reason: '' })).toBe(3)
    expect(pickedCount(line, { picked: '4', reason: '' })).toBeNull()
    expect(pickedCount(line, { picked: '-1', reason: '' })).toBeNull()
    expect(pickedCount(line, { picked: '1.5', reason: '' })).toBeNull()
    expect(pickedCount(line, { picked: '', reason: '' })).toBeNull()
    expect(pickedCount(line, undefined)).toBe(3)
    // An invalid count is not counted as short.
    expect(shortOf(line, { picked: '9', reason: '' })).toBe(0)
  })

  it('wants a reason for a short line, and a valid count for every line', () => {
    const entries = { '11': { picked: '2', reason: '  ' }, '12': { picked: '5', reason: '' } }
    expect(pickProblems(lines, entries)).toEqual({ '11': 'reason', '12': 'count' })
    expect(pickProblems(lines, { ...entries, '11': { picked: '2', reason: 'Not on the shelf' } })).toEqual({
      '12': 'count',
    })
  })

  it('sends every line with its count and a reason only where short (as finishPicking takes it)', () => {
    const entries = {
      '11': { picked: '2', reason: ' Not on the shelf ' },
      '12': { picked: '2', reason: 'ignored when not short' },
    }
    expect(finishPickingBody('900', lines, entries)).toEqual({
      id: '900',
      items: [
        { id: '11', pickedQuantity: 2, shortReason: 'Not on the shelf' },
        { id: '12', pickedQuantity: 2 },
      ],
    })
    expect(finishPickingBody('900', lines, fullPick(lines)).items).toEqual([
      { id: '11', pickedQuantity: 3 },
      { id: '12', pickedQuantity: 2 },
    ])
  })

  it('offers picking on a generated list not yet picked, and shipping once picked until shipped', () => {
    expect(canPick({ status: 2, pickedTime: null })).toBe(true)
    expect(canPick({ status: 2, pickedTime: '2026-11-25 10:00:00' })).toBe(false)
    expect(canPick({ status: 3 })).toBe(false)
    expect(canShip({ status: 2, pickedTime: null })).toBe(false)
    expect(canShip({ status: 2, pickedTime: '2026-11-25 10:00:00' })).toBe(true)
    expect(canShip({ status: 3, pickedTime: '2026-11-25 10:00:00' })).toBe(true)
    expect(canShip({ status: 4, pickedTime: '2026-11-25 10:00:00' })).toBe(false)
  })
})

describe('packing an outbound order', () => {
  const orderLines = [
    { id: '1', sysSku: 'DEMO-LANTERN', quantity: 4, pickedQuantity: 3 },
    { id: '2', sysSku: 'DEMO-KETTLE-17L', quantity: 2, pickedQuantity: 2 },
  ]

  it('adds up the boxes per line: picked, packed, left', () => {
    const boxLines = [
      { outboundItemId: '1', quantity: 2 },
      { outboundItemId: '1', quantity: 1 },
      { outboundItemId: '2', quantity: 1 },
    ]
    expect(packLines(orderLines, boxLines)).toEqual([
      { id: '1', sku: 'DEMO-LANTERN', quantity: 4, picked: 3, packed: 3, left: 0 },
      { id: '2', sku: 'DEMO-KETTLE-17L', quantity: 2, picked: 2, packed: 1, left: 1 },
    ])
    expect(packLines([{ id: '3', quantity: 1 }], [])).toEqual([
      { id: '3', sku: '', quantity: 1, picked: 0, packed: 0, left: 0 },
    ])
  })

  it('puts units into the last open box, else a new one', () => {
    expect(currentBoxNo([])).toBe(1)
    expect(nextBoxNo([])).toBe(1)
    const boxes = [
      { id: 'a', boxNo: 1, status: 1 },
      { id: 'b', boxNo: 2, status: 0 },
    ]
    expect(currentBoxNo(boxes)).toBe(2)
    expect(nextBoxNo(boxes)).toBe(3)
    expect(currentBoxNo([{ id: 'a', boxNo: 1, status: '1' }])).toBe(2)
  })

  it('sends a packing operation with its own operation id', () => {
    expect(packBoxBody('77', 'DEMO-LANTERN', 3, 1, '6f1c2d1e-0000-4000-8000-000000000001')).toEqual({
      id: '77',
      opId: '6f1c2d1e-0000-4000-8000-000000000001',
      sku: 'DEMO-LANTERN',
      quantity: 3,
      boxNo: 1,
    })
  })

  it('closes a box with four positive exact measures', () => {
    const good = { length: '40', width: '30.5', height: ' 20.25 ', weight: '1.255' }
    expect(measureProblems(good)).toEqual([])
    expect(closeBoxBody('5', good)).toEqual({
      ids: '5',
      length: '40',
      width: '30.5',
      height: '20.25',
      weight: '1.255',
    })
    expect(measureProblems({ length: '0', width: '30.555', height: '', weight: '1001' })).toEqual([
      'length',
      'width',
      'height',
      'weight',
    ])
    expect(measureProblems({ length: '300', width: '1e2', height: '-1', weight: '1000' })).toEqual(['width', 'height'])
    expect(measuresOf({ id: '5', boxNo: 1, length: '30.00', width: null })).toEqual({
      length: '30.00',
      width: '',
      height: '',
      weight: '',
    })
  })

  it('labels with an uploaded file and a tracking number', () => {
    expect(uploadLabelBody('77', '123', ' 1Z999 ')).toEqual({ id: '77', attachId: '123', trackingNumber: '1Z999' })
    expect(uploadLabelBody('77', '123', '')).toEqual({ id: '77', attachId: '123' })
    expect(trackingValid('1Z-999')).toBe(true)
    expect(trackingValid('1Z 999')).toBe(false)
    expect(trackingValid('')).toBe(false)
  })

  it('tells where the order stands', () => {
    const picked = '2026-11-25 10:00:00'
    expect(packStage({ status: 1 }, null)).toBe('closed')
    expect(packStage({ status: 5 }, null)).toBe('closed')
    expect(packStage({ status: 3, orderPickId: '9' }, picked)).toBe('shipped')
    expect(packStage({ status: 2, orderPickId: null }, null)).toBe('notPicked')
    expect(packStage({ status: 2, orderPickId: '9' }, null)).toBe('notPicked')
    expect(packStage({ status: 2, orderPickId: '9', packStatus: 1 }, picked)).toBe('packing')
    expect(packStage({ status: 2, orderPickId: '9', packStatus: 2, faceSheetStatus: 2 }, picked)).toBe('labelling')
    expect(packStage({ status: 2, orderPickId: '9', packStatus: 2, faceSheetStatus: 3 }, picked)).toBe('labelled')
  })
})
