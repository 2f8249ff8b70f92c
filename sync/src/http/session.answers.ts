import { z } from 'zod'

/** What the session calls answer: the captcha and the token (raw JSON, no envelope), and the signed-in user. */

/** A captcha: its key (sent back in Captcha-Key) and the image as a data URL. */
export const captchaAnswer = z.object({ key: z.string(), image: z.string() })

/** The raw token answer BladeX clients read after a sign-in or a refresh. */
export const tokenAnswer = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds the access token lives. */
  expires_in: z.number().int(),
  scope: z.string(),
  tenant_id: z.string(),
  user_id: z.string(),
  /** Comma-separated ids, as stored. */
  dept_id: z.string(),
  post_id: z.string(),
  role_id: z.string(),
  oauth_id: z.string(),
  account: z.string(),
  user_name: z.string(),
  nick_name: z.string(),
  real_name: z.string(),
  /** Comma-separated role aliases. */
  role_name: z.string(),
  avatar: z.string(),
  license: z.string(),
  detail: z.object({ type: z.string() }),
  /** The session's id. */
  jti: z.string(),
})

/** The signed-in user's own profile, with the names of their roles and departments. */
export const userInfoAnswer = z.object({
  id: z.string(),
  userId: z.string(),
  tenantId: z.string(),
  code: z.string().nullable(),
  account: z.string(),
  name: z.string().nullable(),
  realName: z.string().nullable(),
  nickName: z.string().nullable(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  sex: z.number().int().nullable(),
  roleId: z.string(),
  deptId: z.string(),
  postId: z.string(),
  status: z.number().int(),
  createTime: z.string(),
  roleName: z.string().nullable(),
  deptName: z.string().nullable(),
})
