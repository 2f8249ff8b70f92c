import type { Context, Hono, MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { cachedAnswer } from './answer-cache.ts'
import type { AppEnv } from './app-env.ts'
import { AppError } from './app-error.ts'
import { parseInput, readJson } from './read-input.ts'

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

/** What a call reads, parsed once by the pipeline before its handler runs (a 400 names each bad field). */
export type CallInput = {
  /** The query string. */
  query?: z.ZodType
  /** The JSON body of a POST (a GET reads its query string as the body). */
  body?: z.ZodType
  /** The query string with the JSON body merged over it: BladeX clients send parameters either way. */
  params?: z.ZodType
  /** Field names for messages, in each language. */
  labels?: Record<string, Label>
  /**
   * The body as documented (OpenAPI), where the handler validates it in a second step it must
   * choose first (a generic submit adds or edits, by whether the id names a record).
   */
  documented?: z.ZodType
}

/** What a call takes: declared input, nothing, or a multipart form it reads itself (imports, uploads). */
export type CallTakes = CallInput | 'nothing' | 'files'

type Out<I, K extends string> =
  I extends Record<K, infer S> ? (S extends z.ZodType ? z.output<S> : undefined) : undefined

/** The parsed input a handler receives: each declared part, typed by its schema. */
export type ParsedInput<I> = { query: Out<I, 'query'>; body: Out<I, 'body'>; params: Out<I, 'params'> }

/**
 * One /api call: method, path, who may make it, what it takes and its handler. Every call of the
 * server is declared this way, so the route table, the guards, input parsing and the OpenAPI
 * document come from one list.
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
  /** Its answer may be kept until the tenant's data changes (answer-cache.ts); only for GET reads of observed tables. */
  cachedAnswer?: true
  /** What the call reads: parsed by the pipeline and handed to the handler. */
  input: CallTakes
  /** A body that succeeds against the demo data. */
  example?: unknown
  /** The answer's `data` inside the envelope (OpenAPI's answer schema; the raw answer for `raw` calls). */
  output?: z.ZodType
  /** The answer is raw JSON (token, captcha) or a file, not the envelope. */
  raw?: boolean
  // biome-ignore lint/suspicious/noExplicitAny: each call's handler is typed by its own input at defineCall
  handler: (c: Context<AppEnv>, input: any) => Promise<Response> | Response
}

/** A call as written: the handler's input is typed from the declared schemas. */
export type CallSpec<I extends CallTakes> = Omit<CallDef, 'input' | 'handler'> & {
  input: I
  handler: (c: Context<AppEnv>, input: ParsedInput<I>) => Promise<Response> | Response
}

/** Declares a call; its handler receives the parsed input. */
export function defineCall<const I extends CallTakes>(call: CallSpec<I>): CallDef {
  return call as CallDef
}

const NO_INPUT = { query: undefined, body: undefined, params: undefined }

/** Parses a call's declared input from the request, once: query, JSON body, or both merged. */
export async function readCallInput(c: Context<AppEnv>, call: Pick<CallDef, 'input'>) {
  const input = call.input
  if (typeof input === 'string') return NO_INPUT
  const labels = input.labels ?? {}
  const query = input.query ? parseInput(c, input.query, c.req.query(), labels) : undefined
  if (!input.body && !input.params) return { query, body: undefined, params: undefined }
  const raw = await readJson(c)
  const body = input.body ? parseInput(c, input.body, raw, labels) : undefined
  const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw)
  // A body that is not an object is validated as is, so it is refused naming the body.
  const params = input.params
    ? parseInput(c, input.params, isObject ? { ...c.req.query(), ...(raw as Record<string, unknown>) } : raw, labels)
    : undefined
  return { query, body, params }
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
    const answer = async (c: Context<AppEnv>) => call.handler(c, await readCallInput(c, call))
    const handle = CHECK_ANSWERS ? checkedAnswer(call, answer) : answer
    if (call.cachedAnswer) app.on(methods, call.path, guard(call), cachedAnswer, handle)
    else app.on(methods, call.path, guard(call), handle)
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

/** Under the tests every declared answer is checked against the call's output schema, so a schema that lies fails a test. */
const CHECK_ANSWERS = Boolean(process.env.VITEST) || process.env.CHECK_ANSWERS === '1'

