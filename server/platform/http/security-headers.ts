import type { MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from './app-env.ts'

/**
 * The policy the console and floor app work under: scripts only from this origin (plus the nonce
 * of a page's own inline script, as /api/docs has); inline styles, since Mantine sets them; images
 * from data: and blob: URLs (captcha, previews, scans); pdf.js and the service worker as workers;
 * frames of outside pages only inside /myiframe; never framed by another site.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'", NONCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  frameSrc: ["'self'", 'https:'],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
}

const HSTS = 'max-age=31536000; includeSubDomains'

/** Hono's secureHeaders with our policy, plus HSTS on answers served over TLS (directly or behind a TLS proxy). */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    strictTransportSecurity: false,
    xFrameOptions: 'SAMEORIGIN',
    referrerPolicy: 'strict-origin-when-cross-origin',
  })
  return async (c, next) => {
    await headers(c, next)
    const overTls = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https'
    if (overTls) c.res.headers.set('Strict-Transport-Security', HSTS)
  }
}
