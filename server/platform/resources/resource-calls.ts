import type { Context } from 'hono'
import { z } from 'zod'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Page } from '#sync/http/envelope.ts'
import { translate } from '#sync/i18n/messages.ts'
import {
  BASE_FIELDS,
  type Operation,
  type ResourceDef,
  resourceBasePath,
  resourceOperations,
  titleKeyOf,
} from '#sync/resources/define-resource.ts'
import {
  BATCH_IDS_LIMIT,
  childRowSchema,
  createSchema,
  exampleBody,
  fieldLabels,
  idListSchema,
  idSchema,
  idsParams,
  isId,
  pageAnswerSchema,
  recordAnswerSchema,
  updateSchema,
} from '#sync/resources/resource-schemas.ts'
import { isObserved } from '../db/change-feed.ts'
import { type Queryable, type Row, toSnake } from '../db/db.ts'
import type { AppEnv } from '../http/app-env.ts'
import { AppError, validationError } from '../http/app-error.ts'
import { requirePermission } from '../http/authenticate.ts'
import { listWhere } from '../http/call-input.ts'
import { type CallAccess, type CallDef, type CallTakes, defineCall } from '../http/calls.ts'
import { parseInput } from '../http/read-input.ts'
import { requestInfo } from '../http/request-info.ts'
import { ok, okJson } from '../http/respond.ts'
import { afterCommit, decorateRecords, removeRecords, saveRecord } from '../records/records.ts'
import { changeStatus } from '../records/transition.ts'
import { dataScopeCondition } from './data-scope.ts'
import { type ExportSheet, hooksOf } from './hooks.ts'
import { DEFAULT_IMPORT_MAX_ROWS, importRecords } from './import-records.ts'
import { listQuery, unmatchedBatchValues } from './list-query.ts'
import { nestTree } from './nest-tree.ts'
import { pageTotal } from './page-total.ts'
import {
  type Actor,
  findRecord,
  readRecord,
  readRecordJson,
  selectColumns,
  shownFrom,
  shownJsonColumns,
} from './record-store.ts'
import { exportColumns, importColumns, isSpreadsheet, readSheet, streamSheet, templateWorkbook } from './spreadsheet.ts'

/** Largest import file (spec 1 §5: 5 MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024
const EXPORT_BATCH = 1000
const SELECT_LIMIT = 100

/** Who acts in this request. */
export function actorOf(c: Context<AppEnv>): Actor {
  return { session: c.var.session, lang: c.var.lang, secretKey: c.var.deps.secretKey, origin: requestInfo(c) }
}

function requireId(c: Context<AppEnv>, raw: string | undefined, name = 'id'): string {
  if (!raw || !isId(raw)) {
    const lang = c.var.lang
    const field = BASE_FIELDS.id?.label[lang] ?? name
    const message = raw
      ? translate('fieldType', lang, { field, expected: translate('typeId', lang) })
      : translate('fieldRequired', lang, { field })
    throw validationError([{ field: name, message }])
  }
  return raw
}

/** A submitted id that names no live record of the caller's tenant: a 400 on the id, never a new record with it. */
export function unknownId(c: Context<AppEnv>, name = 'id') {
  const lang = c.var.lang
  return validationError([
    { field: name, message: `${BASE_FIELDS.id?.label[lang] ?? name}: ${translate('recordNotFound', lang)}` },
  ])
}

/** `ids=1,2,3` (or `id=`) from the query string, or from the parsed input given, each checked. */
export function readIds(c: Context<AppEnv>, body?: Row): string[] {
  const fromBody = body && (body.ids ?? body.id)
  const raw = (Array.isArray(fromBody) ? fromBody.join(',') : fromBody) ?? c.req.query('ids') ?? c.req.query('id') ?? ''
  const ids = String(raw)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (ids.length === 0) throw new AppError('VALIDATION', 'idsRequired')
  // One limit for every batch (BATCH_IDS_LIMIT), as the batch-ids schema of the action calls has.
  if (ids.length > BATCH_IDS_LIMIT) parseInput(c, z.object({ ids: idListSchema }), { ids })
  for (const id of ids) requireId(c, id, 'ids')
  return ids
}

