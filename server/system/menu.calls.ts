import { menuButtonsContract, menuRoutesContract, topMenuContract } from '#sync/resources/system/system.contracts.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { userButtons, userMenuTree, userTopMenus } from './menu.ts'

/** The menus and buttons of the signed-in user (spec 1 §2.4, §6). */
export const menuCalls = [
  defineCall({
    ...menuRoutesContract,
    alsoOther: true,
    area: 'system',
    summary: "The signed-in user's menu tree, optionally under one top menu (topMenuId)",
    access: { signedIn: true },
    handler: async (c, { params }) => {
      return ok(c, await userMenuTree(c.var.db, actorOf(c), params.topMenuId))
    },
  }),
  defineCall({
    ...menuButtonsContract,
    alsoOther: true,
    area: 'system',
    summary: "The signed-in user's buttons, nested under their pages",
    access: { signedIn: true },
    handler: async (c) => {
      return ok(c, await userButtons(c.var.db, actorOf(c)))
    },
  }),
  defineCall({
    ...topMenuContract,
    alsoOther: true,
    area: 'system',
    summary: "The tenant's top menus that lead to at least one menu the user holds",
    access: { signedIn: true },
    handler: async (c) => {
      return ok(c, await userTopMenus(c.var.db, actorOf(c)))
    },
  }),
]
