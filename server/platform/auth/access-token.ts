import { errors, jwtVerify, SignJWT } from 'jose'
import type { Session } from '../http/app-env.ts'

const ISSUER = 'erp-back-office'

/** Signs a 1-hour (configurable) access token for a session. */
export function signAccessToken(key: Uint8Array, session: Session, seconds: number): Promise<string> {
  return new SignJWT({
    sid: session.sid,
    tid: session.tenantId,
    acc: session.account,
    rol: session.roleIds,
    dep: session.deptIds,
    cid: session.clientId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(session.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(key)
}

/** Tokens verified under each signing key, with their expiry (epoch seconds); at most VERIFIED_MAX per key. */
const verified = new WeakMap<Uint8Array, Map<string, { session: Session; exp: number }>>()
const VERIFIED_MAX = 10_000

/**
 * The session an access token speaks for; 'expired' or 'invalid' when it cannot be trusted. A token
 * verified once is known until it expires (the same text under the same key verifies the same way),
 * so each request does not verify its HMAC again; whether its session is still open is checked apart.
 */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<Session | 'expired' | 'invalid'> {
  let known = verified.get(key)
  if (!known) {
    known = new Map()
    verified.set(key, known)
  }
  const hit = known.get(token)
  if (hit) {
    if (Date.now() / 1000 < hit.exp) {
      return { ...hit.session, roleIds: [...hit.session.roleIds], deptIds: [...hit.session.deptIds] }
    }
    known.delete(token)
    return 'expired'
  }
  const session = await verifyToken(key, token)
  if (typeof session !== 'string') {
    known.set(token, { session: session.session, exp: session.exp })
    if (known.size > VERIFIED_MAX) known.delete(known.keys().next().value as string)
    return { ...session.session, roleIds: [...session.session.roleIds], deptIds: [...session.session.deptIds] }
  }
  return session
}

async function verifyToken(
  key: Uint8Array,
  token: string,
): Promise<{ session: Session; exp: number } | 'expired' | 'invalid'> {
  try {
    // A token without an expiry would never end: exp (and iat) are required, not merely checked when present.
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
    })
    const strings = (v: unknown) => (Array.isArray(v) ? v.map(String) : [])
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.tid !== 'string') {
      return 'invalid'
    }
    const session = {
      sid: payload.sid,
      userId: payload.sub,
      tenantId: payload.tid,
      account: String(payload.acc ?? ''),
      roleIds: strings(payload.rol),
      deptIds: strings(payload.dep),
      clientId: String(payload.cid ?? ''),
    }
    return { session, exp: Number(payload.exp) }
  } catch (e) {
    return e instanceof errors.JWTExpired ? 'expired' : 'invalid'
  }
}
