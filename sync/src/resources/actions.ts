import { syncAreas } from '../areas.ts'
import type { ActionDef } from './define-action.ts'
import { type ResourceDef, resourceKey } from './define-resource.ts'

/** Every declared action, area by area (each area's `<name>.actions.ts`, listed on its area). */
export const declaredActions: readonly ActionDef[] = syncAreas.flatMap((a) => a.actions)

/** The declared actions of one resource (the console offers those a row's status allows). */
export function actionsOf(resource: Pick<ResourceDef, 'module' | 'name'>): ActionDef[] {
  const key = resourceKey(resource)
  return declaredActions.filter((a) => resourceKey(a.resource) === key)
}

/** The status fields declared actions govern on a resource (written only by `transition`). */
export function governedStatusFields(resource: ResourceDef): string[] {
  const owner = resource.servedFrom ?? resourceKey(resource)
  return declaredActions
    .filter((a) => resourceKey(a.resource) === owner && a.statusField !== 'isDeleted')
    .map((a) => a.statusField)
}

/** What a save never takes from its caller: the statuses declared actions govern and the fields the server works out (`workedOut`). */
export function serverWrittenFields(resource: ResourceDef): string[] {
  const workedOut = Object.entries(resource.fields).filter(([, f]) => f.workedOut)
  return [...governedStatusFields(resource), ...workedOut.map(([key]) => key)]
}
