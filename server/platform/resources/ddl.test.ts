import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { f, type ResourceDef } from '#sync/resources/define-resource.ts'
import { findResource } from '#sync/resources/index.ts'
import { createTableSql, sqlType } from './ddl.ts'

const label = (en: string) => ({ zh: en, en, ja: en })

describe('the SQL type of a field', () => {
  it('sizes text, files and link lists by their max, or by the default of each type', () => {
    expect(sqlType({ type: 'text', label: label('Name') })).toBe('varchar(255)')
    expect(sqlType({ type: 'text', label: label('Name'), max: 32 })).toBe('varchar(32)')
    expect(sqlType({ type: 'file', label: label('Logo') })).toBe('varchar(500)')
    expect(sqlType({ type: 'file', label: label('Logo'), max: 80 })).toBe('varchar(80)')
    expect(sqlType({ type: 'links', label: label('Shops') })).toBe('varchar(1000)')
    expect(sqlType({ type: 'links', label: label('Shops'), max: 200 })).toBe('varchar(200)')
  })

  it('maps the other types', () => {
    expect(sqlType(f.longText({ label: label('Body') }))).toBe('text')
    expect(sqlType(f.integer({ label: label('Count') }))).toBe('integer')
    expect(sqlType(f.bool({ label: label('On') }))).toBe('integer')
    expect(sqlType({ type: 'decimal', label: label('Rate') })).toBe('numeric(20,2)')
    expect(sqlType(f.decimal({ label: label('Rate'), scale: 6 }))).toBe('numeric(20,6)')
    expect(sqlType(f.datetime({ label: label('At') }))).toBe('timestamp(0)')
    expect(sqlType(f.date({ label: label('On') }))).toBe('date')
    expect(sqlType(f.link('erp/basebrand', { label: label('Brand') }))).toBe('bigint')
    expect(sqlType(f.treeParent({ label: label('Parent') }))).toBe('bigint')
  })

  it('stores a vocabulary of whole-number keys as integer, any other as text', () => {
    expect(sqlType(f.dict('enable_status', { label: label('Status') }))).toBe('integer')
    // Keys that are not numbers (USD, CNY) stay text.
    expect(sqlType(f.dict('currency', { label: label('Currency') }))).toBe('varchar(64)')
  })
})

describe('the CREATE TABLE of a declaration', () => {
  const probe: ResourceDef = {
    area: 'products',
    module: 'erp',
    name: 'ddlprobe',
    table: 'erp_ddl_probe',
    label: label('DDL probe'),
    fields: {
      parentId: f.treeParent({ label: label('Parent') }),
      brandId: f.link('erp/basebrand', { label: label('Brand') }),
      probeName: f.text({ label: label('Name'), max: 64, required: true }),
      unit: f.text({ label: label('Unit'), max: 8, required: true, default: 'pcs' }),
      digits: f.integer({ label: label('Digits'), required: true, default: 2 }),
      optionalDefault: f.integer({ label: label('Not required'), default: 5 }),
      enabled: f.bool({ label: label('Enabled'), default: 1 }),
      archived: f.bool({ label: label('Archived') }),
      secretKey: f.text({ label: label('Secret'), max: 64, secret: true }),
    },
    calls: ['page'],
    permissions: { view: 'p_view', add: 'p_add', edit: 'p_edit', remove: 'p_delete' },
  }

  it('writes the base columns, each field with its defaults, the key, the link indexes and the isolation', () => {
    expect(createTableSql(probe)).toBe(
      [
        '-- DDL probe (erp/ddlprobe)',
        'CREATE TABLE erp_ddl_probe (',
        '  id bigint NOT NULL,',
        '  tenant_id varchar(12) NOT NULL,',
        '  parent_id bigint NOT NULL DEFAULT 0,',
        '  brand_id bigint,',
        '  probe_name varchar(64),',
        "  unit varchar(8) NOT NULL DEFAULT 'pcs',",
        '  digits integer NOT NULL DEFAULT 2,',
        '  optional_default integer,',
        '  enabled integer NOT NULL DEFAULT 1,',
        '  archived integer NOT NULL DEFAULT 0,',
        '  secret_key text,',
        '  create_user bigint, create_dept bigint, create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),',
        '  update_user bigint, update_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),',
        '  status integer NOT NULL DEFAULT 1,',
        '  is_deleted integer NOT NULL DEFAULT 0, version integer NOT NULL DEFAULT 1,',
        '  PRIMARY KEY (tenant_id, id)',
        ');',
        'CREATE INDEX erp_ddl_probe_parent_id ON erp_ddl_probe (tenant_id, parent_id);',
        'CREATE INDEX erp_ddl_probe_brand_id ON erp_ddl_probe (tenant_id, brand_id);',
        "SELECT erp_isolate_tenant('erp_ddl_probe');",
      ].join('\n'),
    )
  })

  it('writes a declared status in the field order, with its default or 1, and no second one', () => {
    const withStatus = (status: ResourceDef['fields'][string]) =>
      createTableSql({ ...probe, fields: { code: f.text({ label: label('Code'), max: 16 }), status } })
    const declared = withStatus(f.integer({ label: label('Status'), default: 2 }))
    expect(declared).toContain('  code varchar(16),\n  status integer NOT NULL DEFAULT 2,\n  create_user')
    expect(declared.match(/status integer/g)).toHaveLength(1)
    const noDefault = withStatus(f.dict('enable_status', { label: label('Status') }))
    expect(noDefault).toContain('  code varchar(16),\n  status integer NOT NULL DEFAULT 1,\n  create_user')
    expect(noDefault.match(/status integer/g)).toHaveLength(1)
    // No link nor tree parent: no index.
    expect(noDefault).not.toContain('CREATE INDEX')
  })

  // Migrations are written from createTableSql (scripts/migration-for.ts): these were, unchanged since.
  const migrations = readdirSync(new URL('../../migrations/', import.meta.url))
    .filter((file) => file.endsWith('.sql'))
    .map((file) => readFileSync(new URL(`../../migrations/${file}`, import.meta.url), 'utf8'))
    .join('\n')
  it.each([
    'erp/basecategory',
    'erp/basecurrency',
    'erp/basefreight',
    'erp/baseshop',
    'erp/baseshopstore',
    'erp/logisticsproviders',
    'ware/wbasetransport',
  ])('is what the committed migration of %s says', (key) => {
    expect(migrations).toContain(createTableSql(findResource(key)))
  })
})
