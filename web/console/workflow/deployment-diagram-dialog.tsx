import { Alert, Center, Loader, Modal } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { definitionXmlContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { callApi } from '../../api/client.ts'
import type { Row } from '../resource/resource-table.tsx'

const DesignerViewer = lazy(() => import('./designer-viewer.tsx').then((m) => ({ default: m.DesignerViewer })))

/** The diagram a deployment was deployed with, to read (pan and zoom). */
function DeploymentDiagram({ processDefinitionId }: { processDefinitionId: string }) {
  const { t } = useTranslation()
  const definition = useQuery({
    queryKey: ['wf-definition-xml', processDefinitionId],
    queryFn: () => callApi(definitionXmlContract, { query: { processDefinitionId } }, { silent: true }),
  })
  const loader = (
    <Center h={300}>
      <Loader />
    </Center>
  )
  if (definition.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('designer.diagram.loadFailed')}: {definition.error.message}
      </Alert>
    )
  }
  if (!definition.data) return loader
  return (
    <Suspense fallback={loader}>
      <DesignerViewer xml={definition.data.xml} height="70vh" />
    </Suspense>
  )
}

/** A deployment's diagram in a dialog (查看 on its row). */
export function DeploymentDiagramDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      size="90%"
      title={row ? t('designer.deployment.diagram', { name: row.name ?? '', version: row.processVersion ?? '' }) : ''}
    >
      {row && <DeploymentDiagram processDefinitionId={String(row.id)} />}
    </Modal>
  )
}
