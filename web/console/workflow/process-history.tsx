import { Loader, Paper, ScrollArea, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { historyFlowListContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { callApi } from '../../api/client.ts'
import { officeTimeText } from '../../api/office-zone.ts'
import { EmptyRow } from '../../ui/empty-row.tsx'

const time = (text: string | null) => (text ? officeTimeText(text) : '')

/** What the engine records of a step (start, claim, approve, reject, withdraw, pass a gateway, end). */
const ACTIONS = ['start', 'claim', 'approve', 'reject', 'withdraw', 'pass', 'end']
/** The steps that have no name of their own in a model drawn without one. */
const ELEMENT_TYPES = ['startEvent', 'endEvent', 'exclusiveGateway', 'parallelGateway']

/** The query key of an approval's history (a decision refreshes it). */
export const historyKey = (processInstanceId: string) => ['process-history', processInstanceId] as const

/** An approval's history: each step, who took it, what they did and said, and when. */
export function ProcessHistory({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation()
  const history = useQuery({
    queryKey: historyKey(processInstanceId),
    queryFn: () => callApi(historyFlowListContract, { query: { processInstanceId } }),
  })
  const rows = history.data ?? []
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={5} mb="xs">
        {t('work.process.history')}
      </Title>
      {history.isPending && <Loader size="sm" />}
      {history.isError && <Text c="red">{t('work.loadFailed')}</Text>}
      {history.data && (
        <ScrollArea>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('work.history.step')}</Table.Th>
                <Table.Th>{t('work.history.who')}</Table.Th>
                <Table.Th>{t('work.history.action')}</Table.Th>
                <Table.Th>{t('work.history.comment')}</Table.Th>
                <Table.Th>{t('work.history.time')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td>
                    {h.historyActivityName ||
                      (ELEMENT_TYPES.includes(h.historyActivityType)
                        ? t(`work.history.type.${h.historyActivityType}`)
                        : '')}
                  </Table.Td>
                  <Table.Td>{h.assigneeName ?? ''}</Table.Td>
                  <Table.Td>{ACTIONS.includes(h.action) ? t(`work.history.did.${h.action}`) : h.action}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{h.comment ?? ''}</Table.Td>
                  <Table.Td>{time(h.createTime)}</Table.Td>
                </Table.Tr>
              ))}
              {rows.length === 0 && <EmptyRow columns={5}>{t('work.empty')}</EmptyRow>}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Paper>
  )
}
