import type { Actor, Origin } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import { remoteIp, requestInfo } from '../platform/http/request-info.ts'

/** Where a request came from, as the logs keep it (never bodies, query strings or tokens). */
export type RequestInfo = Origin

export { remoteIp, requestInfo }

/** Log types of blade_log_usual (dictionary usual_log_type). */
export const USUAL_LOG = {
  signIn: 1,
  signOut: 2,
  tenantCreated: 3,
  tenantChanged: 4,
  tenantRemoved: 5,
  dictChanged: 6,
  paramChanged: 7,
  datasourceChanged: 8,
  codeGenerated: 9,
  offlineExport: 10,
} as const

/** One operational log entry: who did what, in which tenant. */
export type UsualLogEntry = {
  tenantId: string
  userId: string | null
  deptId?: string | null
  account: string | null
  type: (typeof USUAL_LOG)[keyof typeof USUAL_LOG]
  title: string
  data?: unknown
  request?: RequestInfo
}

/**
 * Writes an operational log entry in the caller's transaction, so it exists exactly when the
 * change it describes does. `tx` may be tenant-scoped (the entry's tenant must then be the scope's).
 */
export async function recordUsualLog(tx: Queryable, e: UsualLogEntry): Promise<void> {
  const data = e.data === undefined ? null : typeof e.data === 'string' ? e.data : JSON.stringify(e.data)
  await tx.query(
    `INSERT INTO blade_log_usual (id, tenant_id, log_type, title, log_data, create_by, method, request_uri, remote_ip,
       user_agent, request_id, create_user, create_dept, update_user)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $12)`,
    [
      nextId(),
      e.tenantId,
      e.type,
      e.title.slice(0, 255),
      data,
      e.account?.slice(0, 64) ?? null,
      e.request?.method ?? null,
      e.request?.uri ?? null,
      e.request?.ip ?? null,
      e.request?.userAgent ?? null,
      e.request?.requestId ?? null,
      e.userId,
      e.deptId ?? null,
    ],
  )
}

/** The entry of a change the signed-in user makes in this request. */
export function usualLogOf(
  c: Parameters<typeof requestInfo>[0],
  type: UsualLogEntry['type'],
  title: string,
  data?: unknown,
  tenantId = c.var.session.tenantId,
): UsualLogEntry {
  return actorLogOf({ session: c.var.session, origin: requestInfo(c) }, type, title, data, tenantId)
}

/** The entry of a change an actor makes, wherever it came from (a request, an import, a replayed command). */
export function actorLogOf(
  actor: Pick<Actor, 'session' | 'origin'>,
  type: UsualLogEntry['type'],
  title: string,
  data?: unknown,
  tenantId = actor.session.tenantId,
): UsualLogEntry {
  const s = actor.session
  return {
    tenantId,
    userId: s.userId,
    deptId: s.deptIds[0] ?? null,
    account: s.account,
    type,
    title,
    data,
    request: actor.origin,
  }
}
