import type { Context } from 'hono'
import { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import {
  createSchema,
  exampleBody,
  fieldLabels,
  idSchema,
  isId,
  pageAnswerSchema,
  recordAnswerSchema,
  updateSchema,
} from '#sync/resources/resource-schemas.ts'
import { dict } from '#sync/resources/system/dict.resource.ts'
import {
  dictEntryAnswer,
  dictTreeAnswer,
  doneAnswer,
  vocabulariesAnswer,
} from '#sync/resources/system/system.answers.ts'
import { dictParentsContract } from '#sync/resources/system/system.contracts.ts'
import type { Row } from '../platform/db/db.ts'
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
import { dictTreeRows, entriesOfCodes, removeDictionaries, saveDictEntry, vocabularyEntries } from './dict.ts'
import { equals, idsParams, listQuery, pageOf } from './dict-page.ts'
import { assertPlatform } from './platform-only.ts'

const LABELS = fieldLabels(dict)

const dictionaryQuery = z.object({ code: z.string().trim().min(1).max(255) })
const childQuery = listQuery.extend({ parentId: idSchema })
const idQuery = z.object({ id: idSchema })
const treeQuery = z.object({ code: z.string().trim().max(255).optional() })
const codesQuery = z.object({ code: z.string().trim().max(2000).optional() })

function hasId(raw: Row): boolean {
  return raw.id !== undefined && raw.id !== null && raw.id !== ''
}

/** Inserts or updates one platform dictionary row as the owner (erp_app may only read blade_dict). */
async function saveEntry(c: Context<AppEnv>, body: Row, id: string, existing: Row | undefined): Promise<Row> {
  return c.var.deps.root.begin((tx) => saveDictEntry(tx, actorOf(c), body, id, existing))
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
    output: z.array(dictEntryAnswer),
    handler: async (c, { params }) => {
      const { code } = params
      const rows = await vocabularyEntries(c.var.db, c.var.lang, code)
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
    output: pageAnswerSchema(dict),
    handler: async (c, { query }) => ok(c, await pageOf(c.var.db, c, dict, query)),
  }),
  defineCall({
    ...dictParentsContract(dict),
    alsoOther: true,
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
    output: pageAnswerSchema(dict),
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
    output: recordAnswerSchema(dict),
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
    output: z.array(dictTreeAnswer),
    handler: async (c, { params }) => {
      const { code } = params
      const rows = await dictTreeRows(c.var.db, c.var.lang, code)
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
    output: vocabulariesAnswer,
    handler: async (c, { params }) => {
      const { code } = params
      const codes = (code ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      const rows = await entriesOfCodes(c.var.db, c.var.lang, codes)
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
    output: recordAnswerSchema(dict),
    handler: async (c, { body: raw }) => {
      assertPlatform(c.var.session)
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
    output: doneAnswer,
    handler: async (c, { params }) => {
      assertPlatform(c.var.session)
      const ids = readIds(c, params)
      await c.var.deps.root.begin((tx) => removeDictionaries(tx, actorOf(c), ids))
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
