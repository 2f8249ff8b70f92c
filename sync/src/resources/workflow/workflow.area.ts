import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { leaveActions } from './leave.actions.ts'
import { workflowDictionaries } from './workflow.dictionaries.ts'
import { workflowMessages } from './workflow.messages.ts'
import { leave, wfDeployment, wfModel } from './workflow.resource.ts'

/** The workflow area's resources: approval models, their deployments, and leave applications. */
export const workflowResources: readonly ResourceDef[] = [wfModel, wfDeployment, leave]

/** The workflow area's shared declarations (sync/src/areas.ts lists it). */
export const workflowArea: SyncAreaDef<typeof workflowMessages> = defineSyncArea({
  name: 'workflow',
  resources: workflowResources,
  dictionaries: workflowDictionaries,
  messages: workflowMessages,
  actions: [...Object.values(leaveActions)],
})
