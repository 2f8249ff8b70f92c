import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { toSnake } from '../db/db.ts'

/** The SQL type a field is stored as (the declaration-matches-table test reads the same mapping). */
export function sqlType(field: Field): string {
  switch (field.type) {
    case 'text':
      return `varchar(${field.max ?? 255})`
    case 'file':
      return `varchar(${field.max ?? 500})`
    case 'longText':
      return 'text'
    case 'integer':
    case 'bool':
      return 'integer'
    case 'decimal':
      return `numeric(20,${field.scale ?? 2})`
    case 'datetime':
      return 'timestamp(0)'
    case 'date':
      return 'date'
    case 'id':
    case 'link':
    case 'treeParent':
      return 'bigint'
    case 'links':
      return `varchar(${field.max ?? 1000})`
    case 'dict':
      return findDictionary(field.dict ?? '').entries.every((e) => /^-?\d+$/.test(e.key)) ? 'integer' : 'varchar(64)'
  }
}

function columnSql(key: string, field: Field): string {
  const type = field.secret ? 'text' : sqlType(field)
  const parts = [`  ${toSnake(key)} ${type}`]
  if (field.type === 'treeParent') parts.push('NOT NULL DEFAULT 0')
  else if (field.type === 'bool') parts.push(`NOT NULL DEFAULT ${field.default ?? 0}`)
  else if (field.required && field.default !== undefined)
    parts.push(`NOT NULL DEFAULT ${typeof field.default === 'number' ? field.default : `'${field.default}'`}`)
  return parts.join(' ')
}

/**
 * The CREATE TABLE of a declaration, with the base columns, a key including tenant_id (ready for
 * distribution by tenant), indexes on links and tree parents, and tenant isolation. Migrations are
 * written from this (scripts/migration-for.ts) and committed; a test checks they still agree.
 */
export function createTableSql(resource: ResourceDef): string {
  const t = resource.table
  const status = resource.fields.status ? [] : ['  status integer NOT NULL DEFAULT 1']
  const columns = [
    '  id bigint NOT NULL',
    '  tenant_id varchar(12) NOT NULL',
    ...Object.entries(resource.fields).map(([k, f]) =>
      k === 'status' ? `  status integer NOT NULL DEFAULT ${f.default ?? 1}` : columnSql(k, f),
    ),
    '  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0)',
    '  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0)',
    ...status,
    '  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1',
    '  PRIMARY KEY (tenant_id, id)',
  ]
  const indexes = Object.entries(resource.fields)
    .filter(([, f]) => f.type === 'link' || f.type === 'treeParent')
    .map(([k]) => `CREATE INDEX ${t}_${toSnake(k)} ON ${t} (tenant_id, ${toSnake(k)});`)
  return [
    `-- ${resource.label.en} (${resource.module}/${resource.name})`,
    `CREATE TABLE ${t} (\n${columns.join(',\n')}\n);`,
    ...indexes,
    `SELECT erp_isolate_tenant('${t}');`,
  ].join('\n')
}
