import type { Context } from 'hono'
import { z } from 'zod'
import type { Language } from '#sync/i18n/language.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
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
async function grantedMenus(c: Context<AppEnv>, categories: number[], topMenuId?: string): Promise<MenuRow[]> {
  const { db, session } = c.var
  const params: unknown[] = [session.roleIds, categories]
  let underTop = ''
  if (topMenuId && topMenuId !== '0') {
    params.push(topMenuId)
    // A top menu shows the subtrees of the entries set under it.
    underTop = `AND EXISTS (SELECT 1 FROM blade_top_menu_setting s JOIN blade_menu top ON top.id = s.menu_id
                 WHERE s.top_menu_id = $3 AND (m.id = top.id OR m.parent_id = top.id
                   OR m.parent_id IN (SELECT id FROM blade_menu WHERE parent_id = top.id)))`
  }
  return db.query<MenuRow>(
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

const routesQuery = z.object({
  topMenuId: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
})

/** The menus and buttons of the signed-in user (spec 1 §2.4, §6). */
export const menuCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/menu/routes',
    area: 'system',
    summary: "The signed-in user's menu tree, optionally under one top menu (topMenuId)",
    access: { signedIn: true },
    input: { params: routesQuery, labels: { topMenuId: { zh: '顶部菜单', en: 'Top menu', ja: 'トップメニュー' } } },
    handler: async (c, { params }) => {
      const { topMenuId } = params
      return ok(c, buildTree(await grantedMenus(c, [1], topMenuId), c.var.lang))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/menu/buttons',
    area: 'system',
    summary: "The signed-in user's buttons, nested under their pages",
    access: { signedIn: true },
    input: 'nothing',
    handler: async (c) => {
      const tree = buildTree(await grantedMenus(c, [1, 2]), c.var.lang)
      // Keep only the branches that lead to buttons.
      const prune = (nodes: MenuNode[]): MenuNode[] =>
        nodes
          .map((n) => ({ ...n, children: prune(n.children) }))
          .filter((n) => n.category === 2 || n.children.length > 0)
      return ok(c, prune(tree))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-system/menu/top-menu',
    area: 'system',
    summary: "The tenant's top menus that lead to at least one menu the user holds",
    access: { signedIn: true },
    input: 'nothing',
    handler: async (c) => {
      const { db, session } = c.var
      // The name in the caller's language, the Chinese one where none was given.
      const name =
        c.var.lang === 'en'
          ? 'coalesce(t.name_en, t.name)'
          : c.var.lang === 'ja'
            ? 'coalesce(t.name_ja, t.name)'
            : 't.name'
      const rows = await db.query(
        `SELECT t.id, t.code, ${name} AS name, t.source, t.path, t.sort FROM blade_top_menu t
          WHERE t.is_deleted = 0 AND EXISTS (
            SELECT 1 FROM blade_top_menu_setting s JOIN blade_role_menu rm ON rm.menu_id = s.menu_id
             WHERE s.top_menu_id = t.id AND rm.role_id = ANY($1::bigint[]))
          ORDER BY t.sort, t.id`,
        [session.roleIds],
      )
      return ok(c, rows)
    },
  }),
]
