import { z } from 'zod'
import { findResource } from '#sync/resources/index.ts'
import { recordAnswerSchema } from '#sync/resources/resource-schemas.ts'
import { baseShop } from '#sync/resources/shops/base-shop.resource.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { tenantSettings } from './tenant-lists.ts'

/**
 * The tenant-level settings kept by the system area (/api/blade-system/tenantXxx), read for the shop
 * screens under /api/erp: the caller's tenant only (row-level security), secrets never answered.
 */
function listByTenant(path: string, resourceKey: string, onlyEnabled: boolean, summary: string) {
  return defineCall({
    method: 'GET',
    alsoOther: true,
    path,
    area: 'shops',
    summary,
    access: { permission: baseShop.permissions.view },
    input: 'nothing',
    output: z.array(recordAnswerSchema(findResource(resourceKey))),
    handler: async (c) => {
      return ok(c, await tenantSettings(c.var.db, findResource(resourceKey), { onlyEnabled }))
    },
  })
}

/** Tenant settings lists for the shop screens. */
export const tenantListCalls = [
  listByTenant(
    '/api/erp/tenantAmazonVc/listByTenant',
    'blade-system/tenantAmazonVc',
    true,
    "The tenant's enabled Amazon Vendor Central accounts",
  ),
  listByTenant(
    '/api/erp/tenantStoreConfig/listByTenant',
    'blade-system/tenantStoreConfig',
    false,
    "The tenant's store settings (key, value)",
  ),
  listByTenant(
    '/api/erp/tenantThirdStore/listByTenant',
    'blade-system/tenantThirdStore',
    true,
    "The tenant's enabled third-party store systems",
  ),
]
