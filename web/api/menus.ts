import { useQuery } from '@tanstack/react-query'
import { currentLanguage } from '../i18n/i18n.ts'
import { getJson } from './client.ts'

/** A node of the server's menu tree (blade-system/menu/routes and menu/buttons). */
export type MenuNode = {
  id: string
  parentId: string
  code: string
  name: string
  alias: string
  path: string | null
  /** Icon name. */
  source: string | null
  sort: number
  /** 1 menu, 2 button. */
  category: number
  children: MenuNode[]
  hasChildren: boolean
}

/** A top menu (blade-system/menu/top-menu). */
export type TopMenu = {
  id: string
  code: string
  name: string
  source: string | null
  path: string | null
  sort: number
}

/** The signed-in user's menu tree (under one top menu when given), in the current language. */
export function useMenuRoutes(topMenuId?: string) {
  const lang = currentLanguage()
  return useQuery({
    queryKey: ['menu-routes', topMenuId ?? '', lang],
    queryFn: () => getJson<MenuNode[]>('/api/blade-system/menu/routes', topMenuId ? { topMenuId } : {}),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** The signed-in user's top menus. */
export function useTopMenus() {
  const lang = currentLanguage()
  return useQuery({
    queryKey: ['menu-top', lang],
    queryFn: () => getJson<TopMenu[]>('/api/blade-system/menu/top-menu'),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** Flattens the button tree into code → true (spec 1 §6). */
export function permissionMap(nodes: readonly MenuNode[]): Record<string, true> {
  const out: Record<string, true> = {}
  const walk = (list: readonly MenuNode[]) => {
    for (const n of list) {
      if (n.category === 2) out[n.code] = true
      walk(n.children)
    }
  }
  walk(nodes)
  return out
}

/** The button codes the signed-in user holds; `can(code)` is false until they are loaded. */
export function usePermissions(): { can: (code: string) => boolean; loaded: boolean } {
  const query = useQuery({
    queryKey: ['menu-buttons'],
    queryFn: async () => permissionMap(await getJson<MenuNode[]>('/api/blade-system/menu/buttons')),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const map = query.data ?? {}
  return { can: (code) => map[code] === true, loaded: query.isSuccess }
}
