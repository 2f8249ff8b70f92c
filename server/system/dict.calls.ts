import type { Context } from 'hono'
import { z } from 'zod'
import { platformDictionaries } from '#sync/dictionaries/index.ts'
import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import {
  createSchema,
  exampleBody,
  fieldLabels,
  idSchema,
  isId,
  updateSchema,
} from '#sync/resources/resource-schemas.ts'
import { dict } from '#sync/resources/system/dict.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { requirePermission } from '../platform/http/authenticate.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { nestTree } from '../platform/resources/nest-tree.ts'
import { findRecord } from '../platform/resources/record-store.ts'
import { actorOf, readIds, unknownId } from '../platform/resources/resource-calls.ts'
import { removeDictEntries, writeDictEntry } from './dict.ts'
import { equals, idsParams, listQuery, pageOf } from './dict-page.ts'
import { recordUsualLog, USUAL_LOG, usualLogOf } from './log-usual.ts'

/** The tenant whose users run the platform (tenants, platform dictionaries). */
export const PLATFORM_TENANT = '000000'

/** Refuses callers outside the platform tenant. */
export function assertPlatform(c: Context<AppEnv>): void {
  if (c.var.session.tenantId !== PLATFORM_TENANT) throw new AppError('FORBIDDEN', 'system.admin.platformOnly')
}

/** Vocabularies declared in sync/src/dictionaries: they are rewritten at every start, so not edited here. */
const DECLARED_CODES = new Set(platformDictionaries().map((d) => d.code))
const LABELS = fieldLabels(dict)
const VALUE_COLUMN: Record<Language, string> = { zh: 'dict_value', en: 'dict_value_en', ja: 'dict_value_ja' }

const dictionaryQuery = z.object({ code: z.string().trim().min(1).max(255) })
const childQuery = listQuery.extend({ parentId: idSchema })
const idQuery = z.object({ id: idSchema })
const treeQuery = z.object({ code: z.string().trim().max(255).optional() })
const codesQuery = z.object({ code: z.string().trim().max(2000).optional() })

/** The label of an entry in the caller's language (zh when the translation is empty). */
function localValue(lang: Language): string {
  return lang === 'zh' ? 'dict_value' : `coalesce(nullif(${VALUE_COLUMN[lang]}, ''), dict_value)`
}

function hasId(raw: Row): boolean {
  return raw.id !== undefined && raw.id !== null && raw.id !== ''
}

/** Only fields that were sent (undefined means "keep"). */
function sent(body: Row): Row {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))
}

/**
 * The rules of a platform dictionary row: entries take their parent's code and need a key, a
 * dictionary (parent) has key -1; declared vocabularies are read-only; (code, key) is unique.
 */
async function checkEntry(tx: Queryable, lang: Language, merged: Row, id: string, existing: Row | undefined) {
  if (existing && DECLARED_CODES.has(String(existing.code))) {
    throw new AppError('VALIDATION', 'system.admin.dictDeclared', { code: existing.code })
  }
  const parentId = String(merged.parentId ?? '0')
  if (parentId !== '0') {
    const parents = await tx.query<{ code: string; parentId: string }>(
      'SELECT code, parent_id FROM blade_dict WHERE id = $1 AND is_deleted = 0',
      [parentId],
    )
    const parent = parents[0]
    if (!parent) {
      throw validationError([{ field: 'parentId', message: translate('system.admin.dictParentMissing', lang) }])
    }
    if (parent.parentId !== '0' || parentId === id) throw new AppError('VALIDATION', 'system.admin.dictNested')
    if (existing && String(existing.parentId) === '0') {
      const children = await tx.query('SELECT 1 FROM blade_dict WHERE parent_id = $1 AND is_deleted = 0 LIMIT 1', [id])
      if (children.length) throw new AppError('VALIDATION', 'system.admin.dictNested')
    }
    merged.code = parent.code
    if (!merged.dictKey) {
      throw validationError([{ field: 'dictKey', message: translate('system.admin.dictKeyRequired', lang) }])
    }
  } else {
    merged.dictKey = '-1'
  }
  if (DECLARED_CODES.has(String(merged.code))) {
    throw new AppError('VALIDATION', 'system.admin.dictDeclared', { code: merged.code })
  }
  const taken = await tx.query(
    'SELECT 1 FROM blade_dict WHERE code = $1 AND dict_key = $2 AND id <> $3 AND is_deleted = 0 LIMIT 1',
    [merged.code, merged.dictKey, id],
  )
  if (taken.length) {
    const field = parentId === '0' ? 'code' : 'dictKey'
    const value = parentId === '0' ? merged.code : merged.dictKey
    throw validationError([
      { field, message: translate('fieldTaken', lang, { field: LABELS[field]?.[lang] ?? field, value }) },
    ])
  }
}

