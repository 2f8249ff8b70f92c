import { z } from 'zod'
import { defineContract } from './contract.ts'
import { captchaAnswer, tokenAnswer, userInfoAnswer } from './session.answers.ts'

/**
 * The contracts of the session calls (spec 1 §7): sign-in, refresh, sign-out, the browser's error log,
 * the signed-in user and guest registration, shared by the server's calls and the console's client.
 */

const AUTH = '/api/blade-auth/oauth'

/** A tenant id as sign-in and registration take it. */
export const tenantIdSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z_-]{1,12}$/)

/** What the token call reads of its query string: the grant and what that grant needs. */
export const tokenQuery = z.object({
  grant_type: z.enum(['password', 'captcha', 'refresh_token']),
  tenantId: tenantIdSchema.optional(),
  username: z.string().trim().min(1).max(45).optional(),
  password: z.string().min(1).max(255).optional(),
  refresh_token: z.string().min(1).max(255).optional(),
  scope: z.string().max(50).optional(),
  type: z.string().max(50).optional(),
})

/** The query parameters of a schema as JSON schema keywords (properties, required), for documentation only. */
function documentedQuery(schema: z.ZodType) {
  const { properties, required } = z.toJSONSchema(schema, { io: 'output' }) as Record<string, unknown>
  return { properties, required }
}

/**
 * What the pipeline reads of the token call: the query string as it is. The call answers every
 * failure as OAuth JSON, so tokenQuery is checked in the handler, after the address limit; the
 * OpenAPI document still lists tokenQuery's parameters.
 */
const tokenParams = z.record(z.string(), z.string()).meta(documentedQuery(tokenQuery))

export const captchaContract = defineContract({
  method: 'GET',
  path: `${AUTH}/captcha`,
  raw: true,
  input: 'nothing',
  output: captchaAnswer,
})

export const tokenContract = defineContract({
  method: 'POST',
  path: `${AUTH}/token`,
  raw: true,
  input: { query: tokenParams },
  output: tokenAnswer,
})

/** One entry of the browser's log (uncaught errors and the like). */
const logEntry = z.object({
  type: z.string().trim().min(1).max(50),
  message: z.string().max(4000),
  url: z.string().max(2000).optional(),
  stack: z.string().max(20000).optional(),
  info: z.string().max(4000).optional(),
  time: z.string().max(50).optional(),
})
export const logEntries = z.array(logEntry).max(200)
const LOG_LABELS = { body: { zh: '日志', en: 'Logs', ja: 'ログ' } }

/** Log entries come as a list, or as {logs: [...]}; an empty body or {} carries none. */
const logBody = z.preprocess((raw) => {
  const isObject = raw !== null && typeof raw === 'object' && !Array.isArray(raw)
  if (isObject && Object.keys(raw).length === 0) return []
  return isObject && 'logs' in raw ? raw.logs : raw
}, logEntries)

/** Sign-out of a GET: nothing sent. */
export const signOutContract = defineContract({
  method: 'GET',
  path: `${AUTH}/logout`,
  input: 'nothing',
  output: z.literal(true),
})

/** Sign-out sending the browser's collected log with it. */
export const signOutWithLogsContract = defineContract({
  method: 'POST',
  path: `${AUTH}/logout`,
  input: { body: logBody, labels: LOG_LABELS },
  output: z.literal(true),
})

export const clearCacheContract = defineContract({
  method: 'GET',
  path: `${AUTH}/clear-cache`,
  input: 'nothing',
  output: z.literal(true),
})

export const sendLogsContract = defineContract({
  method: 'POST',
  path: '/api/blade-log/error/send-logs',
  input: { body: logBody, labels: LOG_LABELS },
  output: z.literal(true),
})

export const userInfoContract = defineContract({
  method: 'GET',
  path: '/api/blade-user/info',
  input: 'nothing',
  output: userInfoAnswer,
})

const registerInput = z.object({
  tenantId: tenantIdSchema,
  name: z.string().trim().min(2).max(10),
  account: z
    .string()
    .trim()
    .min(2)
    .max(45)
    .regex(/^[\w.@-]+$/),
  password: z.string().min(6).max(64),
  oauthId: z.string().trim().max(64).optional(),
})
const REGISTER_LABELS = {
  tenantId: { zh: '租户ID', en: 'Tenant ID', ja: 'テナントID' },
  name: { zh: '用户姓名', en: 'Name', ja: '氏名' },
  account: { zh: '账号', en: 'Account', ja: 'アカウント' },
  password: { zh: '密码', en: 'Password', ja: 'パスワード' },
  oauthId: { zh: '第三方账号', en: 'Third-party id', ja: '外部アカウントID' },
}

export const registerGuestContract = defineContract({
  method: 'POST',
  path: '/api/blade-user/register-guest',
  input: { params: registerInput, labels: REGISTER_LABELS },
  output: z.literal(true),
})
