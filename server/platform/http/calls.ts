import type { Context, Hono, MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from './app-env.ts'
import { AppError } from './app-error.ts'

/**
 * Who may make a call, declared on every call (a test walks the routes and refuses one without):
 * anybody (sign-in), any signed-in user (their own profile, menus), or a signed-in user holding a
 * permission code (any one of several, where the handler then decides, as submit does: add or edit).
 */
export type CallAccess = { public: true } | { signedIn: true } | { permission: string | readonly string[] }

/** The permission codes a call asks for (any one suffices); none for public and signed-in calls. */
export function permissionsOf(access: CallAccess): readonly string[] {
  if (!('permission' in access)) return []
  return typeof access.permission === 'string' ? [access.permission] : access.permission
}

/**
 * One /api call: method, path, what it takes (for validation and OpenAPI) and its handler.
 * Every call of the server is declared this way, so the route table, the OpenAPI document and the
 * permission checks come from one list.
 */
export type CallDef = {
  method: 'GET' | 'POST'
  /** Also answer the other method (the catalogue's method-inferred calls accept both). */
  alsoOther?: boolean
  path: string
  area: string
  summary: string
  access: CallAccess
  /** Changes nothing, so HEAD may be served (as GET without a body); every other call refuses HEAD with 405. */
  readOnly?: true
  query?: z.ZodType
  body?: z.ZodType
  /** A body that succeeds against the demo data. */
  example?: unknown
  /** The answer is raw JSON (token, captcha) or a file, not the envelope. */
  raw?: boolean
  handler: (c: Context<AppEnv>) => Promise<Response> | Response
}

/** Declares a call (identity, for inference and grep). */
export function defineCall(call: CallDef): CallDef {
  return call
}

/** The HTTP methods a call answers (HEAD only where it is read-only). */
export function methodsOf(call: CallDef): string[] {
  const methods: string[] = call.alsoOther ? ['GET', 'POST'] : [call.method]
  if (call.readOnly && methods.includes('GET')) methods.push('HEAD')
  return methods
}

/**
 * Registers the calls on the app. `guard` runs on the matched route itself, so whatever method
 * reaches it (Hono serves HEAD through the GET route) meets the call's own access rule; any other
 * method on a known path is a 405 naming the allowed ones.
 */
export function mountCalls(
  app: Hono<AppEnv>,
  calls: readonly CallDef[],
  guard: (call: CallDef) => MiddlewareHandler<AppEnv>,
): void {
  const allowed = new Map<string, Set<string>>()
  for (const call of calls) {
    const methods = call.alsoOther ? ['GET', 'POST'] : [call.method]
    app.on(methods, call.path, guard(call), (c) => call.handler(c))
    for (const m of methodsOf(call))
      (allowed.get(call.path) ?? allowed.set(call.path, new Set()).get(call.path))?.add(m)
  }
  for (const [path, methods] of allowed) {
    const allow = [...methods].sort().join(', ')
    app.all(path, (c) => {
      c.header('Allow', allow)
      throw new AppError('METHOD_NOT_ALLOWED', 'methodNotAllowed', { method: c.req.method.slice(0, 10), allow })
    })
  }
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >
  delete out.$schema
  return out
}

function queryParameters(schema: z.ZodType | undefined) {
  if (!schema) return []
  const js = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] }
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: js.required?.includes(name) ?? false,
    schema: s,
  }))
}

/** The OpenAPI 3.1 document of every declared call. */
export function buildOpenApi(calls: readonly CallDef[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const call of calls) {
    const methods = call.alsoOther ? [call.method, call.method === 'GET' ? 'POST' : 'GET'] : [call.method]
    for (const method of methods) {
      const op: Record<string, unknown> = {
        tags: [call.area],
        summary: call.summary,
        operationId: `${method.toLowerCase()}${call.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch: string) => (ch ?? '').toUpperCase())}`,
        parameters: queryParameters(call.query),
        security: 'public' in call.access ? [] : [{ bladeAuth: [] }],
        responses: {
          '200': { description: call.raw ? 'Raw answer' : 'Envelope {code, success, data, msg}' },
          '400': { description: 'Invalid input: msg names each field and why' },
          ...('public' in call.access
            ? {}
            : { '401': { description: 'No valid token' }, '403': { description: 'No permission' } }),
        },
      }
      if (permissionsOf(call.access).length) op['x-permission'] = permissionsOf(call.access).join(' | ')
      if (call.body && method === 'POST') {
        op.requestBody = {
          required: true,
          content: {
            'application/json': {
              schema: jsonSchema(call.body),
              ...(call.example === undefined ? {} : { example: call.example }),
            },
          },
        }
      }
      paths[call.path] ??= {}
      ;(paths[call.path] as Record<string, unknown>)[method.toLowerCase()] = op
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Cross-border ERP back office API', version: '0.1.0' },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth', description: 'bearer <access_token>' },
        client: { type: 'http', scheme: 'basic', description: 'The OAuth client, e.g. saber:saber_secret' },
      },
    },
    paths,
  }
}
