import { Alert, Button, Group, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { LeaveForm } from './leave-form.tsx'
import { isLeaveKind } from './process-paths.ts'

/**
 * /work/process/:kind/form/:processDefinitionId: the form that starts an approval. Only leave is
 * applied for here; every other flow starts from its document's own submit.
 */
export function ProcessFormPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { kind = '', processDefinitionId = '' } = useParams()
  if (isLeaveKind(kind)) return <LeaveForm key={processDefinitionId} processDefinitionId={processDefinitionId} />
  return (
    <Stack gap="sm" maw={720}>
      <Alert color="blue" variant="light">
        {t('work.startsFromDocument')}
      </Alert>
      <Group>
        <Button variant="default" onClick={() => navigate(-1)}>
          {t('work.action.back')}
        </Button>
      </Group>
    </Stack>
  )
}