async function decorate(tx: Queryable, c: Context<AppEnv>, resource: ResourceDef, records: Row[]) {
  await decorateRecords(tx, resource, actorOf(c), records)
}

/**
 * The spreadsheet a person uploaded as `file` (xlsx or csv, at most 5 MB), read into rows off the
 * event loop: a missing file, a larger one, one that is not a spreadsheet, or one past a limit of
 * SHEET_LIMITS (more than `maxRows` data rows among them) is a 400 in the caller's language.
 */
export async function readUploadedSheet(
  c: Context<AppEnv>,
  maxRows: number = DEFAULT_IMPORT_MAX_ROWS,
): Promise<string[][]> {
  const form = await c.req.parseBody().catch(() => {
    throw new AppError('VALIDATION', 'fileRequired')
  })
  const file = form.file
  if (!(file instanceof File)) throw new AppError('VALIDATION', 'fileRequired')
  if (file.size > IMPORT_MAX_BYTES) throw new AppError('VALIDATION', 'fileTooLarge', { limit: '5 MB' })
  const bytes = Buffer.from(await file.arrayBuffer())
  if (!isSpreadsheet(file.name, bytes)) throw new AppError('VALIDATION', 'fileFormat')
  return readSheet({ name: file.name, bytes }, { maxRows })
}

type ListInput = { query: Record<string, string> }
type BodyInput = { body: Row }
type ParamsInput = { params: Row }

/** Ids of a remove or status change, declared in sync/ so the console's contracts share them: readIds() checks them. */
export { idsParams }

/** What a generic operation's parts are built from: the resource, and how its child tables are found. */
type OperationOf = { resource: ResourceDef; findChild: (key: string) => ResourceDef }

/**
 * One generic operation, whole: its method, who may make it, what it reads, whether it changes
 * nothing (HEAD may serve it) and whether its answer may be kept (answer-cache.ts), and its
 * handler. The path comes from the declaration (`calls`, default OPERATION_PATHS in sync/, which
 * the console reads too).
 */
type OperationSpec = {
  method: 'GET' | 'POST'
  access: (resource: ResourceDef) => CallAccess
  input: (resource: ResourceDef) => CallTakes
  /** Changes nothing, so HEAD may serve it. */
  readOnly?: true
  /** Its answer may be kept while the tables it read do not change (only where they are all observed). */
  cacheable?: true
  /** Answers only its own method (file calls); the others answer GET and POST, as the catalogue does. */
  ownMethodOnly?: true
  /** The answer is a file, not the envelope. */
  raw?: true
  /** Documented with an example body that succeeds on the demo data. */
  example?: true
  /** What it answers inside the envelope (OpenAPI). */
  output?: (resource: ResourceDef) => z.ZodType
  handler: (of: OperationOf) => CallDef['handler']
}

/** Read by anybody signed in where the resource says so, else with its view permission. */
const viewAccess = (r: ResourceDef): CallAccess =>
  r.readableByAll ? { signedIn: true } : { permission: r.permissions.view }
const listInput = (r: ResourceDef): CallTakes => ({ query: listQuery, labels: fieldLabels(r) })
const idsInput = (r: ResourceDef): CallTakes => ({ params: idsParams, labels: fieldLabels(r) })
/** Add or edit is chosen from the id, then the body is checked with that schema (and child rows with theirs). */
const bodyInput =
  (documented: 'create' | 'update') =>
  (r: ResourceDef): CallTakes => ({
    body: z.record(z.string(), z.unknown()),
    labels: fieldLabels(r),
    documented: documented === 'update' ? updateSchema(r) : createSchema(r),
  })

/** A list read: GET, view access, the list query, read-only and kept. */
const listRead = (handler: OperationSpec['handler'], output?: OperationSpec['output']): OperationSpec => ({
  method: 'GET',
  access: viewAccess,
  input: listInput,
  readOnly: true,
  cacheable: true,
  ...(output ? { output } : {}),
  handler,
})
/** A saved or read record. */
const recordOut = (r: ResourceDef) => recordAnswerSchema(r)
/** A batch that went through: `true`. */
const doneOut = () => z.literal(true)

