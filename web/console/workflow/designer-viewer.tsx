import 'bpmn-js/dist/assets/diagram-js.css'
import 'bpmn-js/dist/assets/bpmn-js.css'
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'
import './process-diagram.css'
import { Alert, Box, Center, Loader } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { type DiagramMarks, useDiagramViewer } from './use-diagram-viewer.ts'

/**
 * A deployed diagram to read (its own chunk, with bpmn-js): pan and zoom, the tracking marks where
 * given. The bpmn.io mark bpmn-js draws stays visible (its licence asks so).
 */
export function DesignerViewer({ xml, marks, height }: { xml: string; marks?: DiagramMarks; height: number | string }) {
  const { t } = useTranslation()
  const { container, problem, isReady } = useDiagramViewer(xml, marks)
  if (problem) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('designer.diagram.loadFailed')}: {problem}
      </Alert>
    )
  }
  return (
    <Box pos="relative" h={height} style={{ border: '1px solid var(--mantine-color-default-border)' }}>
      <Box ref={container} pos="absolute" inset={0} bg="white" />
      {!isReady && (
        <Center pos="absolute" inset={0}>
          <Loader />
        </Center>
      )}
    </Box>
  )
}
