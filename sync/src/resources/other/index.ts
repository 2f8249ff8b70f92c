import type { ResourceDef } from '../define-resource.ts'
import { attach } from './attach.resource.ts'
import { baseCustomer } from './base-customer.resource.ts'

/** The other area's resources. */
export const otherResources: readonly ResourceDef[] = [baseCustomer, attach]
