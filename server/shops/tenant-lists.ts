import type { ResourceDef } from '#sync/resources/define-resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { selectColumns } from '../platform/resources/record-store.ts'

/** A tenant-level settings list (the caller's tenant by row-level security), oldest first; secrets are never selected. */
export function tenantSettings(tx: Queryable, resource: ResourceDef, { onlyEnabled }: { onlyEnabled: boolean }) {
  return tx.query<Row>(
    `SELECT ${selectColumns(resource)} FROM ${resource.table}
      WHERE is_deleted = 0 ${onlyEnabled ? 'AND status = 1' : ''} ORDER BY create_time, id`,
  )
}
