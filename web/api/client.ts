import type { Envelope, Page } from '#sync/http/envelope.ts'
import { ACCEPT_LANGUAGE, type Language } from '#sync/i18n/language.ts'
import { clearSession, readSession } from './session.ts'

/** The web client of the API (BladeX's Saber client id). */
const CLIENT_BASIC = `Basic ${btoa('saber:saber_secret')}`

/** A call that did not succeed: `message` is what the server said, for the person to read. */
export class ApiError extends Error {
  readonly status: number
  readonly code: number
  readonly data: unknown
  constructor(message: string, status: number, code: number, data: unknown = null) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.data = data
  }
}

type Query = Record<string, string | number | undefined | null>

/** Settings the client needs from the app: language, and where to go when the session ends. */
export const clientSettings: { language: () => Language; onUnauthorized: () => void; unknownError: () => string } = {
  language: () => 'zh',
  onUnauthorized: () => {
    window.location.assign('/login')
  },
  unknownError: () => '未知错误',
}

/** The headers every call carries (spec 1 §7). */
export function apiHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const { accessToken, tenantId } = readSession()
  return {
    Authorization: CLIENT_BASIC,
    'Tenant-Id': tenantId ?? '000000',
    'Accept-Language': ACCEPT_LANGUAGE[clientSettings.language()],
    ...(accessToken ? { 'Blade-Auth': `bearer ${accessToken}` } : {}),
    ...extra,
  }
}

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v))
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/** Reads an answer: the envelope's data on code 200; otherwise an ApiError with the server's words. */
export async function readAnswer<T>(res: Response): Promise<T> {
  let body: Partial<Envelope<T>> & { error_description?: string } = {}
  try {
    body = await res.json()
  } catch {
    // Not JSON (a proxy error page): fall through to the status.
  }
  const code = typeof body.code === 'number' ? body.code : res.status
  if (res.status === 401 || code === 401) {
    clearSession()
    clientSettings.onUnauthorized()
  }
  if (code !== 200 || !res.ok) {
    const message = body.msg || body.error_description || clientSettings.unknownError()
    throw new ApiError(message, res.status, code, body.data ?? null)
  }
  return body.data as T
}

/** GET a call and unwrap its envelope. */
export async function getJson<T>(path: string, query?: Query): Promise<T> {
  return readAnswer<T>(await fetch(withQuery(path, query), { headers: apiHeaders(), credentials: 'same-origin' }))
}

/** POST a JSON body and unwrap the envelope. */
export async function postJson<T>(path: string, body?: unknown, query?: Query): Promise<T> {
  const res = await fetch(withQuery(path, query), {
    method: 'POST',
    headers: apiHeaders(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  })
  return readAnswer<T>(res)
}

/** A paged list. */
export function getPage<T>(path: string, query: Query = {}): Promise<Page<T>> {
  return getJson<Page<T>>(path, { current: 1, size: 30, ...query })
}
