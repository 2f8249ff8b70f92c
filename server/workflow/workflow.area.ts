import { defineArea } from '../platform/area.ts'
import { workflowCalls } from './workflow.calls.ts'
import { seedWorkflow } from './workflow-seed.ts'

/** Approvals: models, deployments, the engine and its task calls (layer 2: documents' areas above start and end flows through the record layer). */
export const workflowArea = defineArea({ name: 'workflow', layer: 2, calls: workflowCalls, seed: seedWorkflow })
