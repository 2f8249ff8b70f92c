import type { Label } from '../i18n/language.ts'
import type { DocumentKind } from './document-kinds.ts'

/** What a field holds; each maps to one zod schema, one SQL type and one console widget. */
export type FieldType =
  | 'text'
  | 'longText'
  | 'integer'
  | 'decimal'
  | 'bool'
  | 'datetime'
  | 'date'
  | 'dict'
  | 'id'
  | 'link'
  | 'links'
  | 'file'
  | 'treeParent'

/** A declared field of a resource. Column name = snake_case of the key. */
export type Field = {
  type: FieldType
  label: Label
  required?: boolean
  /** Length bounds for text, value bounds for numbers. */
  min?: number
  max?: number
  pattern?: RegExp
  /** What `pattern` asks, in words people read in the refusal ("8-16 characters with a digit ..."). */
  rule?: Label
  /** Digits after the point of a decimal (money is exact: numeric in SQL, a string in JSON). */
  scale?: number
  /**
   * Places a decimal shows in tables, forms and exports (money: 2, spec 1 §5), rounded half up;
   * without it a decimal shows exactly, without trailing zeros. What is stored stays exact.
   */
  shown?: number
  /** A fraction (0.2) that people read as a percentage (20%) in tables and exports. */
  percent?: boolean
  /** Dictionary code whose keys are the allowed values (type dict). */
  dict?: string
  /** Resource key `module/name` a link (or links) points to. */
  target?: string
  /**
   * A link whose choices depend on another field of the record: only target records whose
   * `targetField` equals this record's `field` are offered and accepted (a zone of the chosen
   * warehouse, a marketplace of the shop's platform). With `field` empty, any is.
   */
  dependsOn?: { field: string; targetField: string }
  /**
   * A text field chosen among another resource's live records and stored as one of their fields
   * rather than an id (a shop's currency code, its company's name): the form offers a searchable
   * picker and the server accepts only a value such a record has. `where` narrows the records.
   */
  choices?: { from: string; value: string; where?: Readonly<Record<string, string>> }
  /**
   * A document number the server gives on insert when none is sent, from the tenant's numbering
   * rule of this kind (`PK-20261202-0007`); one typed by hand is kept, and the running number skips it.
   */
  numbered?: DocumentKind
  /** Unique per tenant among live records; `uniqueWith` narrows it (e.g. among siblings). */
  unique?: boolean
  uniqueWith?: string[]
  /** Shown as a list column / offered as a filter / offered as a sort column. */
  list?: boolean
  search?: boolean
  sort?: boolean
  /** Searched with the batch input: up to 100 pasted values, fuzzy or exact (`_likeany` / `_in`). */
  batchSearch?: boolean
  /** The label of the record in drop-downs (`select`). */
  title?: boolean
  default?: string | number
  /** A value that succeeds against the demo data, for the OpenAPI example body. */
  example?: string | number
  /** Never sent to clients (secrets stored encrypted, e.g. shop auth tokens). */
  secret?: boolean
  /** A file field's accepted extensions (images and pdf when not given) and largest size in KB (2,048). */
  accept?: readonly string[]
  maxKb?: number
  /** A long text written as HTML in the rich-text editor (spec 1 §2.5); stored, checked and searched as long text. */
  rich?: boolean
  /**
   * Worked out by the server (totals, a posting's figures, who audited and when): a save never takes
   * it from its caller (its hooks may set it), and the form shows it only when viewing.
   */
  workedOut?: boolean
}

type FieldOptions = Omit<Field, 'type' | 'dict' | 'target'>

/** A field whose type is known to the compiler, so rows can be typed from the declaration (`RowOf`). */
export type FieldOf<T extends FieldType> = Field & { type: T }

