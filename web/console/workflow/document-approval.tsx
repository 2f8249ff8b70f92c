import { Alert, Anchor, Group, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { documentApprovalContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { callApi } from '../../api/client.ts'
import { detailPath } from './process-paths.ts'

/**
 * Where a document's approval stands, on the document's own screen: while it runs, the open steps
 * and who holds each; once ended, how; with the link to the approval's detail (history and diagram).
 */
export function DocumentApproval({ resource, businessId }: { resource: string; businessId: string }) {
  const { t } = useTranslation()
  const approval = useQuery({
    queryKey: ['document-approval', resource, businessId],
    queryFn: () =>
      callApi(documentApprovalContract, { query: { businessResource: resource, businessId } }, { silent: true }),
  })
  const shown = approval.data
  if (!shown) return null
  const running = shown.state === 'running'
  const steps = shown.currentSteps.map((s) => (s.holders ? `${s.taskName}（${s.holders}）` : s.taskName)).join('、')
  return (
    <Alert color={running ? 'blue' : 'gray'} variant="light" p="xs">
      <Group gap="xs" justify="space-between">
        <Text size="sm">
          {running ? t('work.document.running', { steps }) : t('work.document.ended', { state: shown.stateName })}
        </Text>
        <Anchor component={Link} to={detailPath(shown)} size="sm">
          {t('work.document.open')}
        </Anchor>
      </Group>
    </Alert>
  )
}
