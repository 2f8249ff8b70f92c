import type { Context } from 'hono'
import { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { createSchema, fieldLabels, idSchema, updateSchema } from '#sync/resources/resource-schemas.ts'
import { menu } from '#sync/resources/system/menu.resource.ts'
import { doneAnswer, menuRecordAnswer, menuTreeAnswer } from '#sync/resources/system/system.answers.ts'
import { grantTreeContract, menuKeyLabels, roleTreeKeysContract } from '#sync/resources/system/system.contracts.ts'
import { topMenu } from '#sync/resources/system/top-menu.resource.ts'
import type { Row } from '../platform/db/db.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { requirePermission } from '../platform/http/authenticate.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, readIds, unknownId } from '../platform/resources/resource-calls.ts'
import { idsParams } from './dict-page.ts'
import {
  grantTrees,
  readMenu,
  removeCustomMenus,
  roleTreeKeys,
  saveCustomMenu,
  setTopMenus,
  topMenuKeys,
} from './menu-entries.ts'
import { menuRows, toTree } from './menu-tree.ts'
import { assertPlatformTenant } from './platform-only.ts'
import { splitIds } from './role-grants.ts'

const MENU_WORD = { zh: '菜单', en: 'menus', ja: 'メニュー' }
const menuLabels = fieldLabels(menu)
const idText = idSchema
/** Ids as a JSON list or a comma-separated string (Saber sends both). */
const idList = z.preprocess(
  (v) => (typeof v === 'string' ? splitIds(v) : Array.isArray(v) ? v.map((x) => String(x).trim()) : v),
  z.array(idSchema).max(5000),
)
const parentQuery = z.object({
  parentId: z
    .string()
    .regex(/^(0|[1-9]\d{0,18})$/)
    .optional(),
})
const PARENT_LABELS = { parentId: menuLabels.parentId ?? { zh: '上级', en: 'Parent', ja: '上位' } }

/** Saves a custom menu entry on the owner connection; new ones are granted to every administrator role. */
async function saveMenu(c: Context<AppEnv>, raw: Record<string, unknown>) {
  assertPlatformTenant(c.var.session, c.var.lang, MENU_WORD)
  const hasId = raw.id !== undefined && raw.id !== null && raw.id !== ''
  const root = c.var.deps.root
  const existing = hasId
    ? await readMenu(root, String(parseInput(c, z.object({ id: idText }), raw, menuLabels).id))
    : undefined
  if (hasId && !existing) throw unknownId(c)
  await requirePermission(c, existing ? menu.permissions.edit : menu.permissions.add)
  const input = parseInput(c, existing ? updateSchema(menu) : createSchema(menu), raw, menuLabels) as Row
  if (existing && existing.area !== 'custom') {
    throw new AppError('VALIDATION', 'system.access.menuDeclared', { code: existing.code })
  }
  const id = await root.begin((tx) => saveCustomMenu(tx, actorOf(c), input, existing))
  return ok(c, await readMenu(root, id))
}

/** Removes custom menu entries (with their grants); entries from code are revoked per role instead. */
async function removeMenus(c: Context<AppEnv>, params: Record<string, unknown>) {
  assertPlatformTenant(c.var.session, c.var.lang, MENU_WORD)
  const ids = readIds(c, params)
  await c.var.deps.root.begin((tx) => removeCustomMenus(tx, actorOf(c), ids))
  return ok(c, true)
}

const topIdsQuery = z.object({ topMenuIds: z.string().regex(/^[1-9]\d{0,18}(,[1-9]\d{0,18})*$/) })
const topGrantBody = z.object({ topMenuIds: idList, menuIds: idList })
const KEY_LABELS = menuKeyLabels

