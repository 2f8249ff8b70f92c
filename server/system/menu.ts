import type { Language } from '#sync/i18n/language.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { nestTree } from '../platform/resources/nest-tree.ts'

type MenuRow = {
  id: string
  parentId: string
  code: string
  name: string
  nameEn: string
  nameJa: string
  alias: string
  path: string | null
  source: string | null
  sort: number
  category: number
  action: number
  isOpen: number
}
type MenuNode = Omit<MenuRow, 'nameEn' | 'nameJa'> & { children: MenuNode[]; hasChildren: boolean }

const nameIn = (row: MenuRow, lang: Language) => (lang === 'en' ? row.nameEn : lang === 'ja' ? row.nameJa : row.name)

/** Nests rows under their parents; rows whose parent is not in the set become roots. */
function buildTree(rows: MenuRow[], lang: Language): MenuNode[] {
  const nodes = new Map<string, MenuNode>()
  for (const row of rows) {
    const { nameEn: _en, nameJa: _ja, ...rest } = row
    nodes.set(row.id, { ...rest, name: nameIn(row, lang), children: [], hasChildren: false })
  }
  return nestTree(nodes.values())
}

/** The menu entries the user's roles grant; `category` 1 menus, 2 buttons, or both. */
async function grantedMenus(
  tx: Queryable,
  { session }: Pick<Actor, 'session'>,
  categories: number[],
  topMenuId?: string,
): Promise<MenuRow[]> {
  const params: unknown[] = [session.roleIds, categories]
  let underTop = ''
  if (topMenuId && topMenuId !== '0') {
    params.push(topMenuId)
    // A top menu shows the subtrees of the entries set under it.
    underTop = `AND EXISTS (SELECT 1 FROM blade_top_menu_setting s JOIN blade_menu top ON top.id = s.menu_id
                 WHERE s.top_menu_id = $3 AND (m.id = top.id OR m.parent_id = top.id
                   OR m.parent_id IN (SELECT id FROM blade_menu WHERE parent_id = top.id)))`
  }
  return tx.query<MenuRow>(
    `SELECT DISTINCT m.id, m.parent_id, m.code, m.name, m.name_en, m.name_ja, m.alias, m.path, m.source, m.sort,
            m.category, m.action, m.is_open
       FROM blade_menu m
       JOIN blade_role_menu rm ON rm.menu_id = m.id
       JOIN blade_role r ON r.id = rm.role_id AND r.is_deleted = 0 AND r.status = 1
      WHERE rm.role_id = ANY($1::bigint[]) AND m.is_deleted = 0 AND m.category = ANY($2::int[]) ${underTop}
      ORDER BY m.sort, m.id`,
    params,
  )
}

/** A user's menu tree (under one top menu when given), named in their language. */
export async function userMenuTree(tx: Queryable, actor: Pick<Actor, 'session' | 'lang'>, topMenuId?: string) {
  return buildTree(await grantedMenus(tx, actor, [1], topMenuId), actor.lang)
}

/** A user's buttons, nested under their pages: only the branches that lead to buttons. */
export async function userButtons(tx: Queryable, actor: Pick<Actor, 'session' | 'lang'>) {
  const tree = buildTree(await grantedMenus(tx, actor, [1, 2]), actor.lang)
  const prune = (nodes: MenuNode[]): MenuNode[] =>
    nodes.map((n) => ({ ...n, children: prune(n.children) })).filter((n) => n.category === 2 || n.children.length > 0)
  return prune(tree)
}

/** The tenant's top menus that lead to at least one menu the user holds, named in their language (Chinese where none was given). */
export function userTopMenus(tx: Queryable, { session, lang }: Pick<Actor, 'session' | 'lang'>): Promise<Row[]> {
  const name = lang === 'en' ? 'coalesce(t.name_en, t.name)' : lang === 'ja' ? 'coalesce(t.name_ja, t.name)' : 't.name'
  return tx.query<Row>(
    `SELECT t.id, t.code, ${name} AS name, t.source, t.path, t.sort FROM blade_top_menu t
      WHERE t.is_deleted = 0 AND EXISTS (
        SELECT 1 FROM blade_top_menu_setting s JOIN blade_role_menu rm ON rm.menu_id = s.menu_id
         WHERE s.top_menu_id = t.id AND rm.role_id = ANY($1::bigint[]))
      ORDER BY t.sort, t.id`,
    [session.roleIds],
  )
}
