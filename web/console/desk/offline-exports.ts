import { z } from 'zod'
import type { AnswerOf } from '#sync/http/contract.ts'
import type { Language } from '#sync/i18n/language.ts'
import { resourceKey, resourceOperations } from '#sync/resources/define-resource.ts'
import { resources } from '#sync/resources/index.ts'
import { pageContract } from '#sync/resources/resource-contracts.ts'
import { offlineExport } from '#sync/resources/system/offline-export.resource.ts'

/** The columns the list relies on being there (the runner always sets the state, the record its time). */
export const exportPage = pageContract(offlineExport, z.object({ status: z.number(), createTime: z.string() }))

/** A record of the download centre (one offline export of a list), as its page call answers it. */
export type OfflineExport = AnswerOf<typeof exportPage>['records'][number]

/** offline_export_status: 1 queued, 2 running, 3 done, 4 failed (server/system/export-runner.ts). */
export const STATE = { queued: 1, running: 2, done: 3, failed: 4 } as const
/** The badge colour of each state. */
export const STATE_COLOR: Record<number, string> = { 1: 'gray', 2: 'blue', 3: 'green', 4: 'red' }

/** The lists an export can come from: every declared resource with a page or list call. */
export const EXPORT_SOURCES = resources.filter((r) =>
  resourceOperations(r).some((o) => o.op === 'page' || o.op === 'list'),
)

/** What an export is of: the label of its source list, else its numbered type. */
export function exportTypeLabel(record: Pick<OfflineExport, 'resourceKey' | 'exportType'>, lang: Language): string {
  const source = EXPORT_SOURCES.find((r) => resourceKey(r) === record.resourceKey)
  return source ? source.label[lang] : record.exportType !== null ? String(record.exportType) : ''
}

/** A file size a person reads at a glance. */
export function readableSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