/** Every generic operation, one record each. */
const OPERATION_SPECS: Record<Operation, OperationSpec> = {
  page: listRead(pageHandler, pageAnswerSchema),
  list: listRead(pageHandler, pageAnswerSchema),
  detail: {
    method: 'GET',
    access: viewAccess,
    input: (r) => ({ query: z.object({ id: idSchema }), labels: fieldLabels(r) }),
    readOnly: true,
    cacheable: true,
    output: recordOut,
    handler: detailHandler,
  },
  select: listRead(selectHandler, (r) =>
    z.array(recordAnswerSchema(r).extend({ label: z.string(), value: z.string() })),
  ),
  tree: listRead(treeHandler(false), (r) => z.array(recordAnswerSchema(r))),
  lazyTree: listRead(treeHandler(true), (r) => z.array(recordAnswerSchema(r))),
  // Submit adds or edits, so it asks for either permission and its handler decides.
  submit: {
    method: 'POST',
    access: (r) => ({ permission: [r.permissions.add, r.permissions.edit] }),
    input: bodyInput('create'),
    example: true,
    output: recordOut,
    handler: submitHandler,
  },
  save: {
    method: 'POST',
    access: (r) => ({ permission: r.permissions.add }),
    input: bodyInput('create'),
    example: true,
    output: recordOut,
    handler: saveHandler('create'),
  },
  update: {
    method: 'POST',
    access: (r) => ({ permission: r.permissions.edit }),
    input: bodyInput('update'),
    output: recordOut,
    handler: saveHandler('update'),
  },
  remove: {
    method: 'POST',
    access: (r) => ({ permission: r.permissions.remove }),
    input: idsInput,
    output: doneOut,
    handler: removeHandler,
  },
  updateStatus: {
    method: 'POST',
    access: (r) => ({ permission: r.permissions.edit }),
    input: idsInput,
    output: doneOut,
    handler: updateStatusHandler,
  },
  // Export and template only build a file: read-only, never kept.
  export: {
    method: 'GET',
    access: (r) => ({ permission: r.permissions.view }),
    input: listInput,
    readOnly: true,
    ownMethodOnly: true,
    raw: true,
    handler: exportHandler,
  },
  template: {
    method: 'GET',
    access: (r) => ({ permission: r.permissions.view }),
    input: () => 'nothing',
    readOnly: true,
    ownMethodOnly: true,
    raw: true,
    handler: templateHandler,
  },
  import: {
    method: 'POST',
    access: (r) => ({ permission: r.permissions.add }),
    input: () => 'files',
    ownMethodOnly: true,
    output: () => z.object({ count: z.number().int() }),
    handler: importHandler,
  },
}

/** The generic calls of a declared resource, at /api/<module>/<name>/<path>. */
export function resourceCalls(resource: ResourceDef, findChild: (key: string) => ResourceDef): CallDef[] {
  const base = resourceBasePath(resource)
  const name = resource.label.en
  const childTables = Object.keys(resource.children ?? {}).map((key) => findChild(key).table)
  const observed = [resource.table, ...childTables].every(isObserved)
  return resourceOperations(resource).map(({ op, path }) => {
    const spec = OPERATION_SPECS[op]
    return defineCall({
      method: spec.method,
      alsoOther: !spec.ownMethodOnly,
      path: `${base}/${path}`,
      area: resource.area,
      summary: `${name}: ${op}`,
      access: spec.access(resource),
      ...(spec.readOnly ? { readOnly: true as const } : {}),
      ...(observed && spec.cacheable ? { cachedAnswer: true as const } : {}),
      input: spec.input(resource),
      example: spec.example ? exampleBody(resource) : undefined,
      raw: spec.raw === true,
      ...(spec.output ? { output: spec.output(resource) } : {}),
      handler: spec.handler({ resource, findChild }),
    })
  })
}

