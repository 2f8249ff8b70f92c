import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { languageFromHeader } from '#sync/i18n/language.ts'
import { findResource, resources } from '#sync/resources/index.ts'
import { areaActionWorks, areaCalls } from './areas.ts'
import { isPolicyTable } from './platform/db/change-feed.ts'
import { forgetTenantReads } from './platform/db/read-cache.ts'
import { AnswerCache } from './platform/http/answer-cache.ts'
import { compressAnswers, setAnswerHeader } from './platform/http/answer-headers.ts'
import { apiDocsHtml } from './platform/http/api-docs.ts'
import { apiLog } from './platform/http/api-log.ts'
import type { AppDeps, AppEnv } from './platform/http/app-env.ts'
import { AppError } from './platform/http/app-error.ts'
import { guardCall } from './platform/http/authenticate.ts'
import { buildOpenApi, type CallDef, defineCall, mountCalls } from './platform/http/calls.ts'
import { inputGuard } from './platform/http/input-guard.ts'
import { apiNotFound, onError } from './platform/http/on-error.ts'
import { securityHeaders } from './platform/http/security-headers.ts'
import { actionCalls } from './platform/records/action-calls.ts'
import { resourceCalls } from './platform/resources/resource-calls.ts'
import { deriveSecretKey } from './platform/resources/secret-fields.ts'

/** Answers shorter than this go uncompressed: gzip would save little and cost a stream. */
const COMPRESS_FROM_BYTES = 1024

/** Every call the server offers: hand-written areas, the declared actions and resources, and the API's own description. */
export function allCalls(): CallDef[] {
  const declared = resources.flatMap((r) =>
    resourceCalls(r, (child) => findResource(r.children?.[child]?.resource ?? '')),
  )
  const calls = [...areaCalls, ...actionCalls(areaActionWorks), ...declared]
  return [...calls, ...docsCalls(calls)]
}

/** The API's own description, public like any API document; the OpenAPI document is built on first ask. */
function docsCalls(calls: readonly CallDef[]): CallDef[] {
  let openApi: Record<string, unknown> | undefined
  const docs = { area: 'other', access: { public: true }, readOnly: true, raw: true, input: 'nothing' } as const
  return [
    defineCall({
      ...docs,
      method: 'GET',
      path: '/api/openapi.json',
      summary: 'This OpenAPI 3.1 document',
      output: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }),
      handler: (c) => {
        openApi ??= buildOpenApi(calls)
        return c.json(openApi)
      },
    }),
    defineCall({
      ...docs,
      method: 'GET',
      path: '/api/docs',
      summary: 'The API reference page',
      handler: (c) => c.html(apiDocsHtml(c.var.secureHeadersNonce ?? '')),
    }),
  ]
}

/**
 * Builds the app. Middleware order: request id, language, dependencies, body limit, input guard
 * (control characters), API log; then each call's route with its own guard (method, session,
 * permission) before its handler; 405 for other methods on a known path, 404, the one error handler.
 */
export function createApp(given: Omit<AppDeps, 'secretKey'> & { secretKey?: Uint8Array }) {
  const deps: AppDeps = {
    ...given,
    secretKey: given.secretKey ?? deriveSecretKey(given.signingKey),
    answers: given.answers ?? new AnswerCache(given.root.changes, given.config.answerCacheBytes),
  }
  // A committed change of who may see what drops the tenant's cached grants and data scopes, so a new grant holds at once.
  given.root.changes.subscribe((tenant, table) => {
    if (table === undefined || isPolicyTable(table)) forgetTenantReads(tenant)
  })
  const app = new Hono<AppEnv>()
  const calls = allCalls()

  app.use('*', async (c, next) => {
    c.set('requestId', c.req.header('x-request-id')?.slice(0, 64) || randomUUID())
    c.set('lang', languageFromHeader(c.req.header('accept-language')))
    c.set('deps', deps)
    await next()
    setAnswerHeader(c, 'X-Request-Id', c.get('requestId'))
  })
  app.use('*', securityHeaders())
  // Answers of 1 KB and more go gzipped to clients that accept it (built files come precompressed).
  app.use('*', compressAnswers(COMPRESS_FROM_BYTES))
  // JSON bodies are small; files (imports, uploads) come as multipart with their own limit, checked again per call.
  // The unread rest of a refused body is not drained: the answer says the connection closes, so clients reconnect.
  const tooLarge = (limit: number) => (c: Context<AppEnv>) => {
    c.header('Connection', 'close')
    throw new AppError('PAYLOAD_TOO_LARGE', 'bodyTooLarge', { limit })
  }
  const jsonLimit = bodyLimit({ maxSize: deps.config.bodyLimitBytes, onError: tooLarge(deps.config.bodyLimitBytes) })
  const fileLimit = bodyLimit({
    maxSize: deps.config.uploadLimitBytes,
    onError: tooLarge(deps.config.uploadLimitBytes),
  })
  // API answers carry a tenant's data or a session's secrets: no shared cache and no back button keeps
  // them, unless a call said otherwise (a picture a browser may keep for an hour).
  app.use('/api/*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', 'private, no-store')
    // The zone the answer's times are written in (the database's), so the console shows its own times in it.
    setAnswerHeader(c, 'X-Time-Zone', deps.config.timeZone)
  })
  app.use('/api/*', (c, next) => {
    // GET and HEAD carry no body to limit (and the check is a measurable part of a read).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    return /^multipart\/form-data/i.test(c.req.header('content-type') ?? '') ? fileLimit(c, next) : jsonLimit(c, next)
  })
  app.use('/api/*', inputGuard())
  app.use('/api/*', apiLog())
  mountCalls(app, calls, guardCall)
  app.all('/api/*', apiNotFound)
  mountWebApp(app, deps.config.webDir)
  app.notFound(apiNotFound)
  app.onError(onError)
  return app
}

/** Serves the built console; any other path gets index.html so client-side routes load. */
function mountWebApp(app: Hono<AppEnv>, webDir: string) {
  const index = join(webDir, 'index.html')
  if (!existsSync(index)) return
  const html = readFileSync(index, 'utf8')
  // One page serves both apps; under /floor it links the floor's own manifest, so the floor installs as itself.
  const floorHtml = html.replace('href="/manifest.webmanifest"', 'href="/floor/manifest.webmanifest"')
  // Hashed build files never change; the page, the worker and the manifest are checked each time.
  app.use('/*', async (c, next) => {
    await next()
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control'))
      c.res.headers.set(
        'Cache-Control',
        c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
  })
  // `npm run build` writes .br and .gz beside each file (vite-plugin-compression2); the best one the client accepts is sent.
  app.use('/*', serveStatic({ root: webDir, precompressed: true }))
  app.get('*', (c) => {
    // A missing file (an older build's chunk) is a 404, never the page: the console then reloads its route.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404)
    return c.html(c.req.path === '/floor' || c.req.path.startsWith('/floor/') ? floorHtml : html)
  })
}
