import type { Context, MiddlewareHandler } from 'hono'
import { verifyAccessToken } from '../auth/access-token.ts'
import { grantedCodes } from '../auth/permissions.ts'
import { isSessionOpen } from '../auth/sessions.ts'
import type { Db } from '../db/db.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import type { AppEnv } from './app-env.ts'
import { AppError } from './app-error.ts'
import { type CallDef, methodsOf, permissionsOf } from './calls.ts'

/**
 * The guard of one call, run on its matched route whatever the method: HEAD only where the call
 * is read-only; then a valid `Blade-Auth: bearer <token>` of an open session unless the call is
 * public; then one of the call's permission codes, if it declares any. The tenant comes from the
 * token only, never from a header the caller can change.
 */
export function guardCall(call: CallDef): MiddlewareHandler<AppEnv> {
  const permissions = permissionsOf(call.access)
  return async (c, next) => {
    if (c.req.method === 'HEAD' && !call.readOnly) {
      const allow = methodsOf(call).join(', ')
      c.header('Allow', allow)
      throw new AppError('METHOD_NOT_ALLOWED', 'methodNotAllowed', { method: 'HEAD', allow })
    }
    if ('public' in call.access) return next()
    const header = c.req.header('blade-auth') ?? ''
    const match = /^bearer\s+(\S+)$/i.exec(header.trim())
    if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'unauthorized')
    const { deps } = c.var
    const session = await verifyAccessToken(deps.signingKey, match[1])
    if (session === 'expired') throw new AppError('UNAUTHORIZED', 'tokenExpired')
    if (session === 'invalid' || !(await isSessionOpen(deps.root, session.sid))) {
      throw new AppError('UNAUTHORIZED', 'unauthorized')
    }
    c.set('session', session)
    const scoped = scopeToTenant(deps.root, { tenantId: session.tenantId, userId: session.userId })
    // A read-only call (one HEAD may reach) cannot write: its transactions are READ ONLY.
    const db: Db = call.readOnly ? readOnly(scoped) : scoped
    c.set('db', db)
    if (permissions.length) {
      const codes = await grantedCodes(db, session.tenantId, session.roleIds)
      if (!permissions.some((p) => codes.has(p))) {
        throw new AppError('FORBIDDEN', 'forbidden', { permission: permissions.join(' | ') })
      }
    }
    return next()
  }
}

/** `db` with every transaction READ ONLY, its single statements too. */
function readOnly(db: Db): Db {
  const begin: Db['begin'] = (work, options) => db.begin(work, { readOnly: true, ...options })
  return {
    begin,
    query: (sql, params, how) => begin((tx) => tx.query(sql, params, how)),
    exec: (script) => begin((tx) => tx.exec(script)),
  }
}

/** Checks a permission inside a handler, where the code depends on the input (submit: add or edit). */
export async function requirePermission(c: Context<AppEnv>, permission: string): Promise<void> {
  const { session, db } = c.var
  if (!(await grantedCodes(db, session.tenantId, session.roleIds)).has(permission)) {
    throw new AppError('FORBIDDEN', 'forbidden', { permission })
  }
}