// ---- The handlers, one per operation ----

function pageHandler({ resource }: OperationOf): CallDef['handler'] {
  return (c, input: ListInput) => listPage(resource, c, input.query)
}

/** A page of a resource's records under a list query (the generic page's reading, for hand-written lists over the same records). */
export async function listPage(resource: ResourceDef, c: Context<AppEnv>, query: Record<string, string>) {
  // Records a hook decorates are shaped here; all others PostgreSQL writes as JSON text at once.
  const asJson = !hooksOf(resource)?.decorate
  const { records, rest } = await c.var.db.begin(async (tx) => {
    const q = await listWhere(tx, c, resource, query)
    const where = q.where.join(' AND ')
    const shown = shownFrom(resource)
    const select = `SELECT ${shown.columns} FROM ${shown.from} WHERE ${where} ORDER BY ${q.orderBy}
        LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`
    let records: Row[] | string
    let rows: number
    if (asJson) {
      // An aggregate over the ordered page alone keeps its order (no join above it to reorder the rows).
      const [built] = await tx.query<{ rows: number; records: string }>(
        `SELECT count(*)::int AS rows, '[' || coalesce(string_agg(row_to_json(p)::text, ','), '') || ']' AS records
           FROM (SELECT ${shownJsonColumns(resource, 't')} FROM (${select}) t) p`,
        q.params,
      )
      records = built?.records ?? '[]'
      rows = built?.rows ?? 0
    } else {
      records = await tx.query(select, q.params)
      rows = records.length
      await decorate(tx, c, resource, records)
    }
    const read = { offset: (q.current - 1) * q.size, rows, size: q.size, scope: c.var.session.tenantId }
    const { total, totalExact } = await pageTotal(tx, resource.table, where, q.params, read)
    const pages = Math.ceil(total / q.size)
    const unmatched = await unmatchedBatchValues(tx, resource.table, q, rows > 0)
    const rest = { total, totalExact, size: q.size, current: q.current, pages, ...(unmatched ? { unmatched } : {}) }
    return { records, rest }
  })
  if (typeof records !== 'string') return ok(c, { records, ...rest } satisfies Page<Row>)
  return okJson(c, `{"records":${records},${JSON.stringify(rest).slice(1)}`)
}

function detailHandler({ resource }: OperationOf): CallDef['handler'] {
  return async (c, input: { query: { id: string } }) => {
    const { id } = input.query
    // Records a hook decorates are shaped here; all others PostgreSQL writes as JSON text at once.
    const asJson = !hooksOf(resource)?.decorate
    const record = await c.var.db.begin(async (tx) => {
      const q = { params: [id] as unknown[] }
      const scope = await dataScopeCondition(tx, c.var.session, resource, q.params)
      const rows = scope
        ? await tx.query(`SELECT id FROM ${resource.table} WHERE id = $1 AND ${scope}`, q.params)
        : [{ id }]
      if (!rows.length) return undefined
      if (asJson) return readRecordJson(tx, resource, id)
      const found = await readRecord(tx, resource, id)
      if (found) await decorate(tx, c, resource, [found])
      return found
    })
    if (!record) throw new AppError('NOT_FOUND', 'recordNotFound')
    return typeof record === 'string' ? okJson(c, record) : ok(c, record)
  }
}