/** Field builders: `f.text({ label, required: true, max: 100 })`. */
export const f = {
  text: (o: FieldOptions): FieldOf<'text'> => ({ type: 'text', ...o }),
  longText: (o: FieldOptions): FieldOf<'longText'> => ({ type: 'longText', ...o }),
  /** A long text written in the rich-text editor (bold, headings, lists, links, images), kept as HTML. */
  richText: (o: FieldOptions): FieldOf<'longText'> => ({ type: 'longText', rich: true, ...o }),
  integer: (o: FieldOptions): FieldOf<'integer'> => ({ type: 'integer', ...o }),
  /** Exact decimal (money, rates, weights): `scale` digits after the point, 2 by default. */
  decimal: (o: FieldOptions): FieldOf<'decimal'> => ({ type: 'decimal', scale: 2, ...o }),
  /** 0/1 flag, as BladeX stores them (isReturn, isFBA ...). */
  bool: (o: FieldOptions): FieldOf<'bool'> => ({ type: 'bool', ...o }),
  datetime: (o: FieldOptions): FieldOf<'datetime'> => ({ type: 'datetime', ...o }),
  date: (o: FieldOptions): FieldOf<'date'> => ({ type: 'date', ...o }),
  id: (o: FieldOptions): FieldOf<'id'> => ({ type: 'id', ...o }),
  dict: (code: string, o: FieldOptions): FieldOf<'dict'> => ({ type: 'dict', dict: code, ...o }),
  /** Id of a record of another resource, checked on save; that record cannot be removed while linked. */
  link: (target: string, o: FieldOptions): FieldOf<'link'> => ({ type: 'link', target, ...o }),
  /**
   * Ids of records of another resource, comma-separated as BladeX stores them (a user's roles,
   * departments and posts); each is checked on save, and none can be removed while linked.
   */
  links: (target: string, o: FieldOptions): FieldOf<'links'> => ({ type: 'links', target, max: 1000, ...o }),
  /** URL of an uploaded file. */
  file: (o: FieldOptions): FieldOf<'file'> => ({ type: 'file', max: 500, ...o }),
  /** Parent in a tree of the same resource ('0' at the root). */
  treeParent: (o: FieldOptions): FieldOf<'treeParent'> => ({ type: 'treeParent', ...o }),
}

/** A currency code field's choices: the tenant's currencies (erp/basecurrency), by code. */
export const CURRENCY_CHOICES = { from: 'erp/basecurrency', value: 'code' } as const

/** Comma-separated ids, as a `links` field stores them. */
export const ID_LIST_PATTERN = /^[1-9]\d{0,18}(,[1-9]\d{0,18})*$/

/** Fields that point at records of another resource: one id (`link`) or several (`links`). */
export function isLinkField(field: Field): field is Field & { type: 'link' | 'links'; target: string } {
  return (field.type === 'link' || field.type === 'links') && typeof field.target === 'string'
}

/** The generic operations a declaration can offer. */
export const OPERATIONS = [
  'page',
  'list',
  'detail',
  'select',
  'submit',
  'save',
  'update',
  'remove',
  'tree',
  'lazyTree',
  'export',
  'import',
  'template',
  'updateStatus',
] as const
export type Operation = (typeof OPERATIONS)[number]

/** Default URL segment of each operation. */
export const OPERATION_PATHS: Record<Operation, string> = {
  page: 'page',
  list: 'list',
  detail: 'detail',
  select: 'select',
  submit: 'submit',
  save: 'save',
  update: 'update',
  remove: 'remove',
  tree: 'tree',
  lazyTree: 'lazy-tree',
  export: 'export',
  import: 'import',
  template: 'template',
  updateStatus: 'updateStatus',
}

/** Kept for the first declarations: the CRUD call names. */
export type ResourceCall = Operation

/** A child table saved with its parent in one transaction (e.g. order items). */
export type ChildTable = {
  /** Resource key of the child. */
  resource: string
  /** Field of the child that holds the parent's id. */
  foreignKey: string
}

