import { z } from 'zod'
import { defineContract } from '../http/contract.ts'
import type { ActionDef } from './define-action.ts'
import { consoleOperations, type Field, type Operation, type ResourceDef, resourceBasePath } from './define-resource.ts'
import { idListSchema, pageAnswerSchema, recordAnswerSchema } from './resource-schemas.ts'

/** One field's value as the generic reads answer it (answerValueSchema): whole numbers and flags as numbers, the rest as text. */
type AnswerValue<F extends Field> = F['type'] extends 'integer' | 'bool'
  ? number
  : F['type'] extends 'dict'
    ? number | string
    : string

/** A record as the generic reads answer it (recordAnswerSchema): base columns, declared fields, link titles; hooks may add keys. */
export type RecordAnswer<R extends ResourceDef> = {
  id: string
  createUser: string | null
  createTime: string | null
  updateUser: string | null
  updateTime: string | null
  status: number | null
  isDeleted: number
  version: number
} & { [K in Exclude<keyof R['fields'], 'status'>]?: AnswerValue<R['fields'][K]> | null } & {
  [K in keyof R['fields'] as R['fields'][K]['type'] extends 'link' | 'links' ? `${K & string}Label` : never]?:
    | string
    | null
} & Record<string, unknown>

/** The path of a generic operation the declaration offers (the catalogue's own name where it has one). */
function operationPath(resource: ResourceDef, op: Operation): string {
  const found = consoleOperations(resource).find((o) => o.op === op)
  if (!found) throw new Error(`${resourceBasePath(resource)} offers no ${op}`)
  return `${resourceBasePath(resource)}/${found.path}`
}

/** recordAnswerSchema typed by the declaration, for answers made of a resource's rows (`.and()` adds joined columns). */
export const recordAnswer = <R extends ResourceDef>(resource: R) =>
  recordAnswerSchema(resource) as unknown as z.ZodType<RecordAnswer<R>>

/** What a screen relies on beyond the declared fields: child rows a hook adds, columns it needs present. */
type Beside = z.ZodObject

const NOTHING_BESIDE = z.object({})

/**
 * A record's generic detail call (`detail?id=`), typed by the declaration and, where the screen reads
 * them, the child rows or columns the detail carries beside its fields (`beside`).
 */
export function detailContract<R extends ResourceDef, B extends Beside = typeof NOTHING_BESIDE>(
  resource: R,
  beside?: B,
) {
  return defineContract({
    method: 'GET',
    path: operationPath(resource, 'detail'),
    input: { query: z.object({ id: z.string() }) },
    output: recordAnswer(resource).and(beside ?? NOTHING_BESIDE) as unknown as z.ZodType<RecordAnswer<R> & z.output<B>>,
  })
}

/** A page's query as the console sends it: filters by field (with the list suffixes), page and size (the server's listQuery reads it). */
export const pageQuery = z.looseObject({
  current: z.number().int().optional(),
  size: z.number().int().optional(),
}) as z.ZodType<Record<string, string | number | boolean | undefined | null>>

/** A resource's generic page call: filters by field (with the list suffixes), page and size; rows typed as in detailContract. */
export function pageContract<R extends ResourceDef, B extends Beside = typeof NOTHING_BESIDE>(
  resource: R,
  _beside?: B,
  op: 'page' | 'list' = 'page',
) {
  return defineContract({
    method: 'GET',
    path: operationPath(resource, op),
    input: { query: pageQuery },
    output: pageAnswerSchema(resource) as unknown as z.ZodType<
      Omit<z.output<ReturnType<typeof pageAnswerSchema>>, 'records'> & { records: (RecordAnswer<R> & z.output<B>)[] }
    >,
  })
}

/**
 * A resource's generic submit call: adds, or edits when the id names a record (its fields as the
 * declaration's create and update schemas check them on the server); answers the saved record.
 */
export function submitContract<R extends ResourceDef>(resource: R) {
  return defineContract({
    method: 'POST',
    path: operationPath(resource, 'submit'),
    input: {
      body: z.record(z.string(), z.unknown()) as unknown as z.ZodType<
        { id?: string } & { [K in keyof R['fields']]?: unknown }
      >,
    },
    output: recordAnswer(resource),
  })
}

/** A resource's generic remove call (ids, a logical delete): answers true. */
export function removeContract(resource: ResourceDef) {
  return defineContract({
    method: 'POST',
    path: operationPath(resource, 'remove'),
    input: { params: z.object({ ids: idListSchema }) },
    output: z.literal(true),
  })
}

/** The ids of a batch beside an action's input, as the action's call reads them (one id, a list, or `1,2,3`). */
const batchIdsSent = z.union([
  z.object({ ids: z.union([z.string(), z.array(z.string())]) }),
  z.object({ id: z.string() }),
])

/**
 * A declared action's call (POST `<resource's base>/<call.path>`): ids beside the action's input and
 * its fixed fields (a status change by number). Its answer is the area's work's (`true` by default),
 * declared on the server, so the console reads it as unknown unless it names one.
 */
export function actionContract<I extends z.ZodType, O extends z.ZodType = z.ZodUnknown>(
  action: ActionDef<I>,
  output?: O,
) {
  if (!action.call) throw new Error(`${action.name} has no call`)
  return defineContract({
    method: 'POST',
    path: `${resourceBasePath(action.resource)}/${action.call.path}`,
    input: {
      params: batchIdsSent.and(action.input) as unknown as z.ZodType<
        ({ ids: string | string[] } | { id: string }) & z.input<I> & Record<string, unknown>
      >,
    },
    output: (output ?? z.unknown()) as O,
  })
}
