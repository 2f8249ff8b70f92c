import type { Context, MiddlewareHandler } from 'hono'
import { isSessionOpen } from '../../auth/sign-in.ts'
import { verifyAccessToken } from '../auth/access-token.ts'
import { grantedCodes } from '../auth/permissions.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import type { AppEnv } from './app-env.ts'
import { AppError } from './app-error.ts'
import type { CallDef } from './calls.ts'

/**
 * Every /api call needs a valid `Blade-Auth: bearer <token>` of an open session, unless the call is
 * declared public; a call with a permission code also needs a role granting it. The tenant comes
 * from the token only, never from a header the caller can change.
 */
export function authenticate(callIndex: Map<string, CallDef>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const call = callIndex.get(`${c.req.method} ${c.req.path}`)
    if (call?.access.public) return next()
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
    const db = scopeToTenant(deps.root, { tenantId: session.tenantId, userId: session.userId })
    c.set('db', db)
    const permission = call && !call.access.public ? call.access.permission : undefined
    if (permission && !(await grantedCodes(db, session.tenantId, session.roleIds)).has(permission)) {
      throw new AppError('FORBIDDEN', 'forbidden', { permission })
    }
    return next()
  }
}

/** Checks a permission inside a handler, where the code depends on the input (submit: add or edit). */
export async function requirePermission(c: Context<AppEnv>, permission: string): Promise<void> {
  const { session, db } = c.var
  if (!(await grantedCodes(db, session.tenantId, session.roleIds)).has(permission)) {
    throw new AppError('FORBIDDEN', 'forbidden', { permission })
  }
}
