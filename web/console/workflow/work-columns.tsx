import { Badge, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import { officeTimeText } from '../../api/office-zone.ts'
import type { ProcessInstance, WorkTask } from './work-list.ts'
import type { WorkColumn } from './work-table.tsx'

const time = (text: string | null) => (text ? officeTimeText(text) : '')

const STATE_COLOR: Record<string, string> = { running: 'blue', approved: 'green', rejected: 'red', withdrawn: 'gray' }

/** The columns every task list shows: flow, document, step, initiator and when it arrived. */
export function taskColumns(t: TFunction): WorkColumn<WorkTask>[] {
  return [
    { key: 'flow', label: t('work.col.flow'), cell: (r) => r.processDefinitionName },
    { key: 'document', label: t('work.col.document'), cell: (r) => r.businessTitle },
    { key: 'step', label: t('work.col.step'), cell: (r) => r.taskName },
    { key: 'startUser', label: t('work.col.startUser'), cell: (r) => r.startUserName },
    { key: 'createTime', label: t('work.col.createTime'), cell: (r) => time(r.createTime) },
  ]
}

/** The columns of the approvals lists: flow, document, state, who holds it now, start and end. */
export function instanceColumns(t: TFunction): WorkColumn<ProcessInstance>[] {
  return [
    { key: 'flow', label: t('work.col.flow'), cell: (r) => r.processDefinitionName },
    { key: 'document', label: t('work.col.document'), cell: (r) => r.businessTitle },
    {
      key: 'state',
      label: t('work.col.state'),
      cell: (r) => (
        <Badge variant="light" color={STATE_COLOR[r.state] ?? 'gray'}>
          {r.stateName}
        </Badge>
      ),
    },
    {
      key: 'holders',
      label: t('work.col.holders'),
      cell: (r) => <Text size="sm">{r.currentSteps.map((s) => `${s.taskName}: ${s.holders}`).join('; ')}</Text>,
    },
    { key: 'startUser', label: t('work.col.startUser'), cell: (r) => r.startUserName },
    { key: 'startTime', label: t('work.col.startTime'), cell: (r) => time(r.startTime) },
    { key: 'endTime', label: t('work.col.endTime'), cell: (r) => time(r.endTime) },
  ]
}
