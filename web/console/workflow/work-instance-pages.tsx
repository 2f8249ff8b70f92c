import { Button, Group } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { deleteProcessInstanceContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { detailPath } from './process-paths.ts'
import { instanceColumns } from './work-columns.tsx'
import { WorkEndDialog } from './work-end-dialog.tsx'
import { WorkFilterBar } from './work-filters.tsx'
import { type ProcessInstance, useWorkList, workListKey } from './work-list.ts'
import { WorkTable } from './work-table.tsx'

/** Ends a running approval (delete-process-instance) after the person confirms it with a reason. */
function useEndApproval(name: 'send' | 'follow', doneKey: string) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [ending, setEnding] = useState<ProcessInstance | null>(null)
  const [busy, setBusy] = useState(false)
  const end = async (reason: string) => {
    if (!ending) return
    setBusy(true)
    try {
      const params = { processInstanceId: ending.processInstanceId, ...(reason ? { deleteReason: reason } : {}) }
      await callApi(deleteProcessInstanceContract, { params })
      clientSettings.notifySuccess(t(doneKey))
      setEnding(null)
      void client.invalidateQueries({ queryKey: workListKey(name) })
    } catch {
      // The client has shown the refusal; the dialog stays for another try.
    } finally {
      setBusy(false)
    }
  }
  return { ending, setEnding, busy, end }
}

/**
 * One approvals list (sent or tracking): its filters, the rows with Detail, and the button that
 * ends a running one (withdraw for its initiator; delete in tracking for who may).
 */
function InstancePage({ name, canEnd }: { name: 'send' | 'follow'; canEnd: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useWorkList(name)
  const endWord = name === 'send' ? 'withdraw' : 'delete'
  const ender = useEndApproval(name, name === 'send' ? 'work.withdrawn' : 'work.deleted')
  const actions = {
    key: 'actions',
    label: t('work.col.actions'),
    cell: (r: ProcessInstance) => (
      <Group gap={4} wrap="nowrap">
        <Button size="compact-sm" variant="light" onClick={() => navigate(detailPath(r))}>
          {t('work.action.detail')}
        </Button>
        {canEnd && r.state === 'running' && (
          <Button size="compact-sm" color="red" variant="subtle" onClick={() => ender.setEnding(r)}>
            {t(`work.action.${endWord}`)}
          </Button>
        )}
      </Group>
    ),
  }
  return (
    <>
      <WorkTable
        title={t(name === 'send' ? 'work.title.send' : 'work.title.follow')}
        columns={[...instanceColumns(t), actions]}
        state={state}
        rowKey={(r) => r.processInstanceId}
        filters={<WorkFilterBar withState={name === 'follow'} onSearch={state.search} />}
      />
      <WorkEndDialog
        key={ender.ending?.processInstanceId}
        opened={ender.ending !== null}
        title={t(`work.action.${endWord}`)}
        question={t(name === 'send' ? 'work.withdrawConfirm' : 'work.deleteConfirm')}
        busy={ender.busy}
        onClose={() => ender.setEnding(null)}
        onConfirm={(reason) => void ender.end(reason)}
      />
    </>
  )
}

/** 已发事务 (/work/send): the approvals the user started; a running one may be withdrawn. */
export function WorkSendPage() {
  return <InstancePage name="send" canEnd />
}

/** 流程跟踪 (/flow/follow): the tenant's approvals; deleting a running one takes flow_follow_delete. */
export function FlowFollowPage() {
  const { can } = usePermissions()
  return <InstancePage name="follow" canEnd={can('flow_follow_delete')} />
}
