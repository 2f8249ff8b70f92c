import { Alert, Box, Center, Group, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { processDiagramContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { callApi } from '../../api/client.ts'

// bpmn-js and its styles load with the diagram, never with the screen that shows it.
const DesignerViewer = lazy(() => import('./designer-viewer.tsx').then((m) => ({ default: m.DesignerViewer })))

/** One entry of the legend: a swatch in the marker's colours and what it means. */
function LegendEntry({ stroke, fill, label }: { stroke: string; fill: string; label: string }) {
  return (
    <Group gap={6}>
      <Box w={18} h={12} bg={fill} style={{ border: `2px solid ${stroke}`, borderRadius: 3 }} />
      <Text size="sm">{label}</Text>
    </Group>
  )
}

/**
 * An approval's diagram as it stands: the version it runs on, the steps done and the flows taken in
 * green, the steps open now in orange, and a legend. Other screens show it (`processInstanceId`).
 */
export function ProcessDiagram({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation()
  const diagram = useQuery({
    queryKey: ['wf-process-diagram', processInstanceId],
    queryFn: () => callApi(processDiagramContract, { query: { processInstanceId } }, { silent: true }),
  })
  if (diagram.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('designer.diagram.loadFailed')}: {diagram.error.message}
      </Alert>
    )
  }
  const loader = (
    <Center h={360}>
      <Loader />
    </Center>
  )
  if (!diagram.data) return loader
  const { xml, completed, flowsTaken, active } = diagram.data
  return (
    <Stack gap="xs">
      <Group gap="lg">
        <LegendEntry stroke="#2f9e44" fill="#ebfbee" label={t('designer.diagram.completed')} />
        <LegendEntry stroke="#f76707" fill="#fff4e6" label={t('designer.diagram.active')} />
      </Group>
      <Suspense fallback={loader}>
        <DesignerViewer xml={xml} marks={{ done: [...completed, ...flowsTaken], active }} height={420} />
      </Suspense>
    </Stack>
  )
}
