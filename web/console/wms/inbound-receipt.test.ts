import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/client.ts'
import {
  canConfirm,
  canReceive,
  initialDrafts,
  inspectionBody,
  type LineDraft,
  leftToPutAway,
  putAwayBody,
  type ReceiptLine,
  receiptBody,
  receivableOf,
  refusalText,
} from './inbound-receipt.ts'

const kettle: ReceiptLine = {
  id: '11',
  sysSku: 'DEMO-KETTLE-17L',
  batchNo: null,
  plannedQuantity: 20,
  receivedQuantity: 0,
  overReceiptPercent: 10,
}
const pan: ReceiptLine = {
  id: '12',
  sysSku: 'DEMO-PAN-28',
  batchNo: 'P1',
  plannedQuantity: 10,
  receivedQuantity: 4,
  overReceiptPercent: 0,
}
const drafts = (patch: Record<string, Partial<LineDraft>> = {}) => {
  const base = initialDrafts([kettle, pan])
  for (const [id, p] of Object.entries(patch)) base[id] = { ...(base[id] as LineDraft), ...p }
  return base
}

describe('receipt form', () => {
  it('starts each line from what it has received and its batch', () => {
    expect(initialDrafts([kettle, pan])).toEqual({
      '11': { received: 0, batchNo: '', positionId: '' },
      '12': { received: 4, batchNo: 'P1', positionId: '' },
    })
  })

  it('counts the most a line may receive as the server does (plan plus the tolerance, rounded down)', () => {
    expect(receivableOf(kettle)).toBe(22)
    expect(receivableOf(pan)).toBe(10)
    expect(receivableOf({ plannedQuantity: 7, overReceiptPercent: 10 })).toBe(7)
    expect(receivableOf({ plannedQuantity: 7, overReceiptPercent: null })).toBe(7)
  })

  it('sends every line with its received total, not an increment, and a batch only when given', () => {
    const built = receiptBody('1', [kettle, pan], drafts({ '11': { received: 12, batchNo: '  B-7 ' } }))
    expect(built).toEqual({
      body: {
        id: '1',
        items: [
          { id: '11', receivedQuantity: 12, batchNo: 'B-7' },
          { id: '12', receivedQuantity: 4, batchNo: 'P1' },
        ],
      },
    })
  })

  it('reads an emptied box as what the line has already received', () => {
    const built = receiptBody('1', [kettle, pan], drafts({ '11': { received: 3 }, '12': { received: '' } }))
    expect(built.body?.items[1]).toEqual({ id: '12', receivedQuantity: 4, batchNo: 'P1' })
  })

  it('refuses a receipt where no line receives more', () => {
    expect(receiptBody('1', [kettle, pan], drafts())).toEqual({ problem: 'wms.inbound.nothingMore' })
  })

  it('refuses a total below what is already received, naming the SKU', () => {
    expect(receiptBody('1', [kettle, pan], drafts({ '11': { received: 5 }, '12': { received: 3 } }))).toEqual({
      problem: 'wms.inbound.belowReceived',
      sku: 'DEMO-PAN-28',
    })
  })

  it('leaves over-receipt to the server (its message names the tolerance)', () => {
    expect(receiptBody('1', [kettle], drafts({ '11': { received: 99 } })).body?.items).toEqual([
      { id: '11', receivedQuantity: 99 },
    ])
  })

  it('for receive and put away, asks a position of each line that receives more, and only of those', () => {
    const missing = receiptBody('1', [kettle, pan], drafts({ '11': { received: 2 } }), { putAway: true })
    expect(missing).toEqual({ problem: 'wms.inbound.positionRequired', sku: 'DEMO-KETTLE-17L' })
    const built = receiptBody('1', [kettle, pan], drafts({ '11': { received: 2, positionId: '5022' } }), {
      putAway: true,
    })
    expect(built.body?.items).toEqual([
      { id: '11', receivedQuantity: 2, positionId: '5022' },
      { id: '12', receivedQuantity: 4, batchNo: 'P1' },
    ])
  })

  it('sends no position on a plain receipt', () => {
    const built = receiptBody('1', [kettle], drafts({ '11': { received: 2, positionId: '5022' } }))
    expect(built.body?.items).toEqual([{ id: '11', receivedQuantity: 2 }])
  })
})

