import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { inventoryProcessing } from './inventory-processing.resource.ts'

/** Processing statuses (dictionary inventory_processing_status). */
export const PROCESSING_STATUS = { draft: '0', completed: '1', abolished: '2' } as const

/** A processing order is completed (stock moves) or abolished, from its draft. */
export const inventoryProcessingActions = {
  complete: defineAction(inventoryProcessing, 'complete', {
    label: { zh: '完成加工', en: 'Complete', ja: '加工完了' },
    from: [PROCESSING_STATUS.draft],
    to: PROCESSING_STATUS.completed,
    input: z.object({}),
    permission: inventoryProcessing.permissions.edit,
    call: { path: 'updateStatus', fixed: { status: PROCESSING_STATUS.completed }, methodInferred: true },
  }),
  abolish: defineAction(inventoryProcessing, 'abolish', {
    label: { zh: '作废', en: 'Abolish', ja: '廃止' },
    from: [PROCESSING_STATUS.draft],
    to: PROCESSING_STATUS.abolished,
    input: z.object({}),
    permission: inventoryProcessing.permissions.edit,
    call: { path: 'updateStatus', fixed: { status: PROCESSING_STATUS.abolished }, methodInferred: true },
  }),
}
