import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { topMenuAnswer, UserMenuNode } from '#sync/resources/system/system.answers.ts'
import { menuButtonsContract, menuRoutesContract, topMenuContract } from '#sync/resources/system/system.contracts.ts'
import { currentLanguage } from '../i18n/i18n.ts'
import { callApi } from './client.ts'

/** A node of the server's menu tree (blade-system/menu/routes and menu/buttons). */
export type MenuNode = UserMenuNode

/** A top menu (blade-system/menu/top-menu). */
export type TopMenu = z.output<typeof topMenuAnswer>

/** The signed-in user's menu tree (under one top menu when given), in the current language. */
export function useMenuRoutes(topMenuId?: string) {
  const lang = currentLanguage()
  return useQuery({
    queryKey: ['menu-routes', topMenuId ?? '', lang],
    queryFn: () => callApi(menuRoutesContract, { params: topMenuId ? { topMenuId } : {} }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** The signed-in user's top menus. */
export function useTopMenus() {
  const lang = currentLanguage()
  return useQuery({
    queryKey: ['menu-top', lang],
    queryFn: () => callApi(topMenuContract, {}),
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
    queryFn: async () => permissionMap(await callApi(menuButtonsContract, {})),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const map = query.data ?? {}
  return { can: (code) => map[code] === true, loaded: query.isSuccess }
}
