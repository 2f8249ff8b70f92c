import type { DbDriver } from '../db/db.ts'
import { READ_CACHE_TTL_MS, ReadCache } from '../db/read-cache.ts'

/**
 * What this process remembers about sessions and OAuth clients: the platform checks a session on
 * every call (authenticate.ts); the auth area opens and ends them, the system area forgets them
 * when a tenant, user or client changes. Platform code, so neither area imports the other for it.
 */

/** Verified client secrets, by client id: the digest of `id:secret` argon2 already accepted. */
export const verifiedClients = new Map<string, string>()

/** Forgets verified client secrets (clear-cache, a client's secret changed). */
export function clearClientCache(): void {
  verifiedClients.clear()
}

/** Sessions found open, kept 1 s: a session ended by another process stops working within a second. */
const openSessions = new ReadCache<boolean>(READ_CACHE_TTL_MS)

/**
 * Whether a session is still open (checked on every call). An ending in this process takes effect
 * at once (it forgets the session), one in another process within a second.
 */
export async function isSessionOpen(root: DbDriver, sid: string): Promise<boolean> {
  const open = await openSessions.get(sid, async () => {
    const rows = await root.query('SELECT 1 FROM blade_session WHERE sid = $1 AND revoked_at IS NULL', [sid])
    return rows.length > 0
  })
  // Only open sessions are kept: a closed one never opens again.
  if (!open) openSessions.forget(sid)
  return open
}

/** Forgets one session's open state, or every session's (after ending sessions by tenant or user). */
export function forgetSessions(sid?: string): void {
  if (sid) openSessions.forget(sid)
  else openSessions.forgetWhere(() => true)
}