describe('receipt confirmation and status', () => {
  it('offers confirmation once something is received and until it is confirmed', () => {
    expect(canConfirm({ receivedQuantity: 0, confirmTime: null })).toBe(false)
    expect(canConfirm({ receivedQuantity: 5, confirmTime: null })).toBe(true)
    expect(canConfirm({ receivedQuantity: 5, confirmTime: '2026-11-25 10:00:00' })).toBe(false)
  })

  it('takes receipts while in transit or receiving, not once received', () => {
    expect(canReceive({ status: 1 })).toBe(true)
    expect(canReceive({ status: '2' })).toBe(true)
    expect(canReceive({ status: 100 })).toBe(false)
  })
})

describe('putaway form', () => {
  it('counts what is left of a task', () => {
    expect(leftToPutAway({ quantity: 12, putAwayQuantity: 5 })).toBe(7)
    expect(leftToPutAway({ quantity: 12 })).toBe(12)
    expect(leftToPutAway({ quantity: 3, putAwayQuantity: 3 })).toBe(0)
  })

  it('sends the task, the position and the quantity', () => {
    expect(putAwayBody('9', '5022', 7, 7)).toEqual({ body: { id: '9', positionId: '5022', quantity: 7 } })
  })

  it('asks for a position and a quantity from 1 to what is left', () => {
    expect(putAwayBody('9', '', 7, 7)).toEqual({ problem: 'wms.putaway.positionRequired' })
    expect(putAwayBody('9', '5022', '', 7)).toEqual({ problem: 'wms.putaway.quantityRange' })
    expect(putAwayBody('9', '5022', 0, 7)).toEqual({ problem: 'wms.putaway.quantityRange' })
    expect(putAwayBody('9', '5022', 8, 7)).toEqual({ problem: 'wms.putaway.quantityRange' })
    expect(putAwayBody('9', '5022', 2.5, 7)).toEqual({ problem: 'wms.putaway.quantityRange' })
  })
})

describe('inspection form', () => {
  const form = { sampled: 10 as number | '', defect: 2 as number | '', quarantinePositionId: '', remark: '' }

  it('sends the sampled and defective units, leaving out an empty position and remark', () => {
    expect(inspectionBody('7', form)).toEqual({ body: { id: '7', sampledQuantity: 10, defectQuantity: 2 } })
  })

  it('sends the quarantine position and the trimmed remark when given; an empty defect count is 0', () => {
    expect(inspectionBody('7', { ...form, defect: '', quarantinePositionId: '5023', remark: ' dented ' })).toEqual({
      body: { id: '7', sampledQuantity: 10, defectQuantity: 0, quarantinePositionId: '5023', remark: 'dented' },
    })
  })

  it('asks for at least one sampled unit and no more defects than sampled', () => {
    expect(inspectionBody('7', { ...form, sampled: '' })).toEqual({ problem: 'wms.inspection.sampledRequired' })
    expect(inspectionBody('7', { ...form, sampled: 0 })).toEqual({ problem: 'wms.inspection.sampledRequired' })
    expect(inspectionBody('7', { ...form, defect: 11 })).toEqual({ problem: 'wms.inspection.defectRange' })
  })
})

describe('refusals', () => {
  it('shows what the server said, with the fields it names', () => {
    const refused = new ApiError('参数错误', 400, 400, { errors: [{ field: 'items', message: '收货数量 超出' }] })
    expect(refusalText(refused, '未知错误')).toBe('参数错误: 收货数量 超出')
    expect(refusalText(new ApiError('超收', 400, 400), '未知错误')).toBe('超收')
    expect(refusalText(new Error('boom'), '未知错误')).toBe('未知错误')
  })
})
