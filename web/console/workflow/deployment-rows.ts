import type { Row } from '../resource/resource-table.tsx'

/** Whether a deployment is suspended (process_state 2): it starts no approval until activated. */
export function isSuspended(row: Row): boolean {
  return String(row.suspensionState ?? '') === '2'
}

/** What turns a deployment's state over: a suspended one is activated, an active one suspended. */
export function stateChangeOf(row: Row): { processId: string; state: 'active' | 'suspend' } {
  return { processId: String(row.id), state: isSuspended(row) ? 'active' : 'suspend' }
}

/** The ticked deployments as the delete call takes them (comma-separated ids). */
export function deploymentIdsOf(ids: readonly string[]): string {
  return ids.join(',')
}
