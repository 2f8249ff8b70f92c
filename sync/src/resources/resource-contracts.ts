import { z } from 'zod'
import { defineContract } from '../http/contract.ts'
import { consoleOperations, type Operation, type ResourceDef, type RowOf, resourceBasePath } from './define-resource.ts'
import { idListSchema, pageAnswerSchema, recordAnswerSchema } from './resource-schemas.ts'

/** A record as the generic reads answer it: its declared fields and base columns; hooks may add keys. */
export type RecordAnswer<R extends ResourceDef> = Omit<RowOf<R>, 'tenantId' | 'createDept'> & Record<string, unknown>

/** The path of a generic operation the declaration offers (the catalogue's own name where it has one). */
function operationPath(resource: ResourceDef, op: Operation): string {
  const found = consoleOperations(resource).find((o) => o.op === op)
  if (!found) throw new Error(`${resourceBasePath(resource)} offers no ${op}`)
  return `${resourceBasePath(resource)}/${found.path}`
}

const typedRecord = <R extends ResourceDef>(resource: R) =>
  recordAnswerSchema(resource) as unknown as z.ZodType<RecordAnswer<R>>

/** A record's generic detail call (`detail?id=`), typed by the declaration. */
export function detailContract<R extends ResourceDef>(resource: R) {
  return defineContract({
    method: 'GET',
    path: operationPath(resource, 'detail'),
    input: { query: z.object({ id: z.string() }) },
    output: typedRecord(resource),
  })
}

/** A resource's generic page call: filters by field (with the list suffixes), page and size. */
export function pageContract<R extends ResourceDef>(resource: R, op: 'page' | 'list' = 'page') {
  return defineContract({
    method: 'GET',
    path: operationPath(resource, op),
    input: {
      query: z.looseObject({ current: z.number().int().optional(), size: z.number().int().optional() }) as z.ZodType<
        Record<string, string | number | boolean | undefined | null>
      >,
    },
    output: pageAnswerSchema(resource) as unknown as z.ZodType<
      Omit<z.output<ReturnType<typeof pageAnswerSchema>>, 'records'> & { records: RecordAnswer<R>[] }
    >,
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
