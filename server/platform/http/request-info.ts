import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { Origin } from '../actor.ts'
import type { AppEnv } from './app-env.ts'

/** The caller's address: the socket's peer when served by node, else the first forwarded address. */
export function remoteIp(c: Context<AppEnv>): string | null {
  try {
    const address = getConnInfo(c).remote.address
    if (address) return address.slice(0, 64)
  } catch {
    // app.request() in tests has no socket
  }
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim().slice(0, 64) || null
}

/** Where a request came from, as actors and logs keep it (never bodies, query strings or tokens). */
export function requestInfo(c: Context<AppEnv>): Origin {
  return {
    method: c.req.method,
    uri: c.req.path.slice(0, 2000),
    ip: remoteIp(c),
    userAgent: c.req.header('user-agent')?.slice(0, 1000) ?? null,
    requestId: c.var.requestId,
  }
}