/** A plain record type declared once: routes, validation, OpenAPI and console pages derive from it. */
export type ResourceDef = {
  /** Business area (catalogue area): the folder name in sync, server, web and tests. */
  area: string
  /** URL prefix after /api, e.g. 'blade-desk' gives /api/blade-desk/<name>/page. */
  module: string
  name: string
  /** URL of the calls when it is not /api/<module>/<name> (e.g. '/api/blade-user', '/api/publishInformation'). */
  basePath?: string
  table: string
  label: Label
  fields: Record<string, Field>
  /**
   * The operations offered, each at its default path, or at the catalogue's own names
   * (`{ op: 'submit', path: 'saveOrUpdate' }`); several paths may serve one operation.
   */
  calls: readonly (Operation | { op: Operation; path: string })[]
  /**
   * Operations that hand-written calls serve at the same paths and conventions (platform-wide rows the
   * engine cannot write): the engine derives nothing from them; the console uses them like `calls`.
   */
  handWrittenCalls?: readonly (Operation | { op: Operation; path: string })[]
  /** Button codes that guard reading, adding, editing and removing (export and import use view and add). */
  permissions: { view: string; add: string; edit: string; remove: string }
  /**
   * Every signed-in user of the tenant may read the records (page, list, detail, select, trees), as
   * everyone reads the news shown after sign-in; `view` then guards only the export.
   */
  readableByAll?: boolean
  /** Default order of lists, e.g. 'create_time desc'. */
  defaultOrder?: string
  /** Children saved with the parent: body key → child table. */
  children?: Record<string, ChildTable>
  /** Allowed status changes (`from` → list of `to`), checked by updateStatus. */
  statusTransitions?: Record<string, readonly string[]>
  /** Dictionary of the status column, when the status is a business vocabulary. */
  statusDict?: string
  /** Format of `export` when the request does not say (`?format=csv|xlsx`); xlsx by default. */
  exportFormat?: 'xlsx' | 'csv'
  /** Largest import, in rows (5,000 by default; products 10,000). */
  importMaxRows?: number
  /**
   * A unique field by which an import may update records instead of adding them (products: the
   * system SKU), so a file exported, changed and imported again updates what it lists.
   */
  importUpdateKey?: string
  /** Only reachable through its parent (no menu entry of its own). */
  isChild?: boolean
  /** Menu placement: the console page of this resource lives under this area menu. */
  /**
   * Its menu entry: the folder, the order in it, the icon, and `path` where the entry opens a page
   * of its own at the spec's address (the download centre at /system/downloadCenter) instead of
   * the generic page at /<area>/<name>; `code`, the page's menu code where the resource shares its
   * permission codes with another page's resource (aged stock plans with stock); `buttons`, further
   * permission codes of the page that hand-written calls check (floor work).
   */
  menu?: {
    parent: string
    sort: number
    icon?: string
    path?: string
    code?: string
    buttons?: readonly { code: string; name: Label }[]
  }
  /**
   * Set on a second API of the same records (`alsoServedAt`): the key of the declaration that owns
   * the table, its rules (hooks) and its menu entry.
   */
  servedFrom?: string
  /** Permission codes these records were once guarded by (a retired second model): their grants carry over. */
  formerPermissions?: readonly ResourceDef['permissions'][]
  /**
   * Columns only the server writes and reads (a password's hash, a client's secret hash, the
   * sign-in counters, a tree's ancestors path): saved through the record layer with the record
   * (`server/platform/records/server-only.ts`), never answered, listed, exported, imported, offered
   * in a form or shown in OpenAPI, since all of those read `fields`. Key: the column in camelCase
   * (a `secret` field of the same name is what a client sends, which a hook turns into the stored value).
   */
  serverOnly?: Readonly<Record<string, ServerOnlyType>>
}

/** The SQL type a server-only column is written as (jsonb given as its JSON text, bytea as bytes). */
export type ServerOnlyType = 'text' | 'integer' | 'timestamp' | 'jsonb' | 'bytea'

