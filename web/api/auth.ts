import { md5 } from '@noble/hashes/legacy.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import type { z } from 'zod'
import type { tokenAnswer } from '#sync/http/session.answers.ts'
import {
  captchaContract,
  registerGuestContract,
  signOutWithLogsContract,
  tokenContract,
} from '#sync/http/session.contracts.ts'
import { tenantInfoContract } from '#sync/resources/system/system.contracts.ts'
import {
  type AnswerBody,
  ApiError,
  apiText,
  callApi,
  exchange,
  type Outgoing,
  outgoingOf,
  readJsonBody,
} from './client.ts'
import { clearErrors, listErrors } from './error-log.ts'
import { clearSession, storeSession } from './session.ts'

/** The raw token answer (no envelope), as BladeX answers it. */
export type TokenAnswer = z.output<typeof tokenAnswer>

/** A failed sign-in: the server's `error_description`, shown as is. */
export class SignInError extends Error {}

/** The lowercase md5 hex of what the person typed: passwords never leave the browser in clear. */
export function hashPassword(password: string): string {
  return bytesToHex(md5(utf8ToBytes(password)))
}

/** A token or captcha call: raw JSON, failures shown by the sign-in page (never toasted). */
async function rawCall(out: Outgoing): Promise<{ res: Response; body: AnswerBody & Record<string, unknown> }> {
  try {
    const { res, answer } = await exchange(out, { silent: true }, readJsonBody)
    return { res, body: answer as AnswerBody & Record<string, unknown> }
  } catch (e) {
    // Time-outs and network errors carry their localised text: the page shows it beside the form.
    throw new SignInError(e instanceof Error ? e.message : String(e))
  }
}

/** A fresh captcha: its key and a data: URL image. */
export async function fetchCaptcha(): Promise<{ key: string; image: string }> {
  const { res, body } = await rawCall({ ...outgoingOf(captchaContract, {}), anonymous: true })
  if (!res.ok || typeof body.key !== 'string' || typeof body.image !== 'string') {
    throw new SignInError(body.error_description ?? body.msg ?? `captcha: HTTP ${res.status}`)
  }
  return { key: body.key, image: body.image }
}

/** Signs in with the captcha grant and stores the tokens with their datetime. */
export async function signIn(input: {
  tenantId: string
  username: string
  password: string
  captchaKey: string
  captchaCode: string
}): Promise<TokenAnswer> {
  const { res, body } = await rawCall({
    ...outgoingOf(tokenContract, {
      query: {
        tenantId: input.tenantId,
        username: input.username,
        password: hashPassword(input.password),
        grant_type: 'captcha',
        scope: 'all',
        type: 'account',
      },
    }),
    headers: { 'Tenant-Id': input.tenantId, 'Captcha-Key': input.captchaKey, 'Captcha-Code': input.captchaCode },
    anonymous: true,
  })
  const token = body as Partial<TokenAnswer> & AnswerBody
  if (!res.ok || token.error_description || !token.access_token || !token.refresh_token) {
    throw new SignInError(token.error_description ?? token.msg ?? `HTTP ${res.status}`)
  }
  storeSession({
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    tenantId: token.tenant_id ?? input.tenantId,
  })
  return token as TokenAnswer
}

/**
 * Ends the session on the server, sending the collected UI error log with the logout (spec 1 §7), and
 * here whatever the server answers. The log is forgotten once the server took it; a failure is passed on.
 */
export async function signOut(): Promise<void> {
  const logs = listErrors()
  try {
    await callApi(signOutWithLogsContract, { body: logs }, { silent: true })
    if (logs.length) clearErrors()
  } finally {
    clearSession()
  }
}

/** What the third-party registration dialog sends (spec 1 §2.5, §7). */
export type GuestRegistration = { tenantId: string; name: string; account: string; password: string; oauthId?: string }

/**
 * Asks for an account that waits for an administrator's approval (POST /api/blade-user/register-guest).
 * The password is hashed as at sign-in. A refusal is toasted with the server's message (else 提交失败).
 */
export async function registerGuest(input: GuestRegistration, opts?: { silent?: boolean }): Promise<void> {
  await callApi(
    registerGuestContract,
    {
      params: {
        tenantId: input.tenantId.trim(),
        name: input.name.trim(),
        account: input.account.trim(),
        password: hashPassword(input.password),
        ...(input.oauthId ? { oauthId: input.oauthId } : {}),
      },
    },
    { silent: opts?.silent, fallbackMessage: apiText('api.submitFailed') },
  )
}

/** A host no tenant can be configured for: tenants are found by domain name, never by address. */
export function isAddressHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '')
  return name === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.includes(':')
}

/**
 * The tenant serving a domain (GET /api/blade-system/tenant/info), or null when none does or the
 * call fails. An address (127.0.0.1, localhost) is not asked about: the server would refuse it.
 */
export async function fetchTenantByDomain(domain: string): Promise<string | null> {
  if (isAddressHost(domain)) return null
  try {
    const tenant = await callApi(tenantInfoContract, { params: { domain } }, { silent: true })
    return typeof tenant?.tenantId === 'string' && tenant.tenantId ? tenant.tenantId : null
  } catch (e) {
    if (e instanceof ApiError) return null
    throw e
  }
}
