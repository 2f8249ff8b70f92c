import { md5 } from '@noble/hashes/legacy.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { apiHeaders, postJson } from './client.ts'
import { clearSession, storeSession } from './session.ts'

/** The raw token answer (no envelope), as BladeX answers it. */
export type TokenAnswer = {
  access_token: string
  refresh_token: string
  tenant_id: string
  user_id: string
  account: string
  real_name: string
  role_name: string
  avatar: string
}

/** A failed sign-in: the server's `error_description`, shown as is. */
export class SignInError extends Error {}

/** The lowercase md5 hex of what the person typed: passwords never leave the browser in clear. */
export function hashPassword(password: string): string {
  return bytesToHex(md5(utf8ToBytes(password)))
}

/** A fresh captcha: its key and a data: URL image. */
export async function fetchCaptcha(): Promise<{ key: string; image: string }> {
  const res = await fetch('/api/blade-auth/oauth/captcha', { headers: apiHeaders() })
  if (!res.ok) throw new SignInError(`captcha: HTTP ${res.status}`)
  return res.json()
}

/** Signs in with the captcha grant and stores the tokens. */
export async function signIn(input: {
  tenantId: string
  username: string
  password: string
  captchaKey: string
  captchaCode: string
}): Promise<TokenAnswer> {
  const query = new URLSearchParams({
    tenantId: input.tenantId,
    username: input.username,
    password: hashPassword(input.password),
    grant_type: 'captcha',
    scope: 'all',
    type: 'account',
  })
  const headers = apiHeaders({
    'Tenant-Id': input.tenantId,
    'Captcha-Key': input.captchaKey,
    'Captcha-Code': input.captchaCode,
  })
  delete headers['Blade-Auth']
  const res = await fetch(`/api/blade-auth/oauth/token?${query}`, { method: 'POST', headers })
  const body = (await res.json().catch(() => ({}))) as Partial<TokenAnswer> & { error_description?: string }
  if (!res.ok || body.error_description || !body.access_token || !body.refresh_token) {
    throw new SignInError(body.error_description ?? `HTTP ${res.status}`)
  }
  storeSession({
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    tenantId: body.tenant_id ?? input.tenantId,
  })
  return body as TokenAnswer
}

/** Ends the session on the server (best effort) and here. */
export async function signOut(): Promise<void> {
  try {
    await postJson('/api/blade-auth/oauth/logout', [])
  } finally {
    clearSession()
  }
}
