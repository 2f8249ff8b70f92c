import type { ResourceDef } from '../define-resource.ts'
import { systemAccessResources } from './access.ts'
import { systemAdminResources } from './admin.ts'

/** The system area's resources. */
export const systemResources: readonly ResourceDef[] = [...systemAccessResources, ...systemAdminResources]