/** The base columns every business record carries, sortable and filterable on every resource. */
export const BASE_FIELDS: Record<string, Field> = {
  id: { type: 'id', label: { zh: '主键', en: 'ID', ja: 'ID' }, search: true },
  createUser: { type: 'id', label: { zh: '创建人', en: 'Created by', ja: '作成者' }, search: true },
  createDept: { type: 'id', label: { zh: '创建部门', en: 'Created in', ja: '作成部署' }, search: true },
  createTime: {
    type: 'datetime',
    label: { zh: '创建时间', en: 'Created at', ja: '作成日時' },
    search: true,
    sort: true,
  },
  updateUser: { type: 'id', label: { zh: '修改人', en: 'Updated by', ja: '更新者' }, search: true },
  updateTime: {
    type: 'datetime',
    label: { zh: '修改时间', en: 'Updated at', ja: '更新日時' },
    search: true,
    sort: true,
  },
  status: { type: 'integer', label: { zh: '状态', en: 'Status', ja: 'ステータス' }, search: true, sort: true },
}

/** The key other declarations use to name a resource: `module/name`. */
export function resourceKey(r: Pick<ResourceDef, 'module' | 'name'>): string {
  return `${r.module}/${r.name}`
}

/** Where a resource's calls live: /api/<module>/<name>, unless the declaration says otherwise. */
export function resourceBasePath(r: Pick<ResourceDef, 'module' | 'name' | 'basePath'>): string {
  return r.basePath ?? `/api/${r.module}/${r.name}`
}

/** The key of the field that names a record in messages, pickers and link labels (`title: true`), if any. */
export function titleKeyOf(r: Pick<ResourceDef, 'fields'>): string | undefined {
  return Object.entries(r.fields).find(([, f]) => f.title)?.[0]
}

/** The operations of a declaration with the URL segment of each. */
export function resourceOperations(r: ResourceDef): { op: Operation; path: string }[] {
  return r.calls.map((c) => (typeof c === 'string' ? { op: c, path: OPERATION_PATHS[c] } : c))
}

/** The operations the console may use: the derived ones, then the hand-written ones. */
export function consoleOperations(r: ResourceDef): { op: Operation; path: string }[] {
  const handWritten = (r.handWrittenCalls ?? []).map((c) =>
    typeof c === 'string' ? { op: c, path: OPERATION_PATHS[c] } : c,
  )
  return [...resourceOperations(r), ...handWritten]
}

/**
 * The same records at a second API address (the warehouse floor's /api/ware/wbasestore beside the
 * ERP's /api/erp/basestore): the same table, fields, rules and permissions, its own calls, no menu
 * entry of its own. A record made through either is the same record in both.
 */
export function alsoServedAt<const R extends ResourceDef>(
  base: R,
  at: { area: string; module: string; name: string; calls: ResourceDef['calls'] },
): Omit<R, 'menu' | 'formerPermissions' | 'area' | 'module' | 'name' | 'calls'> & typeof at & { servedFrom: string } {
  const { menu: _ownedByBase, formerPermissions: _carried, ...rest } = base
  // The fields' literal types stay the base's, so hooks and calls read them typed.
  return { ...rest, ...at, servedFrom: resourceKey(base) } as unknown as Omit<
    R,
    'menu' | 'formerPermissions' | 'area' | 'module' | 'name' | 'calls'
  > &
    typeof at & { servedFrom: string }
}

/** Declares a resource; the registry and the conformance test read these. */
export function defineResource<const R extends ResourceDef>(resource: R): R {
  return resource
}

/** What a field of each type holds in a row: ids, decimals and times as strings (exact), numbers and flags as numbers. */
type ValueOf<F extends Field> = F['type'] extends 'integer' ? number : F['type'] extends 'bool' ? 0 | 1 : string

/**
 * A stored record of a resource, typed from its declaration: `RowOf<typeof baseProduct>`. Base
 * columns are always there; declared fields may be null.
 */
export type RowOf<R extends { fields: Record<string, Field> }> = {
  id: string
  tenantId: string
  version: number
  status: number
  isDeleted: number
  createUser: string | null
  createDept: string | null
  createTime: string
  updateUser: string | null
  updateTime: string
} & { -readonly [K in keyof R['fields']]: ValueOf<R['fields'][K]> | null }
