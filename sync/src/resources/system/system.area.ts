import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { systemAccessResources } from './access.ts'
import { systemAdminResources } from './admin.ts'
import { offlineExportActions } from './offline-export.actions.ts'
import { systemDictionaries } from './system.dictionaries.ts'
import { systemMessages } from './system.messages.ts'

/** The system area's resources. */
export const systemResources: readonly ResourceDef[] = [...systemAccessResources, ...systemAdminResources]

/** The system area's shared declarations (sync/src/areas.ts lists it). */
export const systemArea: SyncAreaDef<typeof systemMessages> = defineSyncArea({
  name: 'system',
  resources: systemResources,
  dictionaries: systemDictionaries,
  messages: systemMessages,
  actions: [...Object.values(offlineExportActions)],
})