/** Inserts or updates one platform dictionary row as the owner (erp_app may only read blade_dict). */
async function saveEntry(c: Context<AppEnv>, body: Row, id: string, existing: Row | undefined): Promise<Row> {
  const { lang } = c.var
  return c.var.deps.root.begin(async (tx) => {
    const merged: Row = { ...(existing ?? { parentId: '0', isSealed: 0 }), ...sent(body) }
    await checkEntry(tx, lang, merged, id, existing)
    const values: Row = {
      parentId: String(merged.parentId ?? '0'),
      code: merged.code,
      dictKey: merged.dictKey,
      dictValue: merged.dictValue,
      dictValueEn: merged.dictValueEn || (existing ? '' : merged.dictValue),
      dictValueJa: merged.dictValueJa || (existing ? '' : merged.dictValue),
      sort: merged.sort,
      remark: merged.remark ?? null,
      isSealed: Number(merged.isSealed ?? 0),
    }
    const saved = await writeDictEntry(tx, actorOf(c), values, existing, body.version)
    await recordUsualLog(
      tx,
      usualLogOf(
        c,
        USUAL_LOG.dictChanged,
        translate(existing ? 'system.log.dictChanged' : 'system.log.dictAdded', c.var.lang, {
          code: merged.code,
          key: merged.dictKey,
        }),
      ),
    )
    return (await findRecord(tx, dict, saved)) as Row
  })
}

