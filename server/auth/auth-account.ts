import type { Queryable, Row } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import type { Session } from '../platform/http/app-env.ts'
import { AppError } from '../platform/http/app-error.ts'

/**
 * What the signed-in (or not yet signed-in) user's own calls read and write beside sign-in: the
 * browser's error log, the user's own profile, a guest's registration. The error log and a guest's
 * row are written before there is a session to act as, so by hand.
 */

export type ClientLogEntry = {
  type: string
  message: string
  url?: string
  stack?: string
  info?: unknown
  time?: string
}

/** Stores log entries a browser collected (uncaught errors and the like) in the error log. */
export async function storeClientLogs(
  tx: Queryable,
  session: Session,
  request: { requestId: string; userAgent: string | null },
  entries: readonly ClientLogEntry[],
): Promise<void> {
  for (const e of entries) {
    await tx.query(
      `INSERT INTO blade_log_error (id, tenant_id, source, request_id, request_uri, user_agent, exception_name,
         message, stack_trace, log_data, create_by)
       VALUES ($1, $2, 'client', $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        nextId(),
        session.tenantId,
        request.requestId,
        e.url ?? null,
        request.userAgent,
        e.type,
        e.message,
        e.stack ?? null,
        JSON.stringify({ info: e.info, time: e.time }),
        session.account,
      ],
    )
  }
}

/** The signed-in user with role and department names, or undefined when the user is gone. */
export async function ownProfile(db: Queryable, userId: string): Promise<Row | undefined> {
  const rows = await db.query(
    `SELECT u.id, u.tenant_id, u.code, u.account, u.name, u.real_name, u.name AS nick_name, u.avatar, u.email,
            u.phone, u.birthday, u.sex, u.role_id, u.dept_id, u.post_id, u.status, u.create_time,
            (SELECT string_agg(r.role_name, ',' ORDER BY r.sort) FROM blade_role r
              WHERE r.id = ANY(string_to_array(nullif(u.role_id, ''), ',')::bigint[]) AND r.is_deleted = 0) AS role_name,
            (SELECT string_agg(d.dept_name, ',' ORDER BY d.sort) FROM blade_dept d
              WHERE d.id = ANY(string_to_array(nullif(u.dept_id, ''), ',')::bigint[]) AND d.is_deleted = 0) AS dept_name
       FROM blade_user u WHERE u.id = $1 AND u.is_deleted = 0`,
    [userId],
  )
  return rows[0]
}

export type GuestRegistration = { tenantId: string; account: string; name: string; oauthId?: string }

/**
 * Registers an account that waits for approval (status 0) in the tenant `tx` is scoped to, within
 * the tenant's account quota; `hashed` is the stored form of its password.
 */
export async function registerGuest(tx: Queryable, input: GuestRegistration, hashed: string): Promise<void> {
  const quota = await tx.query<{ accountNumber: number; used: number }>(
    `SELECT t.account_number, (SELECT count(*)::int FROM blade_user WHERE is_deleted = 0) AS used
       FROM blade_tenant t WHERE t.tenant_id = $1`,
    [input.tenantId],
  )
  const q = quota[0]
  if (q && q.accountNumber >= 0 && q.used >= q.accountNumber) {
    throw new AppError('BAD_REQUEST', 'tenantQuotaReached')
  }
  const taken = await tx.query('SELECT 1 FROM blade_user WHERE account = $1 AND is_deleted = 0', [input.account])
  if (taken.length) throw new AppError('BAD_REQUEST', 'accountTaken', { account: input.account })
  await tx.query(
    `INSERT INTO blade_user (id, tenant_id, account, password, name, real_name, oauth_id, status)
     VALUES ($1, $2, $3, $4, $5, $5, $6, 0)`,
    [nextId(), input.tenantId, input.account, hashed, input.name, input.oauthId || null],
  )
}
