import { Loader, SimpleGrid, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { leaveDetailContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { leaveStatus } from '#sync/resources/workflow/workflow.dictionaries.ts'
import { callApi } from '../../api/client.ts'
import { officeTimeText } from '../../api/office-zone.ts'
import { currentLanguage } from '../../i18n/i18n.ts'

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  )
}

/** A leave application as its approvers read it: who, from when until when, why, and where it stands. */
export function LeaveDetail({ businessId }: { businessId: string }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const leave = useQuery({
    queryKey: ['leave-detail', businessId],
    queryFn: () => callApi(leaveDetailContract, { query: { businessId } }),
  })
  if (leave.isError) return <Text c="red">{t('work.loadFailed')}</Text>
  if (!leave.data) return <Loader size="sm" />
  const l = leave.data
  const state = leaveStatus.entries.find((e) => e.key === l.approvalState)?.label[lang] ?? l.approvalState
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Item label={t('work.leave.applicant')}>{l.createUserName}</Item>
      <Item label={t('work.leave.state')}>{state}</Item>
      <Item label={t('work.leave.startTime')}>{officeTimeText(l.startTime)}</Item>
      <Item label={t('work.leave.endTime')}>{officeTimeText(l.endTime)}</Item>
      <Item label={t('work.leave.taskUser')}>{l.taskUserName ?? ''}</Item>
      <Item label={t('work.leave.remark')}>{l.approvalRemark ?? ''}</Item>
      <div style={{ gridColumn: '1 / -1' }}>
        <Item label={t('work.leave.reason')}>{l.reason}</Item>
      </div>
    </SimpleGrid>
  )
}
