import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { idSchema } from '../id-schema.ts'
import { FBA_TRANSFER_PERMISSIONS, fbaTransfer } from './fba-transfer.resource.ts'

/** The stock ledger's document type of FBA transfers (reservations and movements; the resource key). */
export const FBA_TRANSFER_DOCUMENT = 'erp/fbatransfer'

/** FBA transfer statuses (dictionary fba_transfer_status, spec 1 §4). */
export const FBA_TRANSFER_STATUS = {
  pendingLabel: '1',
  pendingCheckOut: '2',
  inTransit: '3',
  receiving: '4',
  received: '5',
  exception: '6',
  voided: '7',
} as const

const { pendingLabel, pendingCheckOut, inTransit, receiving, received, exception, voided } = FBA_TRANSFER_STATUS

const via = (status: string) => ({ path: 'updateStatus', fixed: { status } })

/** What the centre counted of one line: received (good and damaged together) and damaged units. */
export const fbaReceivedLine = z.object({
  id: idSchema,
  receivedQuantity: z.coerce.number().int().min(0).max(99_999_999),
  damagedQuantity: z.coerce.number().int().min(0).max(99_999_999).default(0),
  remark: z.string().trim().max(500).optional(),
})

/** What the exception step takes beside its input: the lines the centre counted (lines not named arrived as sent). */
export const FBA_RECEIVED_LINES = { items: z.array(fbaReceivedLine).max(1000).optional() }

/**
 * An FBA transfer's lifecycle (spec 1 §4), each step a declared action at `updateStatus` (the
 * office's /api/fbatransfer and the warehouse's /api/ware/wfbatransfer): checked (every line has its
 * SKU and box number) it waits for check-out; checked out, its reserved units leave the warehouse
 * and are inbound to the centre; the centre receives them, in full or with an exception (the
 * difference per line); voided before check-out, the reservation is released.
 */
export const fbaTransferActions = {
  check: defineAction(fbaTransfer, 'check', {
    label: { zh: 'FBA核对', en: 'FBA check', ja: 'FBAチェック' },
    from: [pendingLabel],
    to: pendingCheckOut,
    input: z.object({}),
    permission: FBA_TRANSFER_PERMISSIONS.edit,
    call: via(pendingCheckOut),
  }),
  checkOut: defineAction(fbaTransfer, 'checkOut', {
    label: { zh: '出库', en: 'Check out', ja: '出庫' },
    from: [pendingCheckOut],
    to: inTransit,
    input: z.object({
      shipmentId: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,32}$/)
        .optional(),
      trackingNo: z.string().trim().max(64).optional(),
    }),
    permission: FBA_TRANSFER_PERMISSIONS.edit,
    call: via(inTransit),
    confirm: {
      zh: '出库后货物离开仓库、在途至FBA仓，不能撤回。确定出库？',
      en: 'Checked out, the goods leave the warehouse for the fulfilment centre; this cannot be undone. Check out?',
      ja: '出庫すると商品は倉庫を出てFBA倉庫へ輸送中になり、取り消せません。出庫しますか？',
    },
  }),
  startReceiving: defineAction(fbaTransfer, 'startReceiving', {
    label: { zh: '目的仓收货中', en: 'Receiving at centre', ja: '納品先受領中' },
    from: [inTransit],
    to: receiving,
    input: z.object({}),
    permission: FBA_TRANSFER_PERMISSIONS.edit,
    call: via(receiving),
  }),
  receive: defineAction(fbaTransfer, 'receive', {
    label: { zh: '目的仓已收货', en: 'Received at centre', ja: '納品先受領済み' },
    from: [inTransit, receiving],
    to: received,
    input: z.object({}),
    permission: FBA_TRANSFER_PERMISSIONS.edit,
    call: via(received),
  }),
  exception: defineAction(fbaTransfer, 'exception', {
    label: { zh: '异常', en: 'Exception', ja: '異常' },
    from: [inTransit, receiving],
    to: exception,
    // The remark is asked for (and required once the transfer's status allows the step); the counted
    // lines are the call's `params` (FBA_RECEIVED_LINES), which a screen of counts sends.
    input: z.object({ exceptionRemark: z.string().trim().max(500).optional() }),
    permission: FBA_TRANSFER_PERMISSIONS.edit,
    call: via(exception),
  }),
  void: defineAction(fbaTransfer, 'void', {
    label: { zh: '作废', en: 'Void', ja: '無効化' },
    from: [pendingLabel, pendingCheckOut],
    to: voided,
    input: z.object({}),
    permission: FBA_TRANSFER_PERMISSIONS.edit,
    call: via(voided),
    confirm: {
      zh: '作废后预占的库存将释放，不能撤回。确定作废？',
      en: 'Voided, its reserved stock is released; this cannot be undone. Void it?',
      ja: '無効にすると引当在庫は解放され、取り消せません。無効にしますか？',
    },
  }),
}
