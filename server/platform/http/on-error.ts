import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { translate } from '#sync/i18n/messages.ts'
import { nextId } from '../db/next-id.ts'
import type { AppEnv } from './app-env.ts'
import { AppError } from './app-error.ts'

function envelope(c: Context<AppEnv>, status: number, msg: string, data: unknown = null) {
  return c.json({ code: status, success: false, data, msg }, status as 400)
}

/** Records an unexpected fault; the caller only ever sees the request id. */
async function recordFault(c: Context<AppEnv>, err: unknown): Promise<void> {
  const e = err instanceof Error ? err : new Error(String(err))
  console.error(`[${c.var.requestId}] ${c.req.method} ${c.req.path}`, e)
  try {
    await c.var.deps.root.query(
      `INSERT INTO blade_log_error (id, tenant_id, source, request_id, method, request_uri, user_agent, exception_name,
         message, stack_trace, params, create_by)
       VALUES ($1, $2, 'server', $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        nextId(),
        c.var.session?.tenantId ?? '',
        c.var.requestId,
        c.req.method,
        c.req.path.slice(0, 2000),
        c.req.header('user-agent')?.slice(0, 1000) ?? null,
        e.name.slice(0, 255),
        e.message,
        e.stack ?? null,
        new URL(c.req.url).search.slice(0, 4000),
        c.var.session?.account ?? null,
      ],
    )
  } catch (logFailure) {
    console.error(`[${c.var.requestId}] could not record the fault`, logFailure)
  }
}

/**
 * The one error handler: AppError becomes its status and a message in the caller's language
 * (validation failures name each field); anything else is a 500 without internals, logged.
 */
export const onError: ErrorHandler<AppEnv> = async (err, c) => {
  const lang = c.var.lang ?? 'zh'
  if (err instanceof AppError) {
    const details = err.problems.map((p) => p.message).join('; ')
    const msg = translate(err.messageKey, lang, { details, ...err.params })
    return envelope(c, err.status, msg, err.problems.length ? { errors: err.problems } : null)
  }
  if (err instanceof HTTPException && err.status < 500) {
    // Hono's own refusals (e.g. a malformed request line) keep their status.
    return envelope(c, err.status, err.message || translate('unknown', lang))
  }
  await recordFault(c, err)
  return envelope(c, 500, translate('internal', lang, { requestId: c.var.requestId }))
}

/** Unknown /api paths answer 404 in the envelope. */
export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  envelope(c, 404, translate('notFound', c.var.lang ?? 'zh', { path: c.req.path.slice(0, 200) }))