/** Menu management (platform tenant), the trees of the grant dialogs, and the top-menu grant. */
export const menuManageCalls = [
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/blade-system/menu/submit',
    area: 'system',
    summary: 'Adds or changes a custom menu entry (platform tenant only); new entries are granted to administrators',
    access: { permission: [menu.permissions.add, menu.permissions.edit] },
    // Add or edit is chosen from the id, then the body is checked with that schema.
    input: { body: z.record(z.string(), z.unknown()), labels: menuLabels, documented: createSchema(menu) },
    example: {
      parentId: '0',
      code: 'help_center',
      name: '帮助中心',
      nameEn: 'Help centre',
      nameJa: 'ヘルプセンター',
      path: 'https://help.example.com/index.html',
      source: 'help',
      sort: 99,
      category: '1',
      remark: '外部帮助文档',
    },
    output: menuRecordAnswer,
    handler: (c, { body }) => saveMenu(c, body),
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/blade-system/menu/remove',
    area: 'system',
    summary: 'Removes custom menu entries (ids); entries that come from code cannot be removed',
    access: { permission: menu.permissions.remove },
    input: { params: idsParams, labels: menuLabels },
    output: doneAnswer,
    handler: (c, { params }) => removeMenus(c, params),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/menu/tree',
    area: 'system',
    summary: 'Menus (no buttons) as a tree, for choosing a parent',
    access: { permission: menu.permissions.view },
    input: 'nothing',
    output: z.array(menuTreeAnswer),
    handler: async (c) => ok(c, toTree(await menuRows(c.var.db, { categories: [1] }), c.var.lang)),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/menu/menu-list',
    area: 'system',
    summary: 'Menus (no buttons) nested under their parents, with every column',
    access: { permission: menu.permissions.view },
    input: 'nothing',
    output: z.array(menuTreeAnswer),
    handler: async (c) => ok(c, toTree(await menuRows(c.var.db, { categories: [1] }), c.var.lang)),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/menu/lazy-list',
    area: 'system',
    summary: 'Menus and buttons directly under parentId (0 for the top), each saying whether it has children',
    access: { permission: menu.permissions.view },
    input: { params: parentQuery, labels: PARENT_LABELS },
    output: z.array(menuTreeAnswer),
    handler: async (c, { params }) => {
      const { parentId } = params
      return ok(c, toTree(await menuRows(c.var.db, { parentId: parentId ?? '0' }), c.var.lang, false))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/menu/lazy-menu-list',
    area: 'system',
    summary: 'Menus (no buttons) directly under parentId, each saying whether it has child menus',
    access: { permission: menu.permissions.view },
    input: { params: parentQuery, labels: PARENT_LABELS },
    output: z.array(menuTreeAnswer),
    handler: async (c, { params }) => {
      const { parentId } = params
      return ok(c, toTree(await menuRows(c.var.db, { categories: [1], parentId: parentId ?? '0' }), c.var.lang, false))
    },
  }),
  defineCall({
    ...grantTreeContract,
    alsoOther: true,
    area: 'system',
    summary: "The role grant dialog's trees: menus and buttons, data scopes and API scopes the caller may grant",
    access: { permission: 'role_view' },
    handler: async (c) => {
      const data = await c.var.db.begin((tx) => grantTrees(tx, c.var.session.roleIds, c.var.lang))
      return ok(c, data)
    },
  }),
  defineCall({
    ...roleTreeKeysContract,
    alsoOther: true,
    area: 'system',
    summary: 'What roles (roleIds) are granted: menu, data scope and API scope ids',
    access: { permission: 'role_view' },
    handler: async (c, { params }) => {
      const roleIds = splitIds(params.roleIds)
      const data = await c.var.db.begin((tx) => roleTreeKeys(tx, roleIds))
      return ok(c, data)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/menu/grant-top-tree',
    area: 'system',
    summary: 'Menus (no buttons) the caller holds, as a tree, for setting what a top menu shows',
    access: { permission: topMenu.permissions.view },
    input: 'nothing',
    output: z.array(menuTreeAnswer),
    handler: async (c) =>
      ok(c, toTree(await menuRows(c.var.db, { categories: [1], roleIds: c.var.session.roleIds }), c.var.lang)),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/menu/top-tree-keys',
    area: 'system',
    summary: 'The menu ids set under top menus (topMenuIds)',
    access: { permission: topMenu.permissions.view },
    input: { params: topIdsQuery, labels: KEY_LABELS },
    output: z.array(z.string()),
    handler: async (c, { params }) => {
      const ids = splitIds(params.topMenuIds)
      return ok(c, await topMenuKeys(c.var.db, ids))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/blade-system/topmenu/grant',
    area: 'system',
    summary: 'Sets the menus a top menu shows (topMenuIds, menuIds), replacing what was set',
    access: { permission: topMenu.permissions.edit },
    input: { params: topGrantBody, labels: KEY_LABELS },
    example: { topMenuIds: ['1000000000000001601'], menuIds: [] },
    output: doneAnswer,
    handler: async (c, { params: input }) => {
      if (!input.topMenuIds.length) {
        throw validationError([
          {
            field: 'topMenuIds',
            message: translate('fieldRequired', c.var.lang, { field: KEY_LABELS.topMenuIds[c.var.lang] }),
          },
        ])
      }
      const { session } = c.var
      await c.var.db.begin((tx) => setTopMenus(tx, session, input.topMenuIds, input.menuIds))
      return ok(c, true)
    },
  }),
]
