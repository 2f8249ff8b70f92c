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

/** The session an access token speaks for; 'expired' or 'invalid' when it cannot be trusted. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<Session | 'expired' | 'invalid'> {
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
    return {
      sid: payload.sid,
      userId: payload.sub,
      tenantId: payload.tid,
      account: String(payload.acc ?? ''),
      roleIds: strings(payload.rol),
      deptIds: strings(payload.dep),
      clientId: String(payload.cid ?? ''),
    }
  } catch (e) {
    return e instanceof errors.JWTExpired ? 'expired' : 'invalid'
  }
}
