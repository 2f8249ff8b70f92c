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
  childRowSchema,
  createSchema,
  exampleBody,
  fieldLabels,
  idSchema,
  isId,
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
import { ok } from '../http/respond.ts'
import { afterCommit, decorateRecords, removeRecords, saveRecord } from '../records/records.ts'
import { changeStatus } from '../records/transition.ts'
import { dataScopeCondition } from './data-scope.ts'
import { type ExportSheet, hooksOf } from './hooks.ts'
import { DEFAULT_IMPORT_MAX_ROWS, importRecords } from './import-records.ts'
import { listQuery, unmatchedBatchValues } from './list-query.ts'
import { nestTree } from './nest-tree.ts'
import { pageTotal } from './page-total.ts'
import { type Actor, findRecord, readRecord, selectColumns, shownFrom } from './record-store.ts'
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

/** Everything one resource's generic calls need. */

async function listPage(resource: ResourceDef, c: Context<AppEnv>, query: Record<string, string>) {
  const page = await c.var.db.begin(async (tx) => {
    const q = await listWhere(tx, c, resource, query)
    const where = q.where.join(' AND ')
    const shown = shownFrom(resource)
    const records = await tx.query(
      `SELECT ${shown.columns} FROM ${shown.from} WHERE ${where} ORDER BY ${q.orderBy}
        LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
      q.params,
    )
    const read = { offset: (q.current - 1) * q.size, rows: records.length, size: q.size, scope: c.var.session.tenantId }
    const { total, totalExact } = await pageTotal(tx, resource.table, where, q.params, read)
    await decorate(tx, c, resource, records)
    const pages = Math.ceil(total / q.size)
    const unmatched = await unmatchedBatchValues(tx, resource.table, q, records.length > 0)
    return {
      records,
      total,
      totalExact,
      size: q.size,
      current: q.current,
      pages,
      ...(unmatched ? { unmatched } : {}),
    } satisfies Page<Row>
  })
  return ok(c, page)
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
function withChildren(resource: ResourceDef, schema: z.ZodObject, mode: 'create' | 'update') {
  const extra: Record<string, z.ZodType> = {}
  for (const [key, child] of Object.entries(resource.children ?? {})) {
    void child
    extra[key] = z.array(z.record(z.string(), z.unknown())).max(1000).optional()
  }
  void mode
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

function selectAnswer(resource: ResourceDef, records: Row[]) {
  const titleKey = titleKeyOf(resource) ?? Object.keys(resource.fields)[0] ?? 'id'
  return records.map((r) => ({ ...r, label: String(r[titleKey] ?? r.id), value: r.id }))
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

/** The handler of each generic operation. */
function handlerOf(resource: ResourceDef, op: Operation, findChild: (key: string) => ResourceDef): CallDef['handler'] {
  const { permissions } = resource
  const labels = fieldLabels(resource)
  const create = withChildren(resource, createSchema(resource), 'create')
  const update = withChildren(resource, updateSchema(resource), 'update')
  switch (op) {
    case 'page':
    case 'list':
      return (c, input: ListInput) => listPage(resource, c, input.query)
    case 'detail':
      return async (c, input: { query: { id: string } }) => {
        const { id } = input.query
        const record = await c.var.db.begin(async (tx) => {
          const q = { params: [id] as unknown[] }
          const scope = await dataScopeCondition(tx, c.var.session, resource, q.params)
          const rows = scope
            ? await tx.query(`SELECT id FROM ${resource.table} WHERE id = $1 AND ${scope}`, q.params)
            : [{ id }]
          const found = rows.length ? await readRecord(tx, resource, id) : undefined
          if (found) await decorate(tx, c, resource, [found])
          return found
        })
        if (!record) throw new AppError('NOT_FOUND', 'recordNotFound')
        return ok(c, record)
      }
    case 'select':
      return async (c, input: ListInput) => {
        const search = (input.query.search ?? input.query.name ?? '').trim().slice(0, 100)
        const titleKey = titleKeyOf(resource)
        const records = await c.var.db.begin(async (tx) => {
          const q = await listWhere(tx, c, resource, input.query, {
            current: '1',
            size: String(SELECT_LIMIT),
            search: '',
          })
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
    case 'submit':
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
    case 'save':
      return async (c, input: BodyInput) => {
        const raw = input.body
        const body = parseInput(c, create, raw, labels) as Row
        await validateChildren(c, resource, body, findChild)
        return saveAndAnswer(resource, c, body, raw)
      }
    case 'update':
      return async (c, input: BodyInput) => {
        const raw = input.body
        const body = parseInput(c, update, raw, labels) as Row
        await validateChildren(c, resource, body, findChild)
        return saveAndAnswer(resource, c, body, raw)
      }
    case 'remove':
      return async (c, input: { params: Row }) => {
        const ids = readIds(c, input.params)
        const actor = actorOf(c)
        await c.var.db.begin(async (tx) => {
          await removeRecords(tx, resource, ids, actor)
        })
        await afterCommit(c.var.deps.root, resource, actor, { op: 'remove', ids })
        return ok(c, true)
      }
    case 'tree':
    case 'lazyTree':
      return async (c, input: ListInput) => {
        const parentKey = treeColumn(resource)
        const titleKey = titleKeyOf(resource) ?? parentKey
        const parentId = input.query.parentId
        if (op === 'lazyTree' && parentId !== undefined && !/^(0|[1-9]\d{0,18})$/.test(parentId))
          requireId(c, parentId, 'parentId')
        const rows = await c.var.db.begin(async (tx) => {
          const q = await listWhere(tx, c, resource, input.query, { current: '1', size: '1', parentId: '' })
          if (op === 'lazyTree') {
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
        const nodes = new Map<string, TreeNode>()
        for (const r of rows) {
          const id = String(r.id)
          const title = String(r[titleKey] ?? id)
          nodes.set(id, {
            ...r,
            id,
            parentId: String(r[parentKey] ?? '0'),
            title,
            key: id,
            value: id,
            children: [],
            hasChildren: Boolean(r.hasChildren),
          })
        }
        return ok(c, op === 'lazyTree' ? [...nodes.values()] : nestTree(nodes.values()))
      }
    case 'export':
      return async (c, input: ListInput) => {
        const asked = input.query.format
        const format = asked === 'csv' || asked === 'xlsx' ? asked : (resource.exportFormat ?? 'xlsx')
        const lang = c.var.lang
        const sheet = hooksOf(resource)?.exportSheet
        if (sheet) return sheetExport(c, resource, sheet, input.query, format)
        const columns = exportColumns(resource, lang)
        // Check the filters before the download starts, so a bad one is a 400, not a broken file.
        await c.var.db.begin((tx) => listWhere(tx, c, resource, input.query, { current: '1', size: '1' }))
        const db = c.var.db
        async function* batches() {
          for (let page = 1; ; page++) {
            const rows = await db.begin(async (tx) => {
              const q = await listWhere(tx, c, resource, input.query, {
                current: String(page),
                size: String(EXPORT_BATCH),
              })
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
        const name = `${resource.name}-${new Date().toISOString().slice(0, 10)}.${format}`
        return new Response(streamSheet(format, columns, batches(), lang), {
          headers: {
            'Content-Type':
              format === 'csv'
                ? 'text/csv; charset=utf-8'
                : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="${name}"`,
          },
        })
      }
    case 'template':
      return async (c) => {
        const body = await templateWorkbook(importColumns(resource, c.var.lang))
        return new Response(new Uint8Array(body), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="${resource.name}-template.xlsx"`,
          },
        })
      }
    case 'import':
      return async (c) => {
        // ?mode=update updates the records the rows name by the resource's key (a file re-imported as exported).
        const mode = c.req.query('mode') ?? 'add'
        if ((mode !== 'add' && mode !== 'update') || (mode === 'update' && !resource.importUpdateKey)) {
          throw validationError([{ field: 'mode', message: translate('importMode', c.var.lang) }])
        }
        const sheet = await readUploadedSheet(c, resource.importMaxRows ?? DEFAULT_IMPORT_MAX_ROWS)
        const actor = actorOf(c)
        const count = await c.var.db.begin((tx) => importRecords(tx, resource, sheet, actor, mode))
        return ok(c, { count }, 'importDone')
      }
    case 'updateStatus':
      return async (c, input: { params: Row }) => {
        const body = input.params
        const ids = readIds(c, body)
        const status = String(body.status ?? '')
        if (resource.statusDict && !findDictionary(resource.statusDict).entries.some((x) => x.key === status)) {
          const options = findDictionary(resource.statusDict)
            .entries.map((x) => x.key)
            .join(', ')
          throw validationError([
            {
              field: 'status',
              message: translate('fieldOneOf', c.var.lang, { field: BASE_FIELDS.status?.label[c.var.lang], options }),
            },
          ])
        }
        if (!/^-?\d{1,9}$/.test(status)) {
          throw validationError([
            {
              field: 'status',
              message: translate('fieldType', c.var.lang, {
                field: BASE_FIELDS.status?.label[c.var.lang],
                expected: translate('typeInteger', c.var.lang),
              }),
            },
          ])
        }
        const actor = actorOf(c)
        await c.var.db.begin((tx) => changeStatus(tx, actor, resource, ids, status))
        return ok(c, true)
      }
  }
}

const METHODS: Record<Operation, 'GET' | 'POST'> = {
  page: 'GET',
  list: 'GET',
  detail: 'GET',
  select: 'GET',
  tree: 'GET',
  lazyTree: 'GET',
  export: 'GET',
  template: 'GET',
  submit: 'POST',
  save: 'POST',
  update: 'POST',
  remove: 'POST',
  import: 'POST',
  updateStatus: 'POST',
}

/** The permission of each generic operation; submit adds or edits, so it asks for either and its handler decides. */
function accessOf(resource: ResourceDef, op: Operation): CallAccess {
  const p = resource.permissions
  switch (op) {
    case 'submit':
      return { permission: [p.add, p.edit] }
    case 'save':
    case 'import':
      return { permission: p.add }
    case 'update':
    case 'updateStatus':
      return { permission: p.edit }
    case 'remove':
      return { permission: p.remove }
    case 'export':
    case 'template':
      return { permission: p.view }
    default:
      return resource.readableByAll ? { signedIn: true } : { permission: p.view }
  }
}

/** Operations that change nothing, so HEAD may serve them (export and template only build a file). */
const READ_ONLY: ReadonlySet<Operation> = new Set([
  'page',
  'list',
  'detail',
  'select',
  'tree',
  'lazyTree',
  'export',
  'template',
])

type ListInput = { query: Record<string, string> }
type BodyInput = { body: Row }
/** Ids of a remove or status change (`ids=1,2,3` or `id=`), read from the query string or the body: readIds() checks them. */
export const idsParams = z.object({ ids: z.unknown().optional(), id: z.unknown().optional() }).catchall(z.unknown())

/** What each generic operation reads, parsed by the call pipeline before its handler. */
function inputOf(resource: ResourceDef, op: Operation): CallTakes {
  const labels = fieldLabels(resource)
  switch (op) {
    case 'page':
    case 'list':
    case 'select':
    case 'tree':
    case 'lazyTree':
    case 'export':
      return { query: listQuery, labels }
    case 'detail':
      return { query: z.object({ id: idSchema }), labels }
    case 'submit':
    case 'save':
    case 'update':
      // Add or edit is chosen from the id, then the body is checked with that schema (and child rows with theirs).
      return {
        body: z.record(z.string(), z.unknown()),
        labels,
        documented: op === 'update' ? updateSchema(resource) : createSchema(resource),
      }
    case 'remove':
    case 'updateStatus':
      return { params: idsParams, labels }
    case 'import':
      return 'files'
    case 'template':
      return 'nothing'
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
  return new Response(
    streamSheet(format, sheet.columns(c.var.lang), sheet.rows(c.var.db, actor, filters), c.var.lang),
    {
      headers: {
        'Content-Type':
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    },
  )
}

/** Reads whose answers may be kept until the tenant changes (exports and templates make files). */
const CACHEABLE: ReadonlySet<Operation> = new Set(['page', 'list', 'detail', 'select', 'tree', 'lazyTree'])

/** The generic calls of a declared resource, at /api/<module>/<name>/<path>. */
export function resourceCalls(resource: ResourceDef, findChild: (key: string) => ResourceDef): CallDef[] {
  const base = resourceBasePath(resource)
  const name = resource.label.en
  const childTables = Object.keys(resource.children ?? {}).map((key) => findChild(key).table)
  const observed = [resource.table, ...childTables].every(isObserved)
  return resourceOperations(resource).map(({ op, path }) =>
    defineCall({
      method: METHODS[op],
      alsoOther: op !== 'export' && op !== 'template' && op !== 'import',
      path: `${base}/${path}`,
      area: resource.area,
      summary: `${name}: ${op}`,
      access: accessOf(resource, op),
      ...(READ_ONLY.has(op) ? { readOnly: true as const } : {}),
      ...(observed && CACHEABLE.has(op) ? { cachedAnswer: true as const } : {}),
      input: inputOf(resource, op),
      example: op === 'submit' || op === 'save' ? exampleBody(resource) : undefined,
      raw: op === 'export' || op === 'template',
      handler: handlerOf(resource, op, findChild),
    }),
  )
}
