import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { resourceKey } from '#sync/resources/define-resource.ts'
import { detailContract } from '#sync/resources/resource-contracts.ts'
import { offlineExport } from '#sync/resources/system/offline-export.resource.ts'
import { exportFileContract, queueExportContract } from '#sync/resources/system/system.contracts.ts'
import { callApi, downloadFile, type Query } from '../../api/client.ts'

const exportDetail = detailContract(offlineExport)
/** offline_export_status (server/system/export-runner.ts): 3 done, 4 failed. */
const DONE = 3
const FAILED = 4
const POLL_MS = 800
/** How long the list waits for the file before leaving it to the download centre. */
const WAIT_MS = 60_000

/** How an export through the download centre ended: the file was downloaded, or it is still being written. */
export type ExportOutcome = 'downloaded' | 'queued'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Exports a list through the download centre, so every export is recorded there (one download
 * centre, spec 1 §2.5): queues it with the list's filters, waits for the background writer, then
 * downloads the finished file. A large export that takes longer stays in the download centre.
 */
export async function exportThroughDownloadCentre(
  resource: ResourceDef,
  query: Query,
  wait: { pollMs?: number; waitMs?: number } = {},
): Promise<ExportOutcome> {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    if (key === 'current' || key === 'size' || value === undefined || value === null || value === '') continue
    params[key] = String(value)
  }
  const queued = await callApi(queueExportContract, { body: { resourceKey: resourceKey(resource), params } })
  const pollMs = wait.pollMs ?? POLL_MS
  for (let waited = 0; waited < (wait.waitMs ?? WAIT_MS); waited += pollMs) {
    await sleep(pollMs)
    const record = await callApi(exportDetail, { query: { id: queued.id } }, { silent: true })
    if (Number(record.status) === DONE) {
      await downloadFile(exportFileContract.path, { id: queued.id })
      return 'downloaded'
    }
    if (Number(record.status) === FAILED) throw new Error(record.errorMessage ?? 'export failed')
  }
  return 'queued'
}
