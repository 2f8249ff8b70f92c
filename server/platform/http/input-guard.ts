import type { MiddlewareHandler } from 'hono'
import { translate } from '#sync/i18n/messages.ts'
import type { FieldProblem } from '#sync/resources/describe-issues.ts'
import { CONTROL_CHARACTERS } from '#sync/resources/resource-schemas.ts'
import type { AppEnv } from './app-env.ts'
import { validationError } from './app-error.ts'

const MAX_PROBLEMS = 20

/** Every string of a parsed JSON value (keys included) holding a control character, by its path. */
function dirtyStrings(value: unknown, path: string, out: string[]): void {
  if (out.length >= MAX_PROBLEMS) return
  if (typeof value === 'string') {
    if (CONTROL_CHARACTERS.test(value)) out.push(path || 'body')
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) dirtyStrings(v, path ? `${path}.${i}` : String(i), out)
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const key = path ? `${path}.${k}` : k
      if (CONTROL_CHARACTERS.test(k)) out.push(key.replace(CONTROL_CHARACTERS, '?'))
      else dirtyStrings(v, key, out)
    }
  }
}

/**
 * Refuses, before any handler or SQL sees them, control characters (NUL above all, which
 * PostgreSQL cannot store) in the path, any query value and any string of a JSON body: a 400
 * naming each field, in the caller's language, for hand-written and declared calls alike.
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
      dirtyStrings(body, '', fields)
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
