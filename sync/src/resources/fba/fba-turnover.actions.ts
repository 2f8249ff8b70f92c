import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { idSchema } from '../resource-schemas.ts'
import {
  FBA_TURNOVER_PERMISSIONS,
  fbaTurnover,
  WFBA_TURNOVER_PERMISSIONS,
  wFbaTurnover,
} from './fba-turnover.resource.ts'

/**
 * FBA turnover statuses (dictionary fba_turnover_status, ours: the spec names the calls, not the
 * values): 0 draft, 1 pending allocation, 2 allocated (picking and packing), 3 encased, 4 labelled,
 * 5 shipped (out to the centre), 6 cancelled.
 */
export const FBA_TURNOVER_STATUS = {
  draft: '0',
  pendingAllocation: '1',
  allocated: '2',
  encased: '3',
  labelled: '4',
  shipped: '5',
  cancelled: '6',
} as const

/** The ledger's and the reservations' document type of FBA turnovers (a line is an erp_fba_turnover_item id). */
export const FBA_TURNOVER_DOCUMENT = 'erp/fbaturnover'

/** A turnover's file kinds (dictionary fba_turnover_file_type): box labels and FBA labels are needed before labelling finishes. */
export const FBA_TURNOVER_FILE = { boxLabel: '1', fbaLabel: '2', other: '3' } as const

const S = FBA_TURNOVER_STATUS

/** A file added with the labelling (an upload of /api/picture/upload: pdf, png or jpg). */
export const turnoverFileInput = z.object({
  attachId: idSchema,
  fileType: z.enum([FBA_TURNOVER_FILE.boxLabel, FBA_TURNOVER_FILE.fbaLabel, FBA_TURNOVER_FILE.other]),
})

/** A turnover's lifecycle: the office submits or cancels it; the warehouse allocates, packs, labels, ships or cancels it. */
export const fbaTurnoverActions = {
  submit: defineAction(fbaTurnover, 'submit', {
    label: { zh: '提交仓库', en: 'Submit to warehouse', ja: '倉庫へ提出' },
    from: [S.draft],
    to: S.pendingAllocation,
    input: z.object({}),
    permission: FBA_TURNOVER_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: S.pendingAllocation }, methodInferred: true },
  }),
  cancel: defineAction(fbaTurnover, 'cancel', {
    label: { zh: '取消', en: 'Cancel', ja: '取消' },
    from: [S.draft, S.pendingAllocation],
    to: S.cancelled,
    input: z.object({ cancelReason: z.string().trim().max(255).optional() }),
    permission: FBA_TURNOVER_PERMISSIONS.edit,
    call: { path: 'updateStatus', fixed: { status: S.cancelled }, methodInferred: true },
    confirm: {
      zh: '取消后不能恢复，确定取消？',
      en: 'A cancelled turnover cannot be restored. Cancel it?',
      ja: '取消すると戻せません。取消しますか？',
    },
  }),
  allocate: defineAction(wFbaTurnover, 'allocate', {
    label: { zh: '分配库存', en: 'Allocate', ja: '在庫引当' },
    from: [S.pendingAllocation],
    to: S.allocated,
    input: z.object({}),
    permission: WFBA_TURNOVER_PERMISSIONS.edit,
    call: { path: 'allocation', methodInferred: true },
  }),
  confirmEncasement: defineAction(wFbaTurnover, 'confirmEncasement', {
    label: { zh: '确认装箱', en: 'Confirm packing', ja: '梱包確定' },
    from: [S.allocated],
    to: S.encased,
    input: z.object({}),
    permission: WFBA_TURNOVER_PERMISSIONS.edit,
    call: { path: 'confirmMencasement', methodInferred: true },
  }),
  label: defineAction(wFbaTurnover, 'label', {
    label: { zh: '完成贴标', en: 'Finish labelling', ja: 'ラベル貼付完了' },
    from: [S.encased],
    to: S.labelled,
    input: z.object({ files: z.array(turnoverFileInput).max(50).optional() }),
    inputLabels: { files: { zh: '标签文件', en: 'Label files', ja: 'ラベルファイル' } },
    permission: WFBA_TURNOVER_PERMISSIONS.edit,
    call: { path: 'labelling', methodInferred: true },
    confirm: {
      zh: '箱标和FBA标签已贴好？',
      en: 'Are the box labels and FBA labels on?',
      ja: '箱ラベルとFBAラベルは貼付済みですか？',
    },
  }),
  ship: defineAction(wFbaTurnover, 'ship', {
    label: { zh: '出库', en: 'Ship out', ja: '出庫' },
    from: [S.labelled],
    to: S.shipped,
    input: z.object({}),
    permission: WFBA_TURNOVER_PERMISSIONS.edit,
    call: { path: 'outbound', methodInferred: true },
    confirm: {
      zh: '出库后库存转入FBA在途，确定出库？',
      en: 'The units leave for the FBA centre. Ship out?',
      ja: '在庫がFBAへ出庫されます。出庫しますか？',
    },
  }),
  cancellation: defineAction(wFbaTurnover, 'cancellation', {
    label: { zh: '取消', en: 'Cancel', ja: '取消' },
    from: [S.pendingAllocation, S.allocated, S.encased, S.labelled],
    to: S.cancelled,
    input: z.object({ cancelReason: z.string().trim().max(255).optional() }),
    permission: WFBA_TURNOVER_PERMISSIONS.edit,
    call: { path: 'cancellation', methodInferred: true },
    confirm: {
      zh: '取消后释放已分配库存，确定取消？',
      en: 'Cancelling releases the reserved stock. Cancel it?',
      ja: '取消すると引当在庫を解放します。取消しますか？',
    },
  }),
}
