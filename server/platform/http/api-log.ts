import type { MiddlewareHandler } from 'hono'
import type { Queryable } from '../db/db.ts'
import { nextId } from '../db/next-id.ts'
import type { AppEnv } from './app-env.ts'
import { remoteIp } from './request-info.ts'

const COLUMNS = [
  'id',
  'tenant_id',
  'create_user',
  'create_dept',
  'update_user',
  'method',
  'request_uri',
  'http_status',
  'time',
  'create_by',
  'remote_ip',
  'user_agent',
  'request_id',
]
const FLUSH_ROWS = 100
const FLUSH_MS = 500

type Queue = { rows: unknown[][]; timer: NodeJS.Timeout | undefined; flushing: Promise<void> }
const queues = new WeakMap<Queryable, Queue>()

function queueOf(root: Queryable): Queue {
  let q = queues.get(root)
  if (!q) {
    q = { rows: [], timer: undefined, flushing: Promise.resolve() }
    queues.set(root, q)
  }
  return q
}

/** Writes the queued rows in one multi-row insert; a failure loses the batch, never a request. */
async function writeRows(root: Queryable, rows: unknown[][]): Promise<void> {
  const params = rows.flat()
  const tuples = rows.map((_, r) => `(${COLUMNS.map((_, i) => `$${r * COLUMNS.length + i + 1}`).join(', ')})`)
  try {
    await root.query(`INSERT INTO blade_log_api (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`, params)
  } catch (e) {
    // A database closed under the timer (shutdown, end of a test file) has nobody left to tell.
    if (!/closed|ended/i.test((e as Error).message)) {
      console.warn(`api log: ${rows.length} entries not recorded: ${(e as Error).message}`)
    }
  }
}

/** Writes what is queued now (tests call it to see the entries; the timer calls it otherwise). */
export function flushApiLog(root: Queryable): Promise<void> {
  const q = queueOf(root)
  if (q.timer) clearTimeout(q.timer)
  q.timer = undefined
  const rows = q.rows.splice(0)
  if (rows.length) q.flushing = q.flushing.then(() => writeRows(root, rows))
  return q.flushing
}

/**
 * Records one blade_log_api row per call of a signed-in user: method, path, HTTP status, duration,
 * user, tenant, address and user agent; never bodies, query strings or tokens. Rows are queued and
 * written in batches after the answer went out, so logging never delays a request.
 */
export function apiLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const session = c.get('session') as AppEnv['Variables']['session'] | undefined
    if (!session) return
    const root = c.var.deps.root
    const q = queueOf(root)
    q.rows.push([
      nextId(),
      session.tenantId,
      session.userId,
      session.deptIds[0] ?? null,
      session.userId,
      c.req.method.slice(0, 10),
      c.req.path.slice(0, 2000),
      c.res.status,
      Math.round(performance.now() - started),
      session.account.slice(0, 64),
      remoteIp(c),
      c.req.header('user-agent')?.slice(0, 1000) ?? null,
      c.var.requestId,
    ])
    if (q.rows.length >= FLUSH_ROWS) void flushApiLog(root)
    else if (!q.timer) {
      q.timer = setTimeout(() => void flushApiLog(root), FLUSH_MS)
      q.timer.unref()
    }
  }
}
