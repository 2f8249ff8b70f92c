import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { actionContract, removeContract } from '#sync/resources/resource-contracts.ts'
import { offlineExportActions } from '#sync/resources/system/offline-export.actions.ts'
import { offlineExport } from '#sync/resources/system/offline-export.resource.ts'
import { exportFileContract } from '#sync/resources/system/system.contracts.ts'
import { callApi, clientSettings, downloadFile } from '../../api/client.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import { type OfflineExport, STATE } from './offline-exports.ts'

/**
 * What may be done with an export, each a call of its own: download its file, cancel or run it again,
 * remove it (asked first); `busy` names the export under way, and the list is read again after.
 */
export function useExportActions(refetch: () => Promise<unknown>) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState<string | null>(null)
  async function act(record: OfflineExport, action: () => Promise<unknown>) {
    setBusy(record.id)
    try {
      await action()
      clientSettings.notifySuccess(t('desk.download.done'))
      await refetch()
    } catch {
      // The client already showed the refusal.
    } finally {
      setBusy(null)
    }
  }
  async function download(record: OfflineExport) {
    setBusy(record.id)
    try {
      await downloadFile(
        exportFileContract.path,
        { id: record.id },
        { fileName: `${record.fileName}.${record.fileFormat}` },
      )
    } catch {
      // The client already showed the refusal.
    } finally {
      setBusy(null)
    }
  }
  // Cancelling ends an export as failed; running it again queues it anew (both the declaration's updateStatus).
  const changeState = (r: OfflineExport, status: number) =>
    act(r, () =>
      callApi(actionContract(status === STATE.failed ? offlineExportActions.cancel : offlineExportActions.rerun), {
        params: { ids: r.id, status: String(status) },
      }),
    )
  const remove = (record: OfflineExport) =>
    confirmAction(
      t('desk.download.removeConfirm'),
      () => act(record, () => callApi(removeContract(offlineExport), { params: { ids: record.id } })),
      { danger: true },
    )

  return { busy, download, changeState, remove }
}
