import { Button, Grid, Group, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FLOWS, flowOfKind } from '#sync/resources/workflow/flows.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { ProcessDiagram } from './process-diagram.tsx'
import { ProcessDocument } from './process-document.tsx'
import { ProcessHistory } from './process-history.tsx'

/**
 * A process screen (spec 1 §2.3): the business document beside the approval, that is the decision
 * form where the screen handles a task, then the approval's history.
 */
export function ProcessScreen({
  kind,
  processInstanceId,
  businessIds,
  children,
}: {
  kind: string
  processInstanceId: string
  businessIds: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const flow = flowOfKind(kind)
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{flow ? FLOWS[flow].label[currentLanguage()] : kind}</Title>
        <Button variant="default" onClick={() => navigate(-1)}>
          {t('work.action.back')}
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <ProcessDocument kind={kind} businessIds={businessIds} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="md">
            {children}
            <ProcessHistory processInstanceId={processInstanceId} />
          </Stack>
        </Grid.Col>
      </Grid>
      {/* The tracking diagram across the page: a model runs left to right. */}
      <ProcessDiagram processInstanceId={processInstanceId} />
    </Stack>
  )
}
