import { randomBytes } from 'node:crypto'
import type { Actor } from '../actor.ts'
import type { Queryable } from '../db/db.ts'

/** The tenant's admin as a seed's actor (the ledger and the histories name who acted). */
export async function seedActor(tx: Queryable, tenantId: string): Promise<Actor> {
  const [admin] = await tx.query<{ id: string }>(
    `SELECT id::text FROM blade_user WHERE tenant_id = $1 AND account = 'admin' AND is_deleted = 0`,
    [tenantId],
  )
  return {
    session: {
      sid: 'seed',
      tenantId,
      userId: admin?.id ?? '0',
      account: 'admin',
      roleIds: [],
      deptIds: [],
      clientId: 'seed',
    },
    lang: 'zh',
    secretKey: randomBytes(32),
  }
}
