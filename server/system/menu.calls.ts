import { z } from 'zod'
import { topMenuAnswer, userMenuAnswer } from '#sync/resources/system/system.answers.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { userButtons, userMenuTree, userTopMenus } from './menu.ts'

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
    output: z.array(userMenuAnswer),
    handler: async (c, { params }) => {
      return ok(c, await userMenuTree(c.var.db, actorOf(c), params.topMenuId))
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
    output: z.array(userMenuAnswer),
    handler: async (c) => {
      return ok(c, await userButtons(c.var.db, actorOf(c)))
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
    output: z.array(topMenuAnswer),
    handler: async (c) => {
      return ok(c, await userTopMenus(c.var.db, actorOf(c)))
    },
  }),
]
