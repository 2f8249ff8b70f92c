import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/client.ts'
import { type DryRunAnswer, dryRunActionsText } from './order-rules.ts'

/** What the dry run found: how many pending orders the rule matches, and what it would do to each. */
function DryRunResult({ answer, wordOf }: { answer: DryRunAnswer; wordOf: (type: string, value: string) => string }) {
  const { t } = useTranslation()
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('salesOrder.rules.dryRunSummary', {
          matched: answer.matched.length,
          total: answer.total,
          unmatched: answer.unmatched,
        })}
      </Text>
      {answer.matched.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('salesOrder.rules.dryRunNone')}
        </Text>
      ) : (
        <Table withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('salesOrder.rules.order')}</Table.Th>
              <Table.Th>{t('salesOrder.col.warehouse')}</Table.Th>
              <Table.Th>{t('salesOrder.rules.wouldDo')}</Table.Th>
              <Table.Th>{t('salesOrder.rules.explanation')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.matched.map((m) => (
              <Table.Tr key={m.orderId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{m.code}</Table.Td>
                <Table.Td>
                  {m.storeName ?? m.storeId ?? ''}
                  {m.transportName ? (
                    <Badge ml={6} size="xs" variant="light">
                      {m.transportName}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{dryRunActionsText(m.actions, wordOf)}</Table.Td>
                <Table.Td>{m.explanation ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}

/**
 * The dry run of the unsaved rule over the pending orders: `run` answers what it found (or null when
 * the rule was not valid to try) and throws the server's refusal, shown here.
 */
export function RuleDryRun({
  answer,
  run,
  wordOf,
}: {
  answer: DryRunAnswer | null
  run: () => Promise<void>
  wordOf: (type: string, value: string) => string
}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const tryRule = async () => {
    setBusy(true)
    setError(null)
    try {
      await run()
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('common.unknownError'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Paper withBorder p="sm" data-testid="rule-dry-run">
      <Group justify="space-between" mb={6}>
        <Stack gap={0}>
          <Title order={6}>{t('salesOrder.rules.dryRun')}</Title>
          <Text size="xs" c="dimmed">
            {t('salesOrder.rules.dryRunHint')}
          </Text>
        </Stack>
        <Button variant="light" loading={busy} onClick={() => void tryRule()}>
          {t('salesOrder.rules.dryRun')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" variant="light" p="xs" role="alert">
          {error}
        </Alert>
      )}
      {answer && <DryRunResult answer={answer} wordOf={wordOf} />}
    </Paper>
  )
}
