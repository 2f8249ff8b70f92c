import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { strToU8, zipSync } from 'fflate'
import { z } from 'zod'
import { platformDictionaries } from '#sync/dictionaries/index.ts'
import { MENU_FOLDERS } from '#sync/menus/resource-menus.ts'
import {
  BASE_FIELDS,
  type Field,
  type FieldType,
  type ResourceDef,
  resourceBasePath,
} from '#sync/resources/define-resource.ts'
import { resources } from '#sync/resources/index.ts'
import type { Row } from '../platform/db/db.ts'
import { createTableSql } from '../platform/resources/ddl.ts'

const FIELD_TYPES = [
  'text',
  'longText',
  'integer',
  'decimal',
  'bool',
  'datetime',
  'date',
  'dict',
  'id',
  'link',
  'file',
] as const
const RESERVED = new Set([
  ...Object.keys(BASE_FIELDS).filter((k) => k !== 'status'),
  'tenantId',
  'isDeleted',
  'version',
])
const DICT_CODES = new Set(platformDictionaries().map((d) => d.code))
const RESOURCE_KEYS = new Set(resources.map((r) => `${r.module}/${r.name}`))

const labelSchema = z.object({
  zh: z.string().trim().min(1).max(64),
  en: z.string().trim().max(64).optional(),
  ja: z.string().trim().max(64).optional(),
})

/** One field of a code generator record (the JSON list in `fields`). */
export const fieldSpecSchema = z
  .object({
    key: z.string().regex(/^[a-z][A-Za-z0-9]{0,62}$/),
    type: z.enum(FIELD_TYPES),
    label: labelSchema,
    required: z.boolean().optional(),
    min: z.number().int().min(-1_000_000_000).max(1_000_000_000).optional(),
    max: z.number().int().min(1).max(1_000_000_000).optional(),
    scale: z.number().int().min(0).max(8).optional(),
    unique: z.boolean().optional(),
    list: z.boolean().optional(),
    search: z.boolean().optional(),
    sort: z.boolean().optional(),
    title: z.boolean().optional(),
    dict: z.string().max(64).optional(),
    target: z.string().max(128).optional(),
  })
  .strict()
export type FieldSpec = z.infer<typeof fieldSpecSchema>

