import type { Context } from 'hono'
import type { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { describeIssues } from '#sync/resources/describe-issues.ts'
import type { AppEnv } from './app-env.ts'
import { AppError, validationError } from './app-error.ts'

/** Validates `input` with `schema`; a failure is a 400 naming each field in the caller's language. */
export function parseInput<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  input: unknown,
  labels: Record<string, Label> = {},
): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true })
  if (!result.success) throw validationError(describeIssues(result.error.issues, c.var.lang, labels))
  return result.data
}

/**
 * The JSON body of a POST. An empty body reads as `{}`; other content types, unparseable JSON and
 * (through the schema) arrays where objects belong are 400s, never 500s. A GET reads the query.
 */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  if (c.req.method === 'GET') return c.req.query()
  const text = await c.req.text()
  if (text.trim() === '') return {}
  const contentType = c.req.header('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType', { contentType: contentType || '-' })
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('BAD_REQUEST', 'invalidJson')
  }
}

/** Reads and validates the body. */
export async function readBody<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  labels: Record<string, Label> = {},
): Promise<z.output<S>> {
  return parseInput(c, schema, await readJson(c), labels)
}

/** Reads and validates the query string (repeated keys keep their last value). */
export function readQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S, labels: Record<string, Label> = {}) {
  return parseInput(c, schema, c.req.query(), labels)
}
