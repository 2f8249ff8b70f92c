import type { MiddlewareHandler } from 'hono'
import { translate } from '#sync/i18n/messages.ts'
import type { FieldProblem } from '#sync/resources/describe-issues.ts'
import { CONTROL_CHARACTERS } from '#sync/resources/resource-schemas.ts'
import type { AppEnv } from './app-env.ts'
import { validationError } from './app-error.ts'

const MAX_PROBLEMS = 20

/** How deep a JSON body may nest: no call takes more than a few levels; each level costs every reader a frame. */
export const MAX_JSON_DEPTH = 64

/**
 * Every string of a parsed JSON value (keys included) holding a control character, by its path, and
 * whether it nests deeper than MAX_JSON_DEPTH. Walked with a stack of its own, not recursion, so no
 * depth overflows the call stack.
 */
function dirtyStrings(body: unknown, out: string[]): { tooDeep: boolean } {
  type Item = { value: unknown; path: string; depth: number; dirtyKey?: boolean }
  // Children go on in reverse, so problems come out in the body's own order.
  const pending: Item[] = [{ value: body, path: '', depth: 0 }]
  for (let next = pending.pop(); next && out.length < MAX_PROBLEMS; next = pending.pop()) {
    const { value, path, depth } = next
    if (next.dirtyKey) out.push(path.replace(CONTROL_CHARACTERS, '?'))
    else if (typeof value === 'string') {
      if (CONTROL_CHARACTERS.test(value)) out.push(path || 'body')
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH) return { tooDeep: true }
      const children: Item[] = (Array.isArray(value) ? [...value.entries()] : Object.entries(value)).map(([k, v]) => ({
        value: v,
        path: path ? `${path}.${k}` : String(k),
        depth: depth + 1,
        dirtyKey: typeof k === 'string' && CONTROL_CHARACTERS.test(k),
      }))
      for (let i = children.length - 1; i >= 0; i--) pending.push(children[i] as Item)
    }
  }
  return { tooDeep: false }
}

/**
 * Refuses, before any handler or SQL sees them, control characters (NUL above all, which
 * PostgreSQL cannot store) in the path, any query value and any string of a JSON body, and a JSON
 * body nested deeper than MAX_JSON_DEPTH: a 400 naming each field, in the caller's language, for
 * hand-written and declared calls alike.
 */
export function inputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fields: string[] = []
    if (CONTROL_CHARACTERS.test(c.req.path)) fields.push('path')
    for (const [key, values] of Object.entries(c.req.queries())) {
      if (CONTROL_CHARACTERS.test(key) || values.some((v) => CONTROL_CHARACTERS.test(v))) {
        fields.push(key.replace(CONTROL_CHARACTERS, '?'))
      }
    }
    if (c.req.method === 'POST' && /^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch {
        // Not JSON: the call's own reading answers that (invalidJson).
      }
      if (dirtyStrings(body, fields).tooDeep) {
        throw validationError([
          { field: 'body', message: translate('jsonTooDeep', c.var.lang, { limit: String(MAX_JSON_DEPTH) }) },
        ])
      }
    }
    if (fields.length) {
      const lang = c.var.lang
      const problems: FieldProblem[] = fields
        .slice(0, MAX_PROBLEMS)
        .map((field) => ({ field, message: translate('fieldControlCharacters', lang, { field }) }))
      throw validationError(problems)
    }
    return next()
  }
}
