import type { Context } from 'hono'
import { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { createSchema, fieldLabels, idSchema, updateSchema } from '#sync/resources/resource-schemas.ts'
import { menu } from '#sync/resources/system/menu.resource.ts'
import { topMenu } from '#sync/resources/system/top-menu.resource.ts'
import { forgetGrants } from '../platform/auth/permissions.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { requirePermission } from '../platform/http/authenticate.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf, readIds, unknownId } from '../platform/resources/resource-calls.ts'
import { ADMIN_ROLE_ALIAS, grantMenus } from '../platform/seed/sync-platform.ts'
import { idsParams } from './dict-page.ts'
import { removeMenuEntries, writeMenuEntry } from './menu-entries.ts'
import { MENU_COLUMNS, type MenuRecord, menuName, menuRows, type TreeNode, toTree } from './menu-tree.ts'
import { assertLiveIds, assertMenusHeld, splitIds } from './role-grants.ts'

/** The platform tenant: the only one whose users change platform-wide rows (menus, clients). */
export const PLATFORM_TENANT = '000000'

/** Menus and clients are platform-wide: only users of the platform tenant change them. */
export function assertPlatformTenant(c: Context<AppEnv>, what: { zh: string; en: string; ja: string }) {
  if (c.var.session.tenantId !== PLATFORM_TENANT) {
    throw new AppError('FORBIDDEN', 'system.access.platformOnly', { what: what[c.var.lang] })
  }
}

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

async function readMenu(tx: Queryable, id: string): Promise<MenuRecord | undefined> {
  const rows = await tx.query<MenuRecord>(
    `SELECT ${MENU_COLUMNS} FROM blade_menu m WHERE m.id = $1 AND m.is_deleted = 0`,
    [id],
  )
  return rows[0]
}

/** Saves a custom menu entry on the owner connection; new ones are granted to every administrator role. */
async function saveMenu(c: Context<AppEnv>, raw: Record<string, unknown>) {
  assertPlatformTenant(c, MENU_WORD)
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
  const id = await root.begin(async (tx) => {
    const merged: Row = {
      parentId: '0',
      alias: input.code,
      sort: 0,
      action: 0,
      isOpen: 1,
      ...Object.fromEntries(Object.entries(existing ?? {}).filter(([, v]) => v !== null)),
      ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
    }
    for (const k of ['sort', 'action', 'isOpen'] as const) if (merged[k] === null) merged[k] = k === 'isOpen' ? 1 : 0
    merged.nameEn ||= merged.name
    merged.nameJa ||= merged.name
    merged.alias ||= merged.code
    const same = await tx.query<{ id: string; isDeleted: number; area: string }>(
      'SELECT id, is_deleted, area FROM blade_menu WHERE code = $1 AND id <> $2',
      [merged.code, existing?.id ?? '0'],
    )
    // A removed custom entry made again gets its old row back (codes stay unique across removals).
    const revived = !existing && same[0]?.isDeleted === 1 && same[0].area === 'custom' ? same[0].id : undefined
    if (same.length && !revived) {
      throw validationError([
        {
          field: 'code',
          message: translate('fieldTaken', c.var.lang, { field: menuLabels.code?.[c.var.lang], value: merged.code }),
        },
      ])
    }
    if (merged.parentId !== '0') {
      const parent = await tx.query<{ category: number; hit: boolean }>(
        `WITH RECURSIVE up AS (
           SELECT id, parent_id, category, 1 AS depth FROM blade_menu WHERE id = $1 AND is_deleted = 0
           UNION ALL SELECT m.id, m.parent_id, m.category, up.depth + 1 FROM blade_menu m JOIN up ON m.id = up.parent_id
            WHERE up.depth < 50)
         SELECT (SELECT category FROM blade_menu WHERE id = $1) AS category, bool_or(id = $2) AS hit FROM up`,
        [merged.parentId, existing?.id ?? '0'],
      )
      const p = parent[0]
      if (!p?.category) {
        throw validationError([
          {
            field: 'parentId',
            message: translate('linkMissing', c.var.lang, { field: menuLabels.parentId?.[c.var.lang] }),
          },
        ])
      }
      if (p.hit) throw new AppError('VALIDATION', 'treeCycle')
      if (p.category !== 1) {
        throw validationError([
          {
            field: 'parentId',
            message: translate('fieldInvalid', c.var.lang, { field: menuLabels.parentId?.[c.var.lang] }),
          },
        ])
      }
    }
    const written = await writeMenuEntry(tx, actorOf(c), merged, {
      existingId: existing ? String(existing.id) : undefined,
      version: input.version,
      revivedId: revived,
    })
    if (existing) return written
    const newId = written
    // As with menus that come from code: every administrator role holds the new entry.
    const admins = await tx.query<{ id: string; tenantId: string }>(
      'SELECT id, tenant_id FROM blade_role WHERE role_alias = $1 AND is_deleted = 0',
      [ADMIN_ROLE_ALIAS],
    )
    for (const role of admins) {
      await grantMenus(tx, role.tenantId, role.id, [newId])
      forgetGrants(role.tenantId)
    }
    return newId
  })
  return ok(c, await readMenu(root, id))
}

