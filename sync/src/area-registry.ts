import type { SyncAreaDef } from './define-area.ts'

/**
 * The areas' shared declarations as `sync/src/areas.ts` registers them when it loads. The lookups
 * (dictionaries, messages) read them here rather than import the list: every area imports those
 * lookups, so importing the list from them would be an import cycle.
 */
let registered: readonly SyncAreaDef[] = []

export function registerAreas(areas: readonly SyncAreaDef[]): void {
  registered = areas
}

/** The registered areas; empty until `sync/src/areas.ts` has loaded (every entry point imports it). */
export function registeredAreas(): readonly SyncAreaDef[] {
  return registered
}
