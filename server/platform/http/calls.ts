import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from './app-env.ts'

/** Who may make a call: anybody (sign-in), or a signed-in user, optionally holding a permission code. */
export type CallAccess = { public: true } | { public?: false; permission?: string }

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

/** Registers the calls on the app, each with its declared methods. */
export function mountCalls(app: Hono<AppEnv>, calls: readonly CallDef[]): void {
  for (const call of calls) {
    const methods = call.alsoOther ? ['GET', 'POST'] : [call.method]
    app.on(methods, call.path, (c) => call.handler(c))
  }
}

/** Finds the call a request is for (the auth middleware reads its access rule). */
export function indexCalls(calls: readonly CallDef[]): Map<string, CallDef> {
  const index = new Map<string, CallDef>()
  for (const call of calls) {
    index.set(`${call.method} ${call.path}`, call)
    if (call.alsoOther) index.set(`${call.method === 'GET' ? 'POST' : 'GET'} ${call.path}`, call)
  }
  return index
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
        security: call.access.public ? [] : [{ bladeAuth: [] }],
        responses: {
          '200': { description: call.raw ? 'Raw answer' : 'Envelope {code, success, data, msg}' },
          '400': { description: 'Invalid input: msg names each field and why' },
          ...(call.access.public
            ? {}
            : { '401': { description: 'No valid token' }, '403': { description: 'No permission' } }),
        },
      }
      if (!call.access.public && call.access.permission) op['x-permission'] = call.access.permission
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