/** Removes custom menu entries (with their grants); entries from code are revoked per role instead. */
async function removeMenus(c: Context<AppEnv>, params: Record<string, unknown>) {
  assertPlatformTenant(c, MENU_WORD)
  const ids = readIds(c, params)
  await c.var.deps.root.begin(async (tx) => {
    const rows = await tx.query<{ id: string; code: string; area: string }>(
      'SELECT id, code, area FROM blade_menu WHERE id = ANY($1::bigint[]) AND is_deleted = 0',
      [ids],
    )
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'recordNotFound')
    const declared = rows.find((r) => r.area !== 'custom')
    if (declared) throw new AppError('VALIDATION', 'system.access.menuDeclared', { code: declared.code })
    const children = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM blade_menu WHERE parent_id = ANY($1::bigint[]) AND is_deleted = 0
         AND NOT (id = ANY($1::bigint[]))`,
      [ids],
    )
    const n = children[0]?.n ?? 0
    if (n > 0) throw new AppError('VALIDATION', 'system.access.menuHasChildren', { count: n })
    const tenants = await tx.query<{ tenantId: string }>(
      'DELETE FROM blade_role_menu WHERE menu_id = ANY($1::bigint[]) RETURNING tenant_id',
      [ids],
    )
    await tx.query('DELETE FROM blade_top_menu_setting WHERE menu_id = ANY($1::bigint[])', [ids])
    await removeMenuEntries(tx, actorOf(c), ids)
    for (const t of new Set(tenants.map((r) => r.tenantId))) forgetGrants(t)
  })
  return ok(c, true)
}

/** Scopes of one kind as a tree: each scope under the page its permission code belongs to. */
async function scopeTree(tx: Queryable, table: 'blade_scope_data' | 'blade_scope_api', c: Context<AppEnv>) {
  const rows = await tx.query<{
    id: string
    scopeName: string
    resourceCode: string
    pageId: string | null
    name: string | null
    nameEn: string | null
    nameJa: string | null
  }>(
    `SELECT s.id, s.scope_name, s.resource_code, p.id AS page_id, p.name, p.name_en, p.name_ja
       FROM ${table} s
       LEFT JOIN blade_menu b ON b.code = s.resource_code AND b.is_deleted = 0
       LEFT JOIN blade_menu p ON p.id = b.parent_id AND p.is_deleted = 0
      WHERE s.is_deleted = 0 AND s.status = 1 ORDER BY p.sort NULLS LAST, s.resource_code, s.id`,
  )
  const roots: TreeNode[] = []
  const pages = new Map<string, TreeNode>()
  for (const r of rows) {
    const leaf: TreeNode = {
      id: r.id,
      parentId: r.pageId ?? '0',
      title: r.scopeName,
      key: r.id,
      value: r.id,
      children: [],
      hasChildren: false,
      resourceCode: r.resourceCode,
    }
    if (!r.pageId || !r.name) {
      roots.push(leaf)
      continue
    }
    let page = pages.get(r.pageId)
    if (!page) {
      const title = menuName({ name: r.name, nameEn: r.nameEn, nameJa: r.nameJa }, c.var.lang)
      page = { id: r.pageId, parentId: '0', title, key: r.pageId, value: r.pageId, children: [], hasChildren: true }
      pages.set(r.pageId, page)
      roots.push(page)
    }
    page.children.push(leaf)
  }
  return roots
}

const roleIdsQuery = z.object({ roleIds: z.string().regex(/^[1-9]\d{0,18}(,[1-9]\d{0,18})*$/) })
const topIdsQuery = z.object({ topMenuIds: z.string().regex(/^[1-9]\d{0,18}(,[1-9]\d{0,18})*$/) })
const topGrantBody = z.object({ topMenuIds: idList, menuIds: idList })
const KEY_LABELS = {
  roleIds: { zh: '角色', en: 'Roles', ja: 'ロール' },
  topMenuIds: { zh: '顶部菜单', en: 'Top menus', ja: 'トップメニュー' },
  menuIds: { zh: '菜单', en: 'Menus', ja: 'メニュー' },
}

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
    handler: async (c, { params }) => {
      const { parentId } = params
      return ok(c, toTree(await menuRows(c.var.db, { categories: [1], parentId: parentId ?? '0' }), c.var.lang, false))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/menu/grant-tree',
    area: 'system',
    summary: "The role grant dialog's trees: menus and buttons, data scopes and API scopes the caller may grant",
    access: { permission: 'role_view' },
    input: 'nothing',
    handler: async (c) => {
      const data = await c.var.db.begin(async (tx) => ({
        menu: toTree(await menuRows(tx, { roleIds: c.var.session.roleIds }), c.var.lang),
        dataScope: await scopeTree(tx, 'blade_scope_data', c),
        apiScope: await scopeTree(tx, 'blade_scope_api', c),
      }))
      return ok(c, data)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/menu/role-tree-keys',
    area: 'system',
    summary: 'What roles (roleIds) are granted: menu, data scope and API scope ids',
    access: { permission: 'role_view' },
    input: { params: roleIdsQuery, labels: KEY_LABELS },
    handler: async (c, { params }) => {
      const roleIds = splitIds(params.roleIds)
      const data = await c.var.db.begin(async (tx) => {
        const menus = await tx.query<{ id: string }>(
          `SELECT DISTINCT rm.menu_id AS id FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id AND m.is_deleted = 0
            WHERE rm.role_id = ANY($1::bigint[]) ORDER BY 1`,
          [roleIds],
        )
        const scopes = await tx.query<{ id: string; scopeCategory: number }>(
          'SELECT DISTINCT scope_id AS id, scope_category FROM blade_role_scope WHERE role_id = ANY($1::bigint[]) ORDER BY 1',
          [roleIds],
        )
        return {
          menu: menus.map((m) => m.id),
          dataScope: scopes.filter((s) => s.scopeCategory === 1).map((s) => s.id),
          apiScope: scopes.filter((s) => s.scopeCategory === 2).map((s) => s.id),
        }
      })
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
    handler: async (c, { params }) => {
      const ids = splitIds(params.topMenuIds)
      const rows = await c.var.db.query<{ id: string }>(
        `SELECT DISTINCT s.menu_id AS id FROM blade_top_menu_setting s JOIN blade_menu m ON m.id = s.menu_id AND m.is_deleted = 0
          WHERE s.top_menu_id = ANY($1::bigint[]) ORDER BY 1`,
        [ids],
      )
      return ok(
        c,
        rows.map((r) => r.id),
      )
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
      await c.var.db.begin(async (tx) => {
        await assertLiveIds(tx, 'blade_top_menu', input.topMenuIds, 'topMenuIds')
        await assertLiveIds(tx, 'blade_menu', input.menuIds, 'menuIds')
        await tx.query('DELETE FROM blade_top_menu_setting WHERE top_menu_id = ANY($1::bigint[])', [input.topMenuIds])
        const pairs = input.topMenuIds.flatMap((t) => [...new Set(input.menuIds)].map((m) => [t, m] as const))
        if (pairs.length) {
          await tx.query(
            `INSERT INTO blade_top_menu_setting (id, tenant_id, top_menu_id, menu_id)
             SELECT i, $1, t, m FROM unnest($2::bigint[], $3::bigint[], $4::bigint[]) AS x(i, t, m)`,
            [session.tenantId, pairs.map(() => nextId()), pairs.map((p) => p[0]), pairs.map((p) => p[1])],
          )
        }
      })
      return ok(c, true)
    },
  }),
]

/** Checks menu ids a role grant names and that the caller holds them. */
export async function checkGrantedMenus(tx: Queryable, c: Context<AppEnv>, menuIds: readonly string[]) {
  await assertLiveIds(tx, 'blade_menu', menuIds, 'menuIds')
  await assertMenusHeld(tx, c.var.session, menuIds)
}
