import { defineArea } from '../platform/area.ts'
import { listen } from '../platform/events.ts'
import { tenantCreated } from '../system/tenant.ts'
import { workflowCalls } from './workflow.calls.ts'
import { seedWorkflow } from './workflow-seed.ts'

/**
 * Approvals: models, deployments, the engine and its task calls. Layer 2: the documents' areas above
 * start and end their flows through the record layer, never by importing this area.
 */
export const workflowArea = defineArea({
  name: 'workflow',
  layer: 2,
  calls: workflowCalls,
  seed: seedWorkflow,
  // A new tenant starts with the eight default models deployed, as the demo tenants do.
  listeners: [listen(tenantCreated, (tx, _actor, { tenantId }) => seedWorkflow(tx, tenantId))],
})
