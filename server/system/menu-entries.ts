import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { fieldLabels } from '#sync/resources/resource-schemas.ts'
import { menu } from '#sync/resources/system/menu.resource.ts'
import type { Actor } from '../platform/actor.ts'
import { forgetGrants } from '../platform/auth/permissions.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import type { Session } from '../platform/http/app-env.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { removeRecords, restoreRecords } from '../platform/records/records.ts'
import { insertRecord, updateRecord } from '../platform/resources/record-store.ts'
import { ADMIN_ROLE_ALIAS, grantMenus } from '../platform/seed/sync-platform.ts'
import { MENU_COLUMNS, type MenuRecord, menuName, menuRows, type TreeNode, toTree } from './menu-tree.ts'
import { assertLiveIds } from './role-grants.ts'

/** The fields of a custom menu entry a submit writes. */
const WRITTEN = [
  'parentId',
  'code',
  'name',
  'nameEn',
  'nameJa',
  'alias',
  'path',
  'source',
  'sort',
  'category',
  'action',
  'isOpen',
  'remark',
] as const

/**
 * Writes a custom menu entry through the record layer: an update of `existingId`, the removed row
 * of the same code brought back (`revivedId`: codes stay unique across removals), or a new row of
 * area 'custom'. Answers the entry's id.
 */
export async function writeMenuEntry(
  tx: Queryable,
  actor: Actor,
  merged: Row,
  target: { existingId?: string; version?: unknown; revivedId?: string },
): Promise<string> {
  const values: Row = Object.fromEntries(WRITTEN.map((k) => [k, merged[k] ?? null]))
  if (target.existingId)
    return updateRecord(tx, menu, { ...values, id: target.existingId, version: target.version }, actor)
  if (target.revivedId) {
    await restoreRecords(tx, menu, [target.revivedId], actor)
    return updateRecord(tx, menu, { ...values, id: target.revivedId }, actor)
  }
  return insertRecord(tx, menu, { ...values, area: 'custom' }, actor)
}

/** Removes custom menu entries (logically) through the record layer; their grants go by the caller. */
export async function removeMenuEntries(tx: Queryable, actor: Actor, ids: string[]): Promise<void> {
  await removeRecords(tx, menu, ids, actor)
}

/** One live menu entry as the menu screens answer it. */
export async function readMenu(tx: Queryable, id: string): Promise<MenuRecord | undefined> {
  const rows = await tx.query<MenuRecord>(
    `SELECT ${MENU_COLUMNS} FROM blade_menu m WHERE m.id = $1 AND m.is_deleted = 0`,
    [id],
  )
  return rows[0]
}

/**
 * Saves a custom menu entry (owner's `tx`): the code unique (a removed custom entry of the code is
 * brought back), the parent a live menu (not a button) outside the entry's own subtree; a new entry
 * is granted to every administrator role. Answers its id.
 */
export async function saveCustomMenu(
  tx: Queryable,
  actor: Actor,
  input: Row,
  existing: MenuRecord | undefined,
): Promise<string> {
  const { lang } = actor
  const labels = fieldLabels(menu)
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
      { field: 'code', message: translate('fieldTaken', lang, { field: labels.code?.[lang], value: merged.code }) },
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
        { field: 'parentId', message: translate('linkMissing', lang, { field: labels.parentId?.[lang] }) },
      ])
    }
    if (p.hit) throw new AppError('VALIDATION', 'treeCycle')
    if (p.category !== 1) {
      throw validationError([
        { field: 'parentId', message: translate('fieldInvalid', lang, { field: labels.parentId?.[lang] }) },
      ])
    }
  }
  const written = await writeMenuEntry(tx, actor, merged, {
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
}

/** Removes custom menu entries with their grants (owner's `tx`); entries from code and parents of live entries stay. */
export async function removeCustomMenus(tx: Queryable, actor: Actor, ids: string[]): Promise<void> {
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
  await removeMenuEntries(tx, actor, ids)
  for (const t of new Set(tenants.map((r) => r.tenantId))) forgetGrants(t)
}

/** Scopes of one kind as a tree: each scope under the page its permission code belongs to. */
async function scopeTree(tx: Queryable, table: 'blade_scope_data' | 'blade_scope_api', lang: Language) {
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
      const title = menuName({ name: r.name, nameEn: r.nameEn, nameJa: r.nameJa }, lang)
      page = { id: r.pageId, parentId: '0', title, key: r.pageId, value: r.pageId, children: [], hasChildren: true }
      pages.set(r.pageId, page)
      roots.push(page)
    }
    page.children.push(leaf)
  }
  return roots
}

/** The role grant dialog's trees: the menus and buttons the roles hold, data scopes and API scopes. */
export async function grantTrees(tx: Queryable, roleIds: readonly string[], lang: Language) {
  return {
    menu: toTree(await menuRows(tx, { roleIds: [...roleIds] }), lang),
    dataScope: await scopeTree(tx, 'blade_scope_data', lang),
    apiScope: await scopeTree(tx, 'blade_scope_api', lang),
  }
}

/** What roles are granted: menu, data scope and API scope ids. */
export async function roleTreeKeys(tx: Queryable, roleIds: readonly string[]) {
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
}

/** The menu ids set under top menus. */
export async function topMenuKeys(db: Queryable, topMenuIds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT DISTINCT s.menu_id AS id FROM blade_top_menu_setting s JOIN blade_menu m ON m.id = s.menu_id AND m.is_deleted = 0
      WHERE s.top_menu_id = ANY($1::bigint[]) ORDER BY 1`,
    [topMenuIds],
  )
  return rows.map((r) => r.id)
}

/** Sets the menus top menus show, replacing what was set. */
export async function setTopMenus(
  tx: Queryable,
  session: Session,
  topMenuIds: readonly string[],
  menuIds: readonly string[],
): Promise<void> {
  await assertLiveIds(tx, 'blade_top_menu', topMenuIds, 'topMenuIds')
  await assertLiveIds(tx, 'blade_menu', menuIds, 'menuIds')
  await tx.query('DELETE FROM blade_top_menu_setting WHERE top_menu_id = ANY($1::bigint[])', [topMenuIds])
  const pairs = topMenuIds.flatMap((t) => [...new Set(menuIds)].map((m) => [t, m] as const))
  if (pairs.length) {
    await tx.query(
      `INSERT INTO blade_top_menu_setting (id, tenant_id, top_menu_id, menu_id)
       SELECT i, $1, t, m FROM unnest($2::bigint[], $3::bigint[], $4::bigint[]) AS x(i, t, m)`,
      [session.tenantId, pairs.map(() => nextId()), pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    )
  }
}