/** Platform vocabularies: lists and tree for the dictionary screens, drop-down entries, and their upkeep. */
export const dictCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/dict/dictionary',
    area: 'system',
    summary: 'The entries of one vocabulary (code=X): {id, parentId, code, dictKey, dictValue, sort, remark, isSealed}',
    // Drop-downs of every screen read vocabularies: any signed-in user may.
    access: { signedIn: true },
    input: { params: dictionaryQuery, labels: { code: LABELS.code ?? { zh: '', en: '', ja: '' } } },
    handler: async (c, { params }) => {
      const { code } = params
      const rows = await c.var.db.query(
        `SELECT id, parent_id, code, dict_key, ${localValue(c.var.lang)} AS dict_value, sort, remark, is_sealed
           FROM blade_dict WHERE code = $1 AND parent_id <> 0 AND is_deleted = 0 ORDER BY sort, id`,
        [code],
      )
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/dict/list',
    area: 'system',
    summary: 'Dictionary rows, paged, with the generic filters (code, dictKey, dictValue, parentId ...)',
    access: { permission: dict.permissions.view },
    input: { query: listQuery, labels: LABELS },
    handler: async (c, { query }) => ok(c, await pageOf(c.var.db, c, dict, query)),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/dict/parent-list',
    area: 'system',
    summary: 'The dictionaries (parent rows), paged',
    access: { permission: dict.permissions.view },
    input: { query: listQuery, labels: LABELS },
    handler: async (c, { query }) => ok(c, await pageOf(c.var.db, c, dict, query, [equals('parent_id', 0)])),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/dict/child-list',
    area: 'system',
    summary: 'The entries of one dictionary (parentId), paged',
    access: { permission: dict.permissions.view },
    input: { query: childQuery, labels: LABELS },
    handler: async (c, { query }) => {
      return ok(c, await pageOf(c.var.db, c, dict, query, [equals('parent_id', query.parentId)]))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/dict/detail',
    area: 'system',
    summary: 'One dictionary row by id',
    access: { permission: dict.permissions.view },
    input: { params: idQuery, labels: LABELS },
    handler: async (c, { params }) => {
      const { id } = params
      const found = await findRecord(c.var.db, dict, id)
      if (!found) throw new AppError('NOT_FOUND', 'recordNotFound')
      return ok(c, found)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/dict/tree',
    area: 'system',
    summary: 'Dictionaries with their entries as a tree (optionally of one code), labels in the caller’s language',
    access: { permission: dict.permissions.view },
    input: { params: treeQuery, labels: LABELS },
    handler: async (c, { params }) => {
      const { code } = params
      const rows = await c.var.db.query<Row & { id: string; parentId: string }>(
        `SELECT id, parent_id, code, dict_key, ${localValue(c.var.lang)} AS title, sort, is_sealed
           FROM blade_dict WHERE is_deleted = 0 AND ($1::text IS NULL OR code = $1) ORDER BY sort, id`,
        [code || null],
      )
      return ok(c, buildTree(rows))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/dict/sysCodeList',
    area: 'system',
    summary: 'Every vocabulary’s entries keyed by code (the client caches them as LOOKUP_<CODE>); code=a,b narrows',
    access: { signedIn: true },
    input: { params: codesQuery, labels: LABELS },
    handler: async (c, { params }) => {
      const { code } = params
      const codes = (code ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      const rows = await c.var.db.query<{ code: string; dictKey: string; dictValue: string } & Row>(
        `SELECT id, parent_id, code, dict_key, ${localValue(c.var.lang)} AS dict_value, sort, remark, is_sealed
           FROM blade_dict WHERE parent_id <> 0 AND is_deleted = 0
            AND (cardinality($1::text[]) = 0 OR code = ANY($1::text[]))
          ORDER BY code, sort, id`,
        [codes],
      )
      const byCode: Record<string, Row[]> = {}
      for (const r of rows) {
        byCode[r.code] ??= []
        byCode[r.code]?.push({ ...r, label: r.dictValue, value: r.dictKey })
      }
      return ok(c, byCode)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/blade-system/dict/submit',
    area: 'system',
    summary: 'Adds (no id) or changes (id) a platform dictionary or entry; platform tenant only',
    // add or edit, decided by whether the row exists
    access: { permission: [dict.permissions.add, dict.permissions.edit] },
    // Add or edit is chosen from the id, then the body is checked with that schema.
    input: { body: z.record(z.string(), z.unknown()), labels: LABELS, documented: createSchema(dict) },
    example: exampleBody(dict),
    handler: async (c, { body: raw }) => {
      assertPlatform(c)
      const rawId = hasId(raw) ? String(raw.id) : undefined
      if (rawId !== undefined && !isId(rawId)) {
        throw validationError([
          {
            field: 'id',
            message: translate('fieldType', c.var.lang, { field: 'ID', expected: translate('typeId', c.var.lang) }),
          },
        ])
      }
      const existing = rawId ? await findRecord(c.var.deps.root, dict, rawId) : undefined
      if (rawId && !existing) throw unknownId(c)
      await requirePermission(c, existing ? dict.permissions.edit : dict.permissions.add)
      const body = parseInput(c, existing ? updateSchema(dict) : createSchema(dict), raw, LABELS) as Row
      return ok(c, await saveEntry(c, body, existing ? String(existing.id) : nextId(), existing))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/blade-system/dict/remove',
    area: 'system',
    summary: 'Removes dictionaries or entries (ids=1,2); a dictionary with entries left is refused',
    access: { permission: dict.permissions.remove },
    input: { params: idsParams, labels: LABELS },
    handler: async (c, { params }) => {
      assertPlatform(c)
      const ids = readIds(c, params)
      await c.var.deps.root.begin(async (tx) => {
        const rows = await tx.query<{ id: string; code: string; parentId: string }>(
          'SELECT id, code, parent_id FROM blade_dict WHERE id = ANY($1::bigint[]) AND is_deleted = 0',
          [ids],
        )
        if (rows.length < new Set(ids).size) throw new AppError('NOT_FOUND', 'recordNotFound')
        for (const r of rows) {
          if (DECLARED_CODES.has(r.code))
            throw new AppError('VALIDATION', 'system.admin.dictDeclared', { code: r.code })
        }
        const left = await tx.query<{ code: string; n: number }>(
          `SELECT p.code, count(*)::int AS n FROM blade_dict ch JOIN blade_dict p ON p.id = ch.parent_id
            WHERE ch.parent_id = ANY($1::bigint[]) AND ch.is_deleted = 0 AND NOT (ch.id = ANY($1::bigint[]))
            GROUP BY p.code`,
          [ids],
        )
        if (left[0])
          throw new AppError('VALIDATION', 'system.admin.dictHasChildren', { code: left[0].code, count: left[0].n })
        await removeDictEntries(tx, actorOf(c), ids)
        if (rows.length) {
          const what = rows.map((r) => `${r.code}#${r.id}`).join(', ')
          await recordUsualLog(
            tx,
            usualLogOf(c, USUAL_LOG.dictChanged, translate('system.log.dictRemoved', c.var.lang, { what })),
          )
        }
      })
      return ok(c, true)
    },
  }),
]

type TreeNode = Row & { id: string; parentId: string; children: TreeNode[]; hasChildren: boolean }

/** Nests rows under their parents (key and value are the id, as the tree selects expect). */
export function buildTree(rows: (Row & { id: string; parentId: string })[]): TreeNode[] {
  const nodes = new Map<string, TreeNode>()
  for (const r of rows) nodes.set(r.id, { ...r, key: r.id, value: r.id, children: [], hasChildren: false })
  return nestTree(nodes.values())
}
