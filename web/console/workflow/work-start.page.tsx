import { Button, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FLOWS, isFlowCode } from '#sync/resources/workflow/flows.ts'
import { formPath } from './process-paths.ts'
import { WorkFilterBar } from './work-filters.tsx'
import { type ProcessDefinition, useWorkList } from './work-list.ts'
import { type WorkColumn, WorkTable } from './work-table.tsx'

/** Only leave is applied for on a form of its own; the other flows start from their document's submit. */
const startsOnItsForm = (row: ProcessDefinition) => row.category === 'Leave'

/** 发起事务 (/work/start): the flows the user may start, the newest active version of each. */
export function WorkStartPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useWorkList('start')
  const columns: WorkColumn<ProcessDefinition>[] = [
    { key: 'name', label: t('work.col.flow'), cell: (r) => r.name },
    { key: 'category', label: t('work.col.category'), cell: (r) => r.categoryName },
    { key: 'version', label: t('work.col.version'), cell: (r) => `v${r.processVersion}` },
    { key: 'dept', label: t('work.col.dept'), cell: (r) => r.deptName ?? '' },
    {
      key: 'actions',
      label: t('work.col.actions'),
      cell: (r) =>
        startsOnItsForm(r) ? (
          <Button
            size="compact-sm"
            onClick={() => navigate(formPath(isFlowCode(r.category) ? FLOWS[r.category].kind : r.category, r.id))}
          >
            {t('work.action.start')}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {t(
              isFlowCode(r.category) && !FLOWS[r.category].resource
                ? 'work.process.noDocument'
                : 'work.startsFromDocument',
            )}
          </Text>
        ),
    },
  ]
  return (
    <WorkTable
      title={t('work.title.start')}
      columns={columns}
      state={state}
      rowKey={(r) => r.id}
      filters={<WorkFilterBar withDocument={false} onSearch={state.search} />}
    />
  )
}
