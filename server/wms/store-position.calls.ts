import { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { baseStorePosition } from '#sync/resources/wms/base-store-position.resource.ts'
import { validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { synchronizePositions } from './synchronize-positions.ts'

const syncQuery = z.object({ storeId: idSchema.optional() })

/** ERP position calls beyond the generic ones (spec 2 §7.8 erp/basestoreposition). */
export const storePositionCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/basestoreposition/synchronous',
    area: 'wms',
    summary: "Copies the warehouse floor's positions into the ERP's positions (one warehouse with storeId, or all)",
    access: { permission: baseStorePosition.permissions.edit },
    input: { params: syncQuery, labels: { storeId: baseStorePosition.fields.storeId.label } },
    handler: async (c, { params }) => {
      const lang = c.var.lang
      const storeLabel = baseStorePosition.fields.storeId.label
      const { storeId } = params
      const { session } = c.var
      const counts = await c.var.db.begin(async (tx) => {
        if (storeId) {
          const store = await tx.query(`SELECT 1 FROM ware_base_store WHERE id = $1 AND is_deleted = 0`, [storeId])
          if (!store.length) {
            throw validationError([
              { field: 'storeId', message: translate('linkMissing', lang, { field: storeLabel[lang] }) },
            ])
          }
        }
        return synchronizePositions(tx, session.tenantId, session.userId, storeId)
      })
      return ok(c, counts)
    },
  }),
]