/** What is wrong with a `fields` JSON text, as short English-neutral notes (empty when it is fine). */
export function fieldProblems(text: string): { specs: FieldSpec[]; problems: string[] } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { specs: [], problems: ['not JSON'] }
  }
  const parsed = z.array(fieldSpecSchema).min(1).max(200).safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'fields'}: ${i.message}`)
    return { specs: [], problems }
  }
  const problems: string[] = []
  const seen = new Set<string>()
  for (const s of parsed.data) {
    if (seen.has(s.key)) problems.push(`${s.key}: repeated`)
    seen.add(s.key)
    if (RESERVED.has(s.key)) problems.push(`${s.key}: base column`)
    if (s.type === 'dict' && !DICT_CODES.has(s.dict ?? ''))
      problems.push(`${s.key}: unknown dictionary ${s.dict ?? '-'}`)
    if (s.type === 'link' && !RESOURCE_KEYS.has(s.target ?? ''))
      problems.push(`${s.key}: unknown target ${s.target ?? '-'}`)
    if (s.key === 'status' && s.type !== 'dict' && s.type !== 'integer') problems.push('status: integer or dict')
  }
  return { specs: parsed.data, problems }
}

/** The fields of a generated declaration; the first text field is the title when none is. */
function declaredFields(specs: FieldSpec[]): Record<string, Field> {
  const hasTitle = specs.some((s) => s.title)
  const firstText = specs.find((s) => s.type === 'text')?.key
  const out: Record<string, Field> = {}
  for (const s of specs) {
    const { key, type, label, dict: _dict, target: _target, ...rest } = s
    out[key] = {
      type: type as FieldType,
      label: { zh: label.zh, en: label.en || label.zh, ja: label.ja || label.zh },
      ...(type === 'text' && rest.max === undefined ? { max: 255 } : {}),
      ...(type === 'decimal' && rest.scale === undefined ? { scale: 2 } : {}),
      ...(type === 'file' && rest.max === undefined ? { max: 500 } : {}),
      ...rest,
      ...(type === 'dict' ? { dict: s.dict } : {}),
      ...(type === 'link' ? { target: s.target } : {}),
      ...(!hasTitle && key === firstText ? { title: true } : {}),
    }
  }
  return out
}

/** The declaration a code generator record describes, built in memory. */
export function resourceOfCode(record: Row): ResourceDef {
  const { specs } = fieldProblems(String(record.fields ?? ''))
  const name = String(record.resourceName)
  const codeName = String(record.codeName)
  const folder = record.menuParent ? String(record.menuParent) : undefined
  return {
    area: String(record.area),
    module: String(record.module),
    name,
    table: String(record.tableName),
    label: { zh: codeName, en: String(record.labelEn || codeName), ja: String(record.labelJa || codeName) },
    fields: declaredFields(specs),
    calls: ['page', 'list', 'detail', 'select', 'submit', 'remove', 'export'],
    permissions: {
      view: `${name.toLowerCase()}_view`,
      add: `${name.toLowerCase()}_add`,
      edit: `${name.toLowerCase()}_edit`,
      remove: `${name.toLowerCase()}_delete`,
    },
    ...(folder && MENU_FOLDERS[folder] ? { menu: { parent: folder, sort: 100 } } : {}),
  }
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
const labelText = (l: { zh: string; en: string; ja: string }) =>
  `{ zh: ${quote(l.zh)}, en: ${quote(l.en)}, ja: ${quote(l.ja)} }`
const kebab = (s: string) => s.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)
const camel = (s: string) => s.replace(/[-_]([a-z0-9])/g, (_, ch: string) => ch.toUpperCase())

function fieldSource(key: string, field: Field): string {
  const options: string[] = [`label: ${labelText(field.label)}`]
  for (const flag of ['required', 'unique', 'list', 'search', 'sort', 'title'] as const) {
    if (field[flag]) options.push(`${flag}: true`)
  }
  for (const n of ['min', 'max'] as const) if (field[n] !== undefined) options.push(`${n}: ${field[n]}`)
  if (field.type === 'decimal' && field.scale !== undefined && field.scale !== 2) options.push(`scale: ${field.scale}`)
  const body = `{ ${options.join(', ')} }`
  if (field.type === 'dict') return `    ${key}: f.dict(${quote(field.dict ?? '')}, ${body}),`
  if (field.type === 'link') return `    ${key}: f.link(${quote(field.target ?? '')}, ${body}),`
  return `    ${key}: f.${field.type}(${body}),`
}

/** The declaration file, in this project's style. */
export function declarationSource(r: ResourceDef): string {
  const p = r.permissions
  return [
    "import { defineResource, f } from '../define-resource.ts'",
    '',
    `/** ${r.label.zh} (${r.label.en}): generated by the code generator; review the fields before committing. */`,
    `export const ${camel(r.name)} = defineResource({`,
    `  area: ${quote(r.area)},`,
    `  module: ${quote(r.module)},`,
    `  name: ${quote(r.name)},`,
    `  table: ${quote(r.table)},`,
    `  label: ${labelText(r.label)},`,
    '  fields: {',
    ...Object.entries(r.fields).map(([k, f]) => fieldSource(k, f)),
    '  },',
    `  calls: [${r.calls.map((c) => quote(typeof c === 'string' ? c : c.op)).join(', ')}],`,
    `  permissions: { view: ${quote(p.view)}, add: ${quote(p.add)}, edit: ${quote(p.edit)}, remove: ${quote(p.remove)} },`,
    ...(r.menu ? [`  menu: { parent: ${quote(r.menu.parent)}, sort: ${r.menu.sort} },`] : []),
    '})',
    '',
  ].join('\n')
}

/** A test skeleton beside the area's other tests: the generic suites cover CRUD, this one the rules. */
export function testSource(r: ResourceDef): string {
  const base = resourceBasePath(r)
  return [
    "import { afterAll, beforeAll, describe, expect, it } from 'vitest'",
    "import { openTestApp, type TestApp } from '../testing/test-app.ts'",
    '',
    'let t: TestApp',
    'let token: string',
    'beforeAll(async () => {',
    '  t = await openTestApp()',
    '  token = (await t.signIn()).access_token',
    '})',
    'afterAll(() => t.close())',
    '',
    `describe(${quote(r.label.en)}, () => {`,
    `  it('lists ${r.label.en.toLowerCase()} records in pages', async () => {`,
    `    const r = await t.call('GET', ${quote(`${base}/page`)}, { token, query: { current: 1, size: 10 } })`,
    '    expect(r.json.code).toBe(200)',
    '    expect(Array.isArray(r.json.data.records)).toBe(true)',
    '  })',
    '})',
    '',
  ].join('\n')
}

/** The next free migration number, from the migrations folder beside this server. */
function nextMigrationNumber(): string {
  let highest = 0
  try {
    for (const name of readdirSync(join(import.meta.dirname, '../migrations'))) {
      const n = Number(/^(\d{4})_/.exec(name)?.[1] ?? 0)
      if (n > highest) highest = n
    }
  } catch {
    // no migrations folder next to a bundled server: start after the last known one
  }
  return String(highest + 1).padStart(4, '0')
}

/** The zip of one or more code generator records: declaration, migration and test of each. */
export function generateZip(records: Row[]): Uint8Array {
  const files: Record<string, Uint8Array> = {}
  let number = Number(nextMigrationNumber())
  for (const record of records) {
    const r = resourceOfCode(record)
    const file = kebab(camel(r.name))
    files[`sync/src/resources/${r.area}/${file}.resource.ts`] = strToU8(declarationSource(r))
    files[`server/migrations/${String(number++).padStart(4, '0')}_${r.table}.sql`] = strToU8(
      `-- ${r.label.en}: generated by the code generator.\n${createTableSql(r)}\n`,
    )
    files[`server/${r.area}/${file}.test.ts`] = strToU8(testSource(r))
  }
  return zipSync(files)
}
