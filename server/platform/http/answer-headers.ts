import type { Context, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import type { AppEnv } from './app-env.ts'

/**
 * Sets a header on the answer a call made. The node server's answers keep their body as given
 * until something reads it; Hono's `c.header` after the answer exists reads it (a copy of the
 * whole body per answer, a sixth of a page's time), the answer's own headers do not. An answer
 * whose headers are frozen (a fetched one) is copied by `c.header` as before.
 */
export function setAnswerHeader(c: Context<AppEnv>, name: string, value: string) {
  try {
    c.res.headers.set(name, value)
  } catch {
    c.header(name, value)
  }
}

/**
 * Gzip for clients that accept it, from `threshold` bytes; others get the answer as it is, with
 * `Vary: Accept-Encoding` all the same (Hono's middleware would read every answer's body first).
 */
export function compressAnswers(threshold: number): MiddlewareHandler<AppEnv> {
  const gzip = compress({ threshold })
  return async (c, next) => {
    if (/gzip|deflate/i.test(c.req.header('accept-encoding') ?? '')) return gzip(c, next)
    await next()
    const vary = c.res.headers.get('Vary')
    if (!vary) setAnswerHeader(c, 'Vary', 'Accept-Encoding')
    else if (vary !== '*' && !/accept-encoding/i.test(vary)) setAnswerHeader(c, 'Vary', `${vary}, Accept-Encoding`)
  }
}
