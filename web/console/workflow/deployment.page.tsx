import { Button } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { DEPLOYMENT_PERMISSIONS } from '#sync/resources/workflow/workflow.resource.ts'
import { usePermissions } from '../../api/menus.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import { DeploymentDiagramDialog } from './deployment-diagram-dialog.tsx'
import { isSuspended } from './deployment-rows.ts'
import { DeploymentUploadDialog } from './deployment-upload-dialog.tsx'
import { useDeploymentActions } from './use-deployment-actions.ts'

/**
 * 流程部署 (blade-flow/manager): the generic list; each row is activated or suspended, and 查看 shows
 * the diagram it was deployed with; the ticked ones are deleted; a `.bpmn` file is uploaded and deployed.
 */
export function DeploymentPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const [viewing, setViewing] = useState<Row | null>(null)
  const [isUploading, setUploading] = useState(false)
  const actions = useDeploymentActions(resource)
  const activate = t('designer.deployment.activate')
  const suspend = t('designer.deployment.suspend')
  return (
    <>
      <ResourcePanel
        resource={resource}
        extraAction={
          can(DEPLOYMENT_PERMISSIONS.edit)
            ? {
                label: suspend,
                labelOf: (row) => (isSuspended(row) ? activate : suspend),
                onClick: (row) => void actions.toggleState(row),
              }
            : undefined
        }
        onView={setViewing}
        toolbarActions={(selection) => (
          <>
            {can(DEPLOYMENT_PERMISSIONS.add) && (
              <Button onClick={() => setUploading(true)}>{t('designer.deployment.upload')}</Button>
            )}
            {can(DEPLOYMENT_PERMISSIONS.remove) && (
              <Button variant="light" color="red" onClick={() => actions.removeTicked(selection)}>
                {t('designer.deployment.delete')}
              </Button>
            )}
          </>
        )}
      />
      <DeploymentDiagramDialog row={viewing} onClose={() => setViewing(null)} />
      <DeploymentUploadDialog opened={isUploading} onClose={() => setUploading(false)} onDeployed={actions.refresh} />
    </>
  )
}