/** Wraps a handler: a 200 JSON answer whose data does not match `call.output`, or of a call with none, throws, naming the call and the fields. */
function checkedAnswer(call: CallDef, answer: (c: Context<AppEnv>) => Promise<Response> | Response) {
  return async (c: Context<AppEnv>) => {
    const res = await answer(c)
    if (res.status !== 200 || !res.headers.get('Content-Type')?.includes('application/json')) return res
    // A raw call without an output is a file answer (declared-answers.test.ts holds the rest to declaring one).
    if (!call.output) {
      if (call.raw) throw new Error(`${call.method} ${call.path} answered JSON but declares no output`)
      return res
    }
    const body = (await res.clone().json()) as { data?: unknown }
    const found = call.raw ? body : body.data
    const checked = call.output.safeParse(found)
    if (!checked.success)
      throw new Error(
        `${call.method} ${call.path} answered outside its declared output: ${checked.error.issues
          .slice(0, 5)
          .map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`)
          .join('; ')}`,
      )
    return res
  }
}

/** Schemas the document's schemas refer to (recursive trees), by name: OpenAPI's components.schemas. */
type SharedSchemas = Record<string, unknown>

/**
 * A zod schema as JSON Schema. A recursive one refers to itself through `$defs`, which OpenAPI
 * resolves from the document's root: given `shared`, those move to components.schemas (named by
 * their meta id, else by `owner`) and the references follow.
 */
function jsonSchema(schema: z.ZodType, shared?: SharedSchemas, owner = ''): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >
  delete out.$schema
  const defs = out.$defs as SharedSchemas | undefined
  if (!defs || !shared) return out
  delete out.$defs
  const nameOf = (key: string) => (key.startsWith('__') ? `${owner}${key}` : key)
  const moved = <T>(value: T): T =>
    JSON.parse(
      JSON.stringify(value).replace(
        /"#\/\$defs\/([^"]+)"/g,
        (_, key: string) => `"#/components/schemas/${nameOf(key)}"`,
      ),
    )
  for (const [key, def] of Object.entries(defs)) shared[nameOf(key)] = moved(def)
  return moved(out)
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

/** The 200 answer: its schema where the call declares one, inside the envelope unless raw. */
function answerOf(call: CallDef, shared: SharedSchemas, owner: string): Record<string, unknown> {
  const description = call.raw ? 'Raw answer' : 'Envelope {code, success, data, msg}'
  if (!call.output) return { description }
  const data = jsonSchema(call.output, shared, owner)
  const schema = call.raw
    ? data
    : {
        type: 'object',
        properties: { code: { type: 'integer' }, success: { type: 'boolean' }, data, msg: { type: 'string' } },
        required: ['code', 'success', 'data', 'msg'],
      }
  return { description, content: { 'application/json': { schema } } }
}

const takes = (call: CallDef): CallInput => (typeof call.input === 'string' ? {} : call.input)

/** The OpenAPI 3.1 document of every declared call. */
export function buildOpenApi(calls: readonly CallDef[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  const shared: SharedSchemas = {}
  for (const call of calls) {
    const methods = call.alsoOther ? [call.method, call.method === 'GET' ? 'POST' : 'GET'] : [call.method]
    for (const method of methods) {
      const operationId = `${method.toLowerCase()}${call.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch: string) => (ch ?? '').toUpperCase())}`
      const op: Record<string, unknown> = {
        tags: [call.area],
        summary: call.summary,
        operationId,
        parameters: [
          ...queryParameters(takes(call).query),
          ...(method === 'GET' ? queryParameters(takes(call).params) : []),
        ],
        security: 'public' in call.access ? [] : [{ bladeAuth: [] }],
        responses: {
          '200': answerOf(call, shared, `${operationId}Answer`),
          '400': { description: 'Invalid input: msg names each field and why' },
          ...('public' in call.access
            ? {}
            : { '401': { description: 'No valid token' }, '403': { description: 'No permission' } }),
        },
      }
      if (permissionsOf(call.access).length) op['x-permission'] = permissionsOf(call.access).join(' | ')
      const bodySchema = takes(call).documented ?? takes(call).body ?? takes(call).params
      if (bodySchema && method === 'POST') {
        op.requestBody = {
          required: true,
          content: {
            'application/json': {
              schema: jsonSchema(bodySchema, shared, `${operationId}Body`),
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
      ...(Object.keys(shared).length ? { schemas: shared } : {}),
    },
    paths,
  }
}
