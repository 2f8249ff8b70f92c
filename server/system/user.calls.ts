import type { Context } from 'hono'
import { z } from 'zod'
import type { Label } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import { deptUserAnswer, userStoresAnswer } from '#sync/resources/system/system.answers.ts'
import {
  ownProfileFields,
  resetPasswordContract,
  updateInfoContract,
  updatePasswordContract,
  userGrantContract,
  userIdList,
} from '#sync/resources/system/system.contracts.ts'
import { user } from '#sync/resources/system/user.resource.ts'
import { md5Hex } from '../platform/auth/password.ts'
import { forgetGrants } from '../platform/auth/permissions.ts'
import type { Row } from '../platform/db/db.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import {
  changeOwnPassword,
  deptUsers,
  grantUserRoles,
  resetPasswords,
  setUserStores,
  updateOwnProfile,
} from './user-account.ts'
import { checkNewPassword, endUserSessions, storedPassword } from './user-password.ts'

const labels = fieldLabels(user)
const idList = userIdList
const LABELS: Record<string, Label> = {
  ...labels,
  userIds: { zh: '用户', en: 'Users', ja: 'ユーザー' },
  userId: { zh: '用户', en: 'User', ja: 'ユーザー' },
  roleIds: { zh: '角色', en: 'Roles', ja: 'ロール' },
  shopIds: { zh: '店铺', en: 'Shops', ja: 'ショップ' },
  warehouseIds: { zh: '仓库', en: 'Warehouses', ja: '倉庫' },
  oldPassword: { zh: '原密码', en: 'Current password', ja: '現在のパスワード' },
  newPassword: { zh: '新密码', en: 'New password', ja: '新しいパスワード' },
  newPassword1: { zh: '确认密码', en: 'Confirm password', ja: 'パスワード（確認）' },
}

function requireSome(c: Context<AppEnv>, ids: string[], field: string) {
  if (!ids.length) {
    throw validationError([
      { field, message: translate('fieldRequired', c.var.lang, { field: LABELS[field]?.[c.var.lang] }) },
    ])
  }
}

const platformBody = z.object({
  userId: idSchema,
  shopIds: idList.optional(),
  warehouseIds: idList.optional(),
})
const deptUserQuery = z.object({
  status: z.enum(['0', '1', '2']).optional(),
  deptId: idSchema.optional(),
})

/**
 * The user calls beyond the generic ones: grants, passwords, profile, shops and warehouses, lookups.
 * Saber sends some of their parameters in the query string, others as JSON: both are read (params).
 */
export const userCalls = [
  defineCall({
    ...userGrantContract,
    alsoOther: true,
    area: 'system',
    summary: 'Gives users (userIds) exactly the roles roleIds',
    access: { permission: user.permissions.edit },
    input: { ...userGrantContract.input, labels: LABELS },
    example: { userIds: ['1000000000000001302'], roleIds: ['1000000000000001002'] },
    handler: async (c, { params: input }) => {
      requireSome(c, input.userIds, 'userIds')
      requireSome(c, input.roleIds, 'roleIds')
      const { session } = c.var
      await c.var.db.begin((tx) => grantUserRoles(tx, actorOf(c), input.userIds, input.roleIds))
      forgetGrants(session.tenantId)
      return ok(c, true)
    },
  }),
  defineCall({
    ...resetPasswordContract,
    alsoOther: true,
    area: 'system',
    summary: 'Sets a new random password for users (userIds), answered once; their sessions end',
    access: { permission: user.permissions.edit },
    input: { ...resetPasswordContract.input, labels: LABELS },
    example: { userIds: ['1000000000000001302'] },
    handler: async (c, { params: input }) => {
      requireSome(c, input.userIds, 'userIds')
      const { session } = c.var
      const answer = await c.var.db.begin((tx) => resetPasswords(tx, actorOf(c), input.userIds))
      await endUserSessions(c.var.deps.root, session.tenantId, input.userIds, session.sid)
      return ok(c, answer, 'system.access.passwordReset')
    },
  }),
  defineCall({
    ...updatePasswordContract,
    alsoOther: true,
    area: 'system',
    summary: "Changes the signed-in user's password (oldPassword, newPassword, newPassword1); other sessions end",
    access: { signedIn: true },
    input: { ...updatePasswordContract.input, labels: LABELS },
    example: { oldPassword: 'Admin123', newPassword: 'Admin1234', newPassword1: 'Admin1234' },
    handler: async (c, { params: input }) => {
      const { session, lang } = c.var
      checkNewPassword(lang, input.newPassword, 'newPassword', input.newPassword1, 'newPassword1')
      // The current password may come typed or as the md5 hex the sign-in sends.
      const oldMd5 = /^[0-9a-f]{32}$/.test(input.oldPassword) ? input.oldPassword : md5Hex(input.oldPassword)
      const hash = await storedPassword(input.newPassword)
      await c.var.db.begin((tx) => changeOwnPassword(tx, actorOf(c), oldMd5, hash))
      await endUserSessions(c.var.deps.root, session.tenantId, [session.userId], session.sid)
      return ok(c, true, 'system.access.passwordChanged')
    },
  }),
  defineCall({
    ...updateInfoContract,
    alsoOther: true,
    area: 'system',
    summary: "Changes the signed-in user's own profile (avatar, name, realName, phone, email, sex, birthday)",
    access: { signedIn: true },
    input: { ...updateInfoContract.input, labels: LABELS },
    example: { name: '管理员', realName: '系统管理员', phone: '13800138000', email: 'admin@example.com' },
    handler: async (c, { params }) => {
      const input = params as Row
      const sets = ownProfileFields.filter((k) => input[k] !== undefined)
      if ((input.name === null || input.realName === null) && sets.length) {
        const field = input.name === null ? 'name' : 'realName'
        throw validationError([
          { field, message: translate('fieldRequired', c.var.lang, { field: LABELS[field]?.[c.var.lang] }) },
        ])
      }
      const record = await c.var.db.begin((tx) => updateOwnProfile(tx, actorOf(c), input, sets))
      if (!record) throw new AppError('NOT_FOUND', 'recordNotFound')
      return ok(c, record)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: '/api/blade-user/update-platform',
    area: 'system',
    summary: 'Sets the shops (shopIds) and warehouses (warehouseIds) a user (userId) works with',
    access: { permission: user.permissions.edit },
    input: { params: platformBody, labels: LABELS },
    example: { userId: '1000000000000001301', shopIds: [], warehouseIds: ['1000000000000004202'] },
    output: userStoresAnswer,
    handler: async (c, { params: input }) => {
      const { session } = c.var
      const answer = await c.var.db.begin((tx) => setUserStores(tx, session, input))
      return ok(c, answer)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/blade-user/deptUser',
    area: 'wms',
    summary: 'Users for pickers (status, default 1 active; deptId narrows to a department and those below it)',
    access: { signedIn: true },
    input: { params: deptUserQuery, labels: LABELS },
    output: z.array(deptUserAnswer),
    handler: async (c, { params: q }) => {
      const rows = await deptUsers(c.var.db, Number(q.status ?? 1), q.deptId)
      return ok(c, rows)
    },
  }),
]