function selectHandler({ resource }: OperationOf): CallDef['handler'] {
  const titleKey = titleKeyOf(resource)
  return async (c, input: ListInput) => {
    const search = (input.query.search ?? input.query.name ?? '').trim().slice(0, 100)
    const records = await c.var.db.begin(async (tx) => {
      const q = await listWhere(tx, c, resource, input.query, { current: '1', size: String(SELECT_LIMIT), search: '' })
      if (search && titleKey) {
        q.params.push(`%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
        q.where.push(`${toSnake(titleKey)}::text ILIKE $${q.params.length}`)
      }
      return tx.query(
        `SELECT ${selectColumns(resource)} FROM ${resource.table} WHERE ${q.where.join(' AND ')} ORDER BY ${q.orderBy} LIMIT ${SELECT_LIMIT}`,
        q.params,
      )
    })
    return ok(c, selectAnswer(resource, records))
  }
}

function selectAnswer(resource: ResourceDef, records: Row[]) {
  const titleKey = titleKeyOf(resource) ?? Object.keys(resource.fields)[0] ?? 'id'
  return records.map((r) => ({ ...r, label: String(r[titleKey] ?? r.id), value: r.id }))
}

/** Submit adds or edits, by whether the body's id names a live record of the caller. */
function submitHandler({ resource, findChild }: OperationOf): CallDef['handler'] {
  const { permissions } = resource
  const labels = fieldLabels(resource)
  const create = withChildren(resource, createSchema(resource))
  const update = withChildren(resource, updateSchema(resource))
  return async (c, input: BodyInput) => {
    const raw = input.body
    const id = hasId(raw) ? requireId(c, String(raw.id)) : undefined
    // Only the server mints ids: an id names a live record of the caller's tenant (an update) or
    // nothing; one outside the caller's data scope names nothing either.
    if (id && !(await findRecord(c.var.db, resource, id, { actor: actorOf(c) }))) throw unknownId(c)
    await requirePermission(c, id ? permissions.edit : permissions.add)
    const body = parseInput(c, id ? update : create, raw, labels) as Row
    await validateChildren(c, resource, body, findChild)
    return saveAndAnswer(resource, c, body, raw)
  }
}

/** Save adds, update edits: the body is checked with that schema, child rows with theirs. */
function saveHandler(mode: 'create' | 'update') {
  return ({ resource, findChild }: OperationOf): CallDef['handler'] => {
    const labels = fieldLabels(resource)
    const schema = withChildren(resource, mode === 'create' ? createSchema(resource) : updateSchema(resource))
    return async (c, input: BodyInput) => {
      const raw = input.body
      const body = parseInput(c, schema, raw, labels) as Row
      await validateChildren(c, resource, body, findChild)
      return saveAndAnswer(resource, c, body, raw)
    }
  }
}

/** Saves one record through the record functions, in one transaction; answers the stored record. */
async function saveAndAnswer(resource: ResourceDef, c: Context<AppEnv>, input: Row, raw: Row) {
  const actor = actorOf(c)
  const saved = await c.var.db.begin(async (tx) => {
    const id = await saveRecord(tx, resource, input, actor, raw)
    const record = (await readRecord(tx, resource, id)) as Row
    await decorate(tx, c, resource, [record])
    return record
  })
  await afterCommit(c.var.deps.root, resource, actor, { op: 'save', ids: [String(saved.id)] })
  return ok(c, saved)
}

function hasId(raw: Row): boolean {
  return raw.id !== undefined && raw.id !== null && raw.id !== ''
}

/** Body of a save: the resource's fields plus each child table's rows. */
function withChildren(resource: ResourceDef, schema: z.ZodObject) {
  const extra: Record<string, z.ZodType> = {}
  for (const key of Object.keys(resource.children ?? {})) {
    extra[key] = z.array(z.record(z.string(), z.unknown())).max(1000).optional()
  }
  return schema.extend(extra)
}

/** Child rows are validated with the child's own schema (create or update by id). */
async function validateChildren(
  c: Context<AppEnv>,
  resource: ResourceDef,
  body: Row,
  findChild: (key: string) => ResourceDef,
) {
  for (const key of Object.keys(resource.children ?? {})) {
    const rows = body[key]
    if (!Array.isArray(rows)) continue
    const child = findChild(key)
    const fk = resource.children?.[key]?.foreignKey ?? ''
    body[key] = rows.map((row: Row) => {
      return {
        ...(parseInput(c, childRowSchema(child, fk, row), row, fieldLabels(child)) as Row),
        ...(hasId(row) ? { id: String(row.id) } : {}),
      }
    })
  }
}

function removeHandler({ resource }: OperationOf): CallDef['handler'] {
  return async (c, input: ParamsInput) => {
    const ids = readIds(c, input.params)
    const actor = actorOf(c)
    await c.var.db.begin(async (tx) => {
      await removeRecords(tx, resource, ids, actor)
    })
    await afterCommit(c.var.deps.root, resource, actor, { op: 'remove', ids })
    return ok(c, true)
  }
}

function updateStatusHandler({ resource }: OperationOf): CallDef['handler'] {
  return async (c, input: ParamsInput) => {
    const body = input.params
    const ids = readIds(c, body)
    const status = checkedStatus(c, resource, String(body.status ?? ''))
    const actor = actorOf(c)
    await c.var.db.begin((tx) => changeStatus(tx, actor, resource, ids, status))
    return ok(c, true)
  }
}

/** A status the resource's status dictionary has (when it has one), and an integer: else a 400 on `status`. */
function checkedStatus(c: Context<AppEnv>, resource: ResourceDef, status: string): string {
  const lang = c.var.lang
  const field = BASE_FIELDS.status?.label[lang]
  const entries = resource.statusDict ? findDictionary(resource.statusDict).entries : undefined
  if (entries && !entries.some((x) => x.key === status)) {
    const options = entries.map((x) => x.key).join(', ')
    throw validationError([{ field: 'status', message: translate('fieldOneOf', lang, { field, options }) }])
  }
  if (!/^-?\d{1,9}$/.test(status)) {
    const expected = translate('typeInteger', lang)
    throw validationError([{ field: 'status', message: translate('fieldType', lang, { field, expected }) }])
  }
  return status
}

type TreeNode = Row & {
  id: string
  parentId: string
  title: string
  key: string
  value: string
  children: TreeNode[]
  hasChildren: boolean
}

function treeColumn(resource: ResourceDef): string {
  const key = Object.entries(resource.fields).find(([, f]) => f.type === 'treeParent')?.[0]
  if (!key) throw new Error(`${resource.name} has no treeParent field`)
  return key
}

/** The whole tree nested, or (`lazy`) one level: the children of `parentId`, the roots without one. */
function treeHandler(lazy: boolean) {
  return ({ resource }: OperationOf): CallDef['handler'] =>
    async (c, input: ListInput) => {
      const parentKey = treeColumn(resource)
      const parentId = input.query.parentId
      if (lazy && parentId !== undefined && !/^(0|[1-9]\d{0,18})$/.test(parentId)) requireId(c, parentId, 'parentId')
      const rows = await c.var.db.begin(async (tx) => {
        const q = await listWhere(tx, c, resource, input.query, { current: '1', size: '1', parentId: '' })
        if (lazy) {
          q.params.push(parentId ?? '0')
          q.where.push(`${toSnake(parentKey)} = $${q.params.length}`)
        }
        const shown = shownFrom(resource)
        const found = await tx.query(
          `SELECT ${shown.columns},
                  EXISTS (SELECT 1 FROM ${resource.table} ch WHERE ch.${toSnake(parentKey)} = ${resource.table}.id AND ch.is_deleted = 0) AS has_children
             FROM ${shown.from} WHERE ${q.where.join(' AND ')} ORDER BY ${q.orderBy} LIMIT 5000`,
          q.params,
        )
        await decorate(tx, c, resource, found)
        return found
      })
      const nodes = treeNodes(rows, parentKey, titleKeyOf(resource) ?? parentKey)
      return ok(c, lazy ? [...nodes.values()] : nestTree(nodes.values()))
    }
}

function treeNodes(rows: Row[], parentKey: string, titleKey: string): Map<string, TreeNode> {
  const nodes = new Map<string, TreeNode>()
  for (const r of rows) {
    const id = String(r.id)
    nodes.set(id, {
      ...r,
      id,
      parentId: String(r[parentKey] ?? '0'),
      title: String(r[titleKey] ?? id),
      key: id,
      value: id,
      children: [],
      hasChildren: Boolean(r.hasChildren),
    })
  }
  return nodes
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A spreadsheet to download, named `<name>.<format>`. */
function fileAnswer(body: ConstructorParameters<typeof Response>[0], name: string, format: 'xlsx' | 'csv') {
  return new Response(body, {
    headers: {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  })
}

/** The list as a file (its own `exportSheet` where it has one), the filters checked before the download starts. */
function exportHandler({ resource }: OperationOf): CallDef['handler'] {
  return async (c, input: ListInput) => {
    const asked = input.query.format
    const format = asked === 'csv' || asked === 'xlsx' ? asked : (resource.exportFormat ?? 'xlsx')
    const sheet = hooksOf(resource)?.exportSheet
    if (sheet) return sheetExport(c, resource, sheet, input.query, format)
    const lang = c.var.lang
    // Check the filters before the download starts, so a bad one is a 400, not a broken file.
    await c.var.db.begin((tx) => listWhere(tx, c, resource, input.query, { current: '1', size: '1' }))
    const name = `${resource.name}-${new Date().toISOString().slice(0, 10)}.${format}`
    const rows = exportBatches(c, resource, input.query)
    return fileAnswer(streamSheet(format, exportColumns(resource, lang), rows, lang), name, format)
  }
}

/** The list's rows in batches of EXPORT_BATCH, each read in a transaction of its own. */
async function* exportBatches(c: Context<AppEnv>, resource: ResourceDef, query: Record<string, string>) {
  const db = c.var.db
  for (let page = 1; ; page++) {
    const rows = await db.begin(async (tx) => {
      const q = await listWhere(tx, c, resource, query, { current: String(page), size: String(EXPORT_BATCH) })
      // With the titles of linked records, which the file shows instead of their ids.
      const shown = shownFrom(resource)
      return tx.query(
        `SELECT ${shown.columns} FROM ${shown.from} WHERE ${q.where.join(' AND ')}
          ORDER BY ${q.orderBy} LIMIT ${EXPORT_BATCH} OFFSET ${(page - 1) * EXPORT_BATCH}`,
        q.params,
      )
    })
    if (rows.length) yield rows
    if (rows.length < EXPORT_BATCH) return
  }
}

/** The export of a list whose rows its own `exportSheet` gives (an order with its lines), filters checked first. */
async function sheetExport(
  c: Context<AppEnv>,
  resource: ResourceDef,
  sheet: ExportSheet,
  query: Record<string, unknown>,
  format: 'xlsx' | 'csv',
): Promise<Response> {
  const filters: Record<string, string> = {}
  for (const [k, v] of Object.entries(query)) {
    if (!['format', 'current', 'size'].includes(k) && v !== undefined && v !== null) filters[k] = String(v)
  }
  const actor = actorOf(c)
  await c.var.db.begin((tx) => sheet.check(tx, actor, filters))
  const name = `${resource.name}-${new Date().toISOString().slice(0, 10)}.${format}`
  const lang = c.var.lang
  return fileAnswer(streamSheet(format, sheet.columns(lang), sheet.rows(c.var.db, actor, filters), lang), name, format)
}

function templateHandler({ resource }: OperationOf): CallDef['handler'] {
  return async (c) => {
    const body = await templateWorkbook(importColumns(resource, c.var.lang))
    return fileAnswer(new Uint8Array(body), `${resource.name}-template.xlsx`, 'xlsx')
  }
}

/** Rows of an uploaded sheet added, or (`?mode=update`) the records they name by the resource's key updated. */
function importHandler({ resource }: OperationOf): CallDef['handler'] {
  return async (c) => {
    const mode = c.req.query('mode') ?? 'add'
    if ((mode !== 'add' && mode !== 'update') || (mode === 'update' && !resource.importUpdateKey)) {
      throw validationError([{ field: 'mode', message: translate('importMode', c.var.lang) }])
    }
    const sheet = await readUploadedSheet(c, resource.importMaxRows ?? DEFAULT_IMPORT_MAX_ROWS)
    const actor = actorOf(c)
    const count = await c.var.db.begin((tx) => importRecords(tx, resource, sheet, actor, mode))
    return ok(c, { count }, 'importDone')
  }
}
