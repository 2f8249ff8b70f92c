import { offlineExportActions } from '#sync/resources/system/offline-export.actions.ts'
import { type ActionWork, actionWork } from '../platform/records/action-calls.ts'
import { NOW, runAction } from '../platform/records/transition.ts'
import { wakeExportRunner } from './export-runner.ts'

/** The server's work of the system area's declared actions; their calls come from the declarations. */
export const systemActionWorks: ActionWork[] = [
  // 4 cancels a queued or running export (keeping what it wrote), 1 runs a finished or failed one again.
  actionWork(
    offlineExportActions.cancel,
    (tx, actor, ids) =>
      runAction(tx, actor, offlineExportActions.cancel, ids, {}, (_tx, _actor, record) => ({
        errorMessage: 'cancelled',
        fileUrl: record.fileUrl ?? null,
        finishTime: NOW,
      })).then(() => true),
    { summary: 'Cancels (status 4) queued or running exports, or re-runs (status 1) finished or failed ones (ids)' },
  ),
  actionWork(
    offlineExportActions.rerun,
    (tx, actor, ids) =>
      runAction(tx, actor, offlineExportActions.rerun, ids, {}, () => ({
        errorMessage: null,
        fileUrl: null,
        finishTime: null,
      })).then(() => true),
    { afterCommit: (deps) => void wakeExportRunner(deps) },
  ),
]
