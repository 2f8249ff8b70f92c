import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { changeStateContract, deleteDeploymentContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import type { PanelSelection } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import { deploymentIdsOf, stateChangeOf } from './deployment-rows.ts'

/**
 * The deployments' own work: activate or suspend one, delete the ticked ones (asked first; the
 * server refuses one an approval still runs on, naming it), and reload the list after each.
 */
export function useDeploymentActions(resource: ResourceDef) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const refresh = () => void client.invalidateQueries({ queryKey: ['resource-list', resource.module, resource.name] })

  const toggleState = async (row: Row) => {
    const change = stateChangeOf(row)
    try {
      await callApi(changeStateContract, { params: change })
      clientSettings.notifySuccess(
        t(change.state === 'active' ? 'designer.deployment.activated' : 'designer.deployment.suspended'),
      )
      refresh()
    } catch {
      // The client has told the refusal.
    }
  }

  const removeTicked = (selection: PanelSelection) => {
    if (selection.ids.length === 0) {
      clientSettings.notifyError(t('designer.deployment.selectToDelete'))
      return
    }
    confirmAction(
      t('designer.deployment.deleteConfirm', { count: selection.ids.length }),
      async () => {
        try {
          await callApi(deleteDeploymentContract, { params: { deploymentIds: deploymentIdsOf(selection.ids) } })
          clientSettings.notifySuccess(t('designer.deployment.deleted'))
          selection.refresh()
        } catch {
          // The client has told the refusal (which deployment still runs approvals).
        }
      },
      { danger: true },
    )
  }
  return { toggleState, removeTicked, refresh }
}
