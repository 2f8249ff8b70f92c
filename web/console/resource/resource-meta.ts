import {
  consoleOperations,
  type Field,
  type Operation,
  type ResourceDef,
  resourceBasePath,
  titleKeyOf,
} from '#sync/resources/define-resource.ts'

/** A declared field with its key. */
export type KeyedField = { key: string; field: Field }

/** The URL of an operation the declaration offers (its first path), or null when it does not offer it. */
export function operationUrl(resource: ResourceDef, op: Operation): string | null {
  const found = consoleOperations(resource).find((o) => o.op === op)
  return found ? `${resourceBasePath(resource)}/${found.path}` : null
}

/** Whether the declaration offers an operation. */
export function offers(resource: ResourceDef, op: Operation): boolean {
  return consoleOperations(resource).some((o) => o.op === op)
}

/** The paged list call: `page`, else `list` (both are paged by the engine). */
export function listUrl(resource: ResourceDef): string | null {
  return operationUrl(resource, 'page') ?? operationUrl(resource, 'list')
}

/** Tree resources are drawn from their `tree` call. */
export function isTreeResource(resource: ResourceDef): boolean {
  return offers(resource, 'tree') && Object.values(resource.fields).some((f) => f.type === 'treeParent')
}

/** The key of the field that names a record (its `title`), else the first text field. */
export function titleKey(resource: ResourceDef): string | null {
  return titleKeyOf(resource) ?? Object.entries(resource.fields).find(([, f]) => f.type === 'text')?.[0] ?? null
}

/** The key of the treeParent field, if the resource is a tree. */
export function treeParentKey(resource: ResourceDef): string | null {
  return Object.entries(resource.fields).find(([, f]) => f.type === 'treeParent')?.[0] ?? null
}

/** Fields offered as filters, in declaration order (never secrets, ids or tree parents). */
export function searchFields(resource: ResourceDef): KeyedField[] {
  return Object.entries(resource.fields)
    .filter(([, f]) => f.search && !f.secret && f.type !== 'id' && f.type !== 'treeParent' && f.type !== 'file')
    .map(([key, field]) => ({ key, field }))
}

/** The table's columns: the `list` fields, else the first six readable ones. */
export function listColumns(resource: ResourceDef): KeyedField[] {
  const readable = Object.entries(resource.fields).filter(([, f]) => !f.secret && f.type !== 'treeParent')
  const listed = readable.filter(([, f]) => f.list)
  return (listed.length ? listed : readable.slice(0, 6)).map(([key, field]) => ({ key, field }))
}

/** Fields of the add/edit form, without the child's foreign key (it is set by the parent). */
export function formFields(resource: ResourceDef, exclude: readonly string[] = []): KeyedField[] {
  return Object.entries(resource.fields)
    .filter(([key]) => !exclude.includes(key))
    .map(([key, field]) => ({ key, field }))
}

/** Whether a column holds money or another exact decimal (right-aligned with its decimals). */
export function isNumeric(field: Field): boolean {
  return field.type === 'decimal' || field.type === 'integer'
}
