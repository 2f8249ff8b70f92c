import type { Label } from '../i18n/language.ts'

/** A menu entry (category 1) or button (category 2) of the console; `code` is its stable identity. */
export type MenuDecl = {
  code: string
  name: Label
  /** Route of a page (category 1); a page must exist in the console for every path declared. */
  path?: string
  /** Icon name. */
  source?: string
  sort: number
  category: 1 | 2
  alias?: string
  children?: MenuDecl[]
  /** Codes of retired entries this one replaces: roles that held them hold this one instead. */
  formerCodes?: readonly string[]
}

/** One business area's menu entries; the server syncs them at start and grants new ones to administrators. */
export type AreaMenu = { area: string; entries: MenuDecl[] }

/** Declares an area's menu. */
export function defineMenu(menu: AreaMenu): AreaMenu {
  return menu
}

/** A button of a page: code `<page>_<action>` (e.g. notice_add), the codes permissions check. */
export function button(code: string, name: Label, sort: number): MenuDecl {
  return { code, name, sort, category: 2, alias: code.slice(code.lastIndexOf('_') + 1) }
}

/** Every entry of the menus, depth first, with its parent's code. */
export function flattenMenus(
  menus: readonly AreaMenu[],
): { area: string; parentCode: string | null; entry: MenuDecl }[] {
  const out: { area: string; parentCode: string | null; entry: MenuDecl }[] = []
  const walk = (area: string, parentCode: string | null, entries: readonly MenuDecl[]) => {
    for (const entry of entries) {
      out.push({ area, parentCode, entry })
      walk(area, entry.code, entry.children ?? [])
    }
  }
  for (const menu of menus) walk(menu.area, null, menu.entries)
  return out
}
