import { Button, Loader, Modal } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { DEPLOYMENT_PERMISSIONS, MODEL_PERMISSIONS } from '#sync/resources/workflow/workflow.resource.ts'
import { clientSettings } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { type PanelSelection, ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import { deployModel } from './model-deploy.ts'

// The designer and bpmn-js load only when a model is opened to design.
const DesignerWorkspace = lazy(() => import('./designer-workspace.tsx').then((m) => ({ default: m.DesignerWorkspace })))

/** The generic list's own add and edit are the designer's here (a model is its diagram). */
const NO_FORM_SAVE = { submit: null, save: null, update: null }

/** Which model the designer has open: a saved one by id, or a new one. */
type Designing = { id: string | null; name: string } | null

/**
 * 流程模型 (blade-flow/model): the generic list; each row opens the designer (设计), "new model"
 * opens it on a blank diagram, and "deploy" deploys the ticked models, each saying its new version.
 */
export function ModelPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const client = useQueryClient()
  const [designing, setDesigning] = useState<Designing>(null)
  const canDeploy = can(DEPLOYMENT_PERMISSIONS.add)
  const refreshList = () =>
    void client.invalidateQueries({ queryKey: ['resource-list', resource.module, resource.name] })
  const deployTicked = async (selection: PanelSelection) => {
    if (selection.ids.length === 0) {
      clientSettings.notifyError(t('designer.model.selectToDeploy'))
      return
    }
    try {
      for (const id of selection.ids) await deployModel(id)
    } finally {
      selection.refresh()
    }
  }
  return (
    <>
      <ResourcePanel
        resource={resource}
        urls={NO_FORM_SAVE}
        extraAction={
          can(MODEL_PERMISSIONS.edit)
            ? {
                label: t('designer.model.design'),
                onClick: (row: Row) => setDesigning({ id: String(row.id), name: String(row.name ?? '') }),
              }
            : undefined
        }
        toolbarActions={(selection) => (
          <>
            {can(MODEL_PERMISSIONS.add) && (
              <Button onClick={() => setDesigning({ id: null, name: '' })}>{t('designer.model.new')}</Button>
            )}
            {canDeploy && (
              <Button variant="light" onClick={() => void deployTicked(selection)}>
                {t('designer.model.deploy')}
              </Button>
            )}
          </>
        )}
      />
      <Modal
        fullScreen
        opened={designing !== null}
        onClose={() => setDesigning(null)}
        closeOnEscape={false}
        title={designing?.id ? t('designer.title.edit', { name: designing.name }) : t('designer.title.new')}
      >
        {designing && (
          <Suspense fallback={<Loader />}>
            <DesignerWorkspace
              key={designing.id ?? 'new'}
              modelId={designing.id}
              canDeploy={canDeploy}
              onClose={() => setDesigning(null)}
              onSaved={refreshList}
            />
          </Suspense>
        )}
      </Modal>
    </>
  )
}
