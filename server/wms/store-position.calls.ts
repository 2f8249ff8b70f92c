import { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { idSchema } from '#sync/resources/resource-schemas.ts'
import { baseStorePosition } from '#sync/resources/wms/base-store-position.resource.ts'
import { validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'

const syncQuery = z.object({ storeId: idSchema.optional() })

/** ERP position calls beyond the generic ones (spec 2 §7.8 erp/basestoreposition). */
export const storePositionCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/basestoreposition/synchronous',
    area: 'wms',
    summary:
      "Brings the ERP's positions in line with the floor's (one warehouse with storeId, or all): they are one model, so nothing is copied; answers how many positions are in line",
    access: { permission: baseStorePosition.permissions.edit },
    input: { params: syncQuery, labels: { storeId: baseStorePosition.fields.storeId.label } },
    handler: async (c, { params }) => {
      const lang = c.var.lang
      const storeLabel = baseStorePosition.fields.storeId.label
      const { storeId } = params
      const counts = await c.var.db.begin(async (tx) => {
        if (storeId) {
          const store = await tx.query(`SELECT 1 FROM erp_base_store WHERE id = $1 AND is_deleted = 0`, [storeId])
          if (!store.length) {
            throw validationError([
              { field: 'storeId', message: translate('linkMissing', lang, { field: storeLabel[lang] }) },
            ])
          }
        }
        // One table serves both APIs (issue 9): every position is already the ERP's.
        const rows = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ware_base_store_position WHERE is_deleted = 0 ${storeId ? 'AND store_id = $1' : ''}`,
          storeId ? [storeId] : [],
        )
        const total = rows[0]?.n ?? 0
        return { inserted: 0, updated: 0, removed: 0, unchanged: total, total }
      })
      return ok(c, counts)
    },
  }),
]
