import { Button, Group } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { claimTaskContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { detailPath, handlePath } from './process-paths.ts'
import { taskColumns } from './work-columns.tsx'
import { WorkFilterBar } from './work-filters.tsx'
import { useWorkList, type WorkTask, workListKey } from './work-list.ts'
import { type WorkColumn, WorkTable } from './work-table.tsx'

/** Opens a task's handle screen, handing it the task so the screen need not look for it. */
function useOpenTask() {
  const navigate = useNavigate()
  return (task: WorkTask) => navigate(handlePath(task), { state: { task } })
}

function TaskPage({
  name,
  title,
  action,
}: {
  name: 'claim' | 'todo' | 'done'
  title: string
  action: WorkColumn<WorkTask>
}) {
  const { t } = useTranslation()
  const state = useWorkList(name)
  return (
    <WorkTable
      title={title}
      columns={[...taskColumns(t), action]}
      state={state}
      rowKey={(r) => r.taskId}
      filters={<WorkFilterBar onSearch={state.search} />}
    />
  )
}

/** 待签事务 (/work/claim): tasks the user may claim; a claimed one is handled from here or from the to-do list. */
export function WorkClaimPage() {
  const { t } = useTranslation()
  const client = useQueryClient()
  const openTask = useOpenTask()
  const [claimed, setClaimed] = useState<Record<string, WorkTask>>({})
  const [busy, setBusy] = useState<string | null>(null)
  const claim = async (task: WorkTask) => {
    setBusy(task.taskId)
    try {
      const mine = await callApi(claimTaskContract, { params: { taskId: task.taskId } })
      setClaimed((c) => ({ ...c, [task.taskId]: mine }))
      clientSettings.notifySuccess(t('work.claimed'))
      void client.invalidateQueries({ queryKey: workListKey('todo') })
      void client.invalidateQueries({ queryKey: ['approval-messages'] })
    } catch {
      // The client has told the refusal (another claimed it first); the list shows what is left.
      void client.invalidateQueries({ queryKey: workListKey('claim') })
    } finally {
      setBusy(null)
    }
  }
  const action: WorkColumn<WorkTask> = {
    key: 'actions',
    label: t('work.col.actions'),
    cell: (r) => {
      const mine = claimed[r.taskId]
      return mine ? (
        <Button size="compact-sm" onClick={() => openTask(mine)}>
          {t('work.action.handle')}
        </Button>
      ) : (
        <Button size="compact-sm" variant="light" loading={busy === r.taskId} onClick={() => void claim(r)}>
          {t('work.action.claim')}
        </Button>
      )
    },
  }
  return <TaskPage name="claim" title={t('work.title.claim')} action={action} />
}

/** 待办事务 (/work/todo): the tasks the user holds, each handled on its approval's screen. */
export function WorkTodoPage() {
  const { t } = useTranslation()
  const openTask = useOpenTask()
  const action: WorkColumn<WorkTask> = {
    key: 'actions',
    label: t('work.col.actions'),
    cell: (r) => (
      <Button size="compact-sm" onClick={() => openTask(r)}>
        {t('work.action.handle')}
      </Button>
    ),
  }
  return <TaskPage name="todo" title={t('work.title.todo')} action={action} />
}

/** 办结事务 (/work/done): the tasks the user completed, each opening its approval's detail. */
export function WorkDonePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const action: WorkColumn<WorkTask> = {
    key: 'actions',
    label: t('work.col.actions'),
    cell: (r) => (
      <Group gap={4}>
        <Button size="compact-sm" variant="light" onClick={() => navigate(detailPath(r))}>
          {t('work.action.detail')}
        </Button>
      </Group>
    ),
  }
  return <TaskPage name="done" title={t('work.title.done')} action={action} />
}
