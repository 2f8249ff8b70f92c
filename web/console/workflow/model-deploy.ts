import { modelDeployContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { i18n } from '../../i18n/i18n.ts'

/**
 * Deploys a model and says which version it became. A refusal (the check names the element at
 * fault) is toasted by the client and rejects, so a caller stops there.
 */
export async function deployModel(modelId: string) {
  const deployed = await callApi(modelDeployContract, { params: { modelId } })
  clientSettings.notifySuccess(
    i18n.t('designer.model.deployed', { name: deployed.name, version: deployed.processVersion }),
  )
  return deployed
}
