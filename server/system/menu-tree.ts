import type { Language } from '#sync/i18n/language.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { nestTree } from '../platform/resources/nest-tree.ts'

/** BladeX's TreeNode: what tree pickers and grant dialogs bind to. */
export type TreeNode = Row & {
  id: string
  parentId: string
  title: string
  key: string
  value: string
  children: TreeNode[]
  hasChildren: boolean
}

/** A menu row with the names of every language. */
export type MenuRecord = Row & { id: string; parentId: string; name: string; nameEn: string; nameJa: string }

/** The menu name in the caller's language (zh when a translation is missing). */
export function menuName(row: { name: string; nameEn?: string | null; nameJa?: string | null }, lang: Language) {
  return (lang === 'en' ? row.nameEn : lang === 'ja' ? row.nameJa : row.name) || row.name
}

/** Every column a menu answer carries (never more than the declaration reads). */
export const MENU_COLUMNS = `m.id, m.parent_id, m.code, m.name, m.name_en, m.name_ja, m.alias, m.path, m.source, m.sort,
  m.category, m.action, m.is_open, m.area, m.remark, m.tenant_id, m.create_user, m.create_dept, m.create_time,
  m.update_user, m.update_time, m.status, m.is_deleted, m.version`

/** Live menus of the given categories, optionally only those granted to `roleIds`, in menu order. */
export async function menuRows(
  tx: Queryable,
  o: { categories?: number[]; roleIds?: readonly string[]; parentId?: string } = {},
): Promise<MenuRecord[]> {
  const params: unknown[] = [o.categories ?? [1, 2]]
  const where = ['m.is_deleted = 0', 'm.category = ANY($1::int[])']
  if (o.roleIds) {
    params.push(o.roleIds)
    where.push(`EXISTS (SELECT 1 FROM blade_role_menu rm JOIN blade_role r ON r.id = rm.role_id AND r.is_deleted = 0
                 AND r.status = 1 WHERE rm.menu_id = m.id AND rm.role_id = ANY($${params.length}::bigint[]))`)
  }
  if (o.parentId !== undefined) {
    params.push(o.parentId)
    where.push(`m.parent_id = $${params.length}`)
  }
  return tx.query<MenuRecord>(
    `SELECT ${MENU_COLUMNS},
            EXISTS (SELECT 1 FROM blade_menu ch WHERE ch.parent_id = m.id AND ch.is_deleted = 0
                     AND ch.category = ANY($1::int[])) AS has_children
       FROM blade_menu m WHERE ${where.join(' AND ')} ORDER BY m.sort, m.id`,
    params,
  )
}

/** Rows as TreeNodes (title in the caller's language), nested under their parents when `nest`. */
export function toTree(rows: readonly MenuRecord[], lang: Language, nest = true): TreeNode[] {
  const nodes = new Map<string, TreeNode>()
  for (const r of rows) {
    const title = menuName(r, lang)
    nodes.set(r.id, {
      ...r,
      title,
      label: title,
      key: r.id,
      value: r.id,
      children: [],
      hasChildren: Boolean(r.hasChildren),
    })
  }
  if (!nest) return [...nodes.values()]
  return nestTree(nodes.values())
}
