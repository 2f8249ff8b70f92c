import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import type { userInfoAnswer } from '../../http/session.answers.ts'
import { type ResourceDef, resourceBasePath } from '../define-resource.ts'
import { pageQuery, recordAnswer } from '../resource-contracts.ts'
import { idSchema, pageAnswerSchema, updateSchema } from '../resource-schemas.ts'
import { offlineExport } from './offline-export.resource.ts'
import { role } from './role.resource.ts'
import {
  doneAnswer,
  grantKeysAnswer,
  grantTreesAnswer,
  ownProfileAnswer,
  passwordResetAnswer,
  roleGrantAnswer,
  tenantOfDomainAnswer,
  topMenuAnswer,
  userMenuAnswer,
} from './system.answers.ts'
import { user } from './user.resource.ts'

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

/** The signed-in user's own password: the current one (typed, or the md5 the sign-in sends) and the new one twice. */
export const updatePasswordContract = defineContract({
  method: 'POST',
  path: `${USER}/update-password`,
  input: {
    params: z.object({
      oldPassword: z.string().min(1).max(64),
      newPassword: z.string().min(1).max(64),
      newPassword1: z.string().min(1).max(64),
    }),
  },
  output: doneAnswer,
})

/** The fields of a user's own profile the user may change. */
export const ownProfileFields = ['avatar', 'name', 'realName', 'phone', 'email', 'sex', 'birthday'] as const

type OwnProfileField = (typeof ownProfileFields)[number]

/** The profile as update-info answers it: the user's own columns, as the signed-in user's info types them. */
type OwnProfile = Pick<z.output<typeof userInfoAnswer>, OwnProfileField | 'id' | 'tenantId' | 'account' | 'code'> & {
  version: number
}

/** The signed-in user's own profile: the fields sent are changed, the others kept; answers the profile. */
export const updateInfoContract = defineContract({
  method: 'POST',
  path: `${USER}/update-info`,
  input: {
    params: updateSchema(user)
      .pick(Object.fromEntries(ownProfileFields.map((k) => [k, true])) as Record<OwnProfileField, true>)
      .extend({ id: z.unknown().optional(), version: z.unknown().optional() }) as unknown as z.ZodType<
      { [K in OwnProfileField]?: string | number | null } & { id?: unknown; version?: unknown }
    >,
  },
  output: ownProfileAnswer as unknown as z.ZodType<OwnProfile>,
})

// Dictionaries.

/** A dictionary's parents (the rows under no other), paged: of the system's dictionary or the tenant's business one. */
export function dictParentsContract(resource: ResourceDef) {
  return defineContract({
    method: 'GET',
    path: `${resourceBasePath(resource)}/parent-list`,
    input: { query: pageQuery },
    output: pageAnswerSchema(resource),
  })
}

// The download centre's own calls (its page, detail, remove and state changes are the declaration's).

const OFFLINE_EXPORT = resourceBasePath(offlineExport)

/** Queues an export of a list: which list (resourceKey), its filters (params, or any other key), file name and format. */
export const queueExportContract = defineContract({
  method: 'POST',
  path: `${OFFLINE_EXPORT}/save`,
  input: {
    body: z
      .object({
        resourceKey: z.string().trim().min(1).max(100),
        exportType: z.preprocess(
          (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
          z.number().int().min(1).max(1000).optional(),
        ),
        fileName: z.string().trim().min(1).max(150).optional(),
        format: z.enum(['xlsx', 'csv']).optional(),
        params: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).optional(),
      })
      .catchall(z.unknown()),
  },
  output: recordAnswer(offlineExport),
})

/** The file of a finished export (an xlsx or csv, not the envelope). */
export const exportFileContract = defineContract({
  method: 'GET',
  path: `${OFFLINE_EXPORT}/download`,
  input: { query: z.object({ id: idSchema }) },
  raw: true,
})

// The tenant serving a domain, for the sign-in page.

export const tenantInfoContract = defineContract({
  method: 'GET',
  path: '/api/blade-system/tenant/info',
  input: { params: z.object({ domain: z.string().trim().max(255).optional() }) },
  output: tenantOfDomainAnswer,
})
