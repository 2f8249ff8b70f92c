import { Alert, Loader } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams } from 'react-router'
import { MAX_PAGE_SIZE } from '#sync/http/envelope.ts'
import { ApprovalForm } from './process-approval-form.tsx'
import { TODO_PATH } from './process-paths.ts'
import { ProcessScreen } from './process-screen.tsx'
import { loadTasks, type WorkTask } from './work-list.ts'

/**
 * The task being handled: the one the list handed over, else the user's to-do of that id (a
 * reload or a link from elsewhere); null once it is no longer the user's to do.
 */
function useHandledTask(taskId: string) {
  const handed = (useLocation().state as { task?: WorkTask } | null)?.task
  return useQuery({
    queryKey: ['handled-task', taskId],
    queryFn: async () => {
      const todo = await loadTasks('todo', { current: 1, size: MAX_PAGE_SIZE })
      return todo.records.find((r) => r.taskId === taskId) ?? null
    },
    enabled: handed?.taskId !== taskId,
    initialData: handed?.taskId === taskId ? handed : undefined,
  })
}

/** /work/process/:kind/handle/:taskId/:processInstanceId/:businessIds(/:executionId): decide a task beside its document. */
export function ProcessHandlePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { kind = '', taskId = '', processInstanceId = '', businessIds = '' } = useParams()
  const task = useHandledTask(taskId)
  return (
    <ProcessScreen kind={kind} processInstanceId={processInstanceId} businessIds={businessIds}>
      {task.isPending && <Loader size="sm" />}
      {(task.data === null || task.isError) && (
        <Alert color="orange" variant="light">
          {t('work.process.taskGone')}
        </Alert>
      )}
      {task.data && <ApprovalForm task={task.data} onDone={() => navigate(TODO_PATH)} />}
    </ProcessScreen>
  )
}
