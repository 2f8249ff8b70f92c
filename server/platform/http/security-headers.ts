import { Hono, type MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { setAnswerHeader } from './answer-headers.ts'
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

const OPTIONS = {
  strictTransportSecurity: false,
  xFrameOptions: 'SAMEORIGIN',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const

/** Paths whose page runs an inline script of its own, which the policy admits by a per-answer nonce. */
const NONCE_PATHS = new Set(['/api/docs'])

/**
 * Hono's secureHeaders with our policy, plus HSTS on answers served over TLS (directly or behind a
 * TLS proxy). Only the pages of NONCE_PATHS get a fresh nonce; every other answer gets the same
 * headers, worked out once by the same middleware (a nonce per answer cost 7% of a detail's time).
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const withNonce = secureHeaders({ ...OPTIONS, contentSecurityPolicy: CONTENT_SECURITY_POLICY })
  const fixed = fixedHeaders()
  return async (c, next) => {
    if (NONCE_PATHS.has(c.req.path)) await withNonce(c, next)
    else {
      await next()
      for (const [name, value] of await fixed) setAnswerHeader(c, name, value)
    }
    const overTls = c.req.url.startsWith('https:') || c.req.header('x-forwarded-proto') === 'https'
    if (overTls) setAnswerHeader(c, 'Strict-Transport-Security', HSTS)
  }
}

/** The headers secureHeaders sets with the policy minus the nonce, read off one answer of a probe. */
async function fixedHeaders(): Promise<[string, string][]> {
  const scriptSrc = CONTENT_SECURITY_POLICY.scriptSrc.filter((source) => source !== NONCE)
  const probe = new Hono()
  probe.use(secureHeaders({ ...OPTIONS, contentSecurityPolicy: { ...CONTENT_SECURITY_POLICY, scriptSrc } }))
  probe.get('/', (c) => c.body(null, 204))
  const answer = await probe.request('/')
  return [...answer.headers.entries()]
}
