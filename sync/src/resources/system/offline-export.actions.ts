import { z } from 'zod'
import { defineAction } from '../define-action.ts'
import { offlineExport } from './offline-export.resource.ts'

/** Offline export states (dictionary offline_export_status). */
export const EXPORT_STATUS = { queued: '1', running: '2', done: '3', failed: '4' } as const

const none = z.object({})
const runner = { zh: '导出任务', en: 'Export runner', ja: 'エクスポート処理' }

/** The life of an offline export: queued, run by the server, done or failed; people cancel and re-run. */
export const offlineExportActions = {
  cancel: defineAction(offlineExport, 'cancel', {
    label: { zh: '取消', en: 'Cancel', ja: 'キャンセル' },
    from: [EXPORT_STATUS.queued, EXPORT_STATUS.running],
    to: EXPORT_STATUS.failed,
    input: none,
    permission: offlineExport.permissions.edit,
    refusal: 'statusTransition',
    call: { path: 'updateStatus', fixed: { status: EXPORT_STATUS.failed }, methodInferred: true },
  }),
  rerun: defineAction(offlineExport, 'rerun', {
    label: { zh: '重新导出', en: 'Run again', ja: '再実行' },
    from: [EXPORT_STATUS.done, EXPORT_STATUS.failed],
    to: EXPORT_STATUS.queued,
    input: none,
    permission: offlineExport.permissions.edit,
    refusal: 'statusTransition',
    call: { path: 'updateStatus', fixed: { status: EXPORT_STATUS.queued }, methodInferred: true },
  }),
  start: defineAction(offlineExport, 'start', {
    label: { ...runner, en: 'Start' },
    from: [EXPORT_STATUS.queued],
    to: EXPORT_STATUS.running,
    input: none,
    permission: offlineExport.permissions.edit,
  }),
  finish: defineAction(offlineExport, 'finish', {
    label: { ...runner, en: 'Finish' },
    from: [EXPORT_STATUS.running],
    to: EXPORT_STATUS.done,
    input: none,
    permission: offlineExport.permissions.edit,
  }),
  fail: defineAction(offlineExport, 'fail', {
    label: { ...runner, en: 'Fail' },
    from: [EXPORT_STATUS.running],
    to: EXPORT_STATUS.failed,
    input: none,
    permission: offlineExport.permissions.edit,
  }),
}
