import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { resourceBasePath } from '../define-resource.ts'
import { idSchema } from '../resource-schemas.ts'
import { role } from './role.resource.ts'
import {
  doneAnswer,
  grantKeysAnswer,
  grantTreesAnswer,
  passwordResetAnswer,
  roleGrantAnswer,
  tenantOfDomainAnswer,
  topMenuAnswer,
  userMenuAnswer,
} from './system.answers.ts'

/**
 * The contracts of the system calls the console makes by hand (menus, grants, passwords, the tenant
 * of a domain, the desk's to-do list): method, path, input and answer, shared by the server's calls
 * (which add access and handler) and the console's callApi.
 */

const MENU = '/api/blade-system/menu'

/** Splits a comma-separated id list ('' gives none), keeping the first of each id. */
export function splitIds(raw: unknown): string[] {
  if (Array.isArray(raw)) return [...new Set(raw.map((v) => String(v).trim()).filter(Boolean))]
  return [
    ...new Set(
      String(raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]
}

/** Ids as a list or as `1,2,3` (up to `max`), as the grant calls read them. */
const grantIds = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? splitIds(v) : Array.isArray(v) ? v.map((x) => String(x).trim()) : v),
    z.array(idSchema).max(max),
  )

// The signed-in user's menus and buttons (spec 1 §2.4, §6).

const routesQuery = z.object({
  topMenuId: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
})

export const menuRoutesContract = defineContract({
  method: 'GET',
  path: `${MENU}/routes`,
  input: { params: routesQuery, labels: { topMenuId: { zh: '顶部菜单', en: 'Top menu', ja: 'トップメニュー' } } },
  output: z.array(userMenuAnswer),
})

export const menuButtonsContract = defineContract({
  method: 'GET',
  path: `${MENU}/buttons`,
  input: 'nothing',
  output: z.array(userMenuAnswer),
})

export const topMenuContract = defineContract({
  method: 'GET',
  path: `${MENU}/top-menu`,
  input: 'nothing',
  output: z.array(topMenuAnswer),
})

// Grants (spec 1 §6).

/** A role as the generic tree call answers it to the user grant dialog: its title and the roles under it. */
export type GrantNodeAnswer = { id: string; title: string; children?: GrantNodeAnswer[] | null }
const grantNodeAnswer: z.ZodType<GrantNodeAnswer> = z.object({
  id: z.string(),
  title: z.string(),
  get children() {
    return z.array(grantNodeAnswer).nullish()
  },
})

export const grantTreeContract = defineContract({
  method: 'GET',
  path: `${MENU}/grant-tree`,
  input: 'nothing',
  output: grantTreesAnswer,
})

export const menuKeyLabels = {
  roleIds: { zh: '角色', en: 'Roles', ja: 'ロール' },
  topMenuIds: { zh: '顶部菜单', en: 'Top menus', ja: 'トップメニュー' },
  menuIds: { zh: '菜单', en: 'Menus', ja: 'メニュー' },
}

export const roleTreeKeysContract = defineContract({
  method: 'GET',
  path: `${MENU}/role-tree-keys`,
  input: {
    params: z.object({ roleIds: z.string().regex(/^[1-9]\d{0,18}(,[1-9]\d{0,18})*$/) }),
    labels: menuKeyLabels,
  },
  output: grantKeysAnswer,
})

export const roleGrantLabels = {
  roleIds: { zh: '角色', en: 'Roles', ja: 'ロール' },
  menuIds: { zh: '菜单权限', en: 'Menu permissions', ja: 'メニュー権限' },
  dataScopeIds: { zh: '数据权限', en: 'Data scopes', ja: 'データ権限' },
  apiScopeIds: { zh: '接口权限', en: 'API scopes', ja: 'API権限' },
}

export const roleGrantContract = defineContract({
  method: 'POST',
  path: '/api/blade-system/role/grant',
  input: {
    params: z.object({
      roleIds: grantIds(5000),
      menuIds: grantIds(5000).optional(),
      dataScopeIds: grantIds(5000).optional(),
      apiScopeIds: grantIds(5000).optional(),
    }),
    labels: roleGrantLabels,
  },
  output: roleGrantAnswer,
})

/** The roles as a tree, for the user grant dialog (the generic tree call of the role declaration). */
export const roleTreeContract = defineContract({
  method: 'GET',
  path: `${resourceBasePath(role)}/tree`,
  input: 'nothing',
  output: z.array(grantNodeAnswer),
})

// The user calls beyond the generic ones.

/** Users' ids as the user calls read them (a list or `1,2,3`, up to 1,000). */
export const userIdList = grantIds(1000)

const USER = '/api/blade-user'

export const userGrantContract = defineContract({
  method: 'POST',
  path: `${USER}/grant`,
  input: { params: z.object({ userIds: userIdList, roleIds: userIdList }) },
  output: doneAnswer,
})

export const resetPasswordContract = defineContract({
  method: 'POST',
  path: `${USER}/reset-password`,
  input: { params: z.object({ userIds: userIdList }) },
  output: passwordResetAnswer,
})

// The tenant serving a domain, for the sign-in page.

export const tenantInfoContract = defineContract({
  method: 'GET',
  path: '/api/blade-system/tenant/info',
  input: { params: z.object({ domain: z.string().trim().max(255).optional() }) },
  output: tenantOfDomainAnswer,
})

// The desk's to-do list: the workflow area's, asked only once that area is offered.

/** A workflow task as BladeX answers it: the drawer reads what it finds of its fields. */
const todoTask = z.record(z.string(), z.unknown())

/** The to-do list: a list of tasks, or a page of them. */
export const todoListAnswer = z.union([z.array(todoTask), z.object({ records: z.array(todoTask) })])

export const todoListContract = defineContract({
  method: 'GET',
  path: '/api/blade-flow/work/todo-list',
  input: { query: z.object({ current: z.number().int(), size: z.number().int() }) },
  output: todoListAnswer,
})
