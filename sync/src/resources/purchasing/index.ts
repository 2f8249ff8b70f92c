import type { ResourceDef } from '../define-resource.ts'
import { baseFactory } from './base-factory.resource.ts'

/** The purchasing area's resources. */
export const purchasingResources: readonly ResourceDef[] = [baseFactory]
