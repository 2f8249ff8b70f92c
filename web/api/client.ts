import { notifications } from '@mantine/notifications'
import {
  CALL_TIMEOUT_S,
  callKey,
  DEFAULT_CALL_TIMEOUT_S,
  DEFAULT_TRANSFER_TIMEOUT_S,
  INDEPENDENT_CALLS,
} from '#sync/http/call-settings.ts'
import type { AnswerOf, CallContract, SentOf } from '#sync/http/contract.ts'
import type { Envelope, Page } from '#sync/http/envelope.ts'
import { ACCEPT_LANGUAGE, type Language } from '#sync/i18n/language.ts'
import { API_TEXT, type ApiTextKey } from './api.messages.ts'
import { rememberOfficeZone, TIME_ZONE_HEADER } from './office-zone.ts'
import { clearSession, readSession } from './session.ts'

/** The web client of the API (BladeX's Saber client id). */
const CLIENT_BASIC = `Basic ${btoa('saber:saber_secret')}`

/** Why a call failed: the server refused it, no usable answer came, or its time-out elapsed. */
export type ApiErrorKind = 'answer' | 'network' | 'timeout'

/** A call that did not succeed: `message` is what the server said, for the person to read. */
export class ApiError extends Error {
  readonly status: number
  readonly code: number
  readonly data: unknown
  readonly kind: ApiErrorKind
  constructor(message: string, status: number, code: number, data: unknown = null, kind: ApiErrorKind = 'answer') {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.data = data
    this.kind = kind
  }
}

/** Query parameters; empty values (undefined, null, '') are dropped. */
export type Query = Record<string, string | number | boolean | undefined | null>

/** Per-call options, the last parameter of every call function. */
export type CallOptions = {
  /** Do not toast the failure: the caller shows it, or expects it. */
  silent?: boolean
  /** Seconds before the call is abandoned; default the catalogue's, else 1,200 (downloads and uploads 30). */
  timeoutS?: number
  /** Shown when a refusal carries no message of its own (default 未知错误). */
  fallbackMessage?: string
  /**
   * The caller marks a refusal's field errors on its fields (a form): a refusal that carries field
   * errors is then not toasted, so each error shows once, where it is mended.
   */
  fieldErrorsShown?: boolean
}

/** What the app plugs into the client: language, notifications, and where to go when the session ends. */
export type ClientSettings = {
  language: () => Language
  onUnauthorized: () => void
  unknownError: () => string
  notifyError: (message: string) => void
  notifySuccess: (message: string) => void
  /** Body codes (or HTTP statuses) whose refusal is passed to the caller without a toast. */
  silentCodes: readonly number[]
}

/** Settings the client needs from the app; the shell replaces the hooks it wants handled otherwise. */
export const clientSettings: ClientSettings = {
  language: () => 'zh',
  onUnauthorized: () => {
    window.location.assign('/login')
  },
  unknownError: () => apiText('api.unknownError'),
  notifyError: (message) => {
    notifications.show({ color: 'red', message })
  },
  notifySuccess: (message) => {
    notifications.show({ color: 'green', message })
  },
  silentCodes: [],
}

/**
 * One of the client's texts in the current language, read from its own catalogue: the client loads
 * no app's i18next texts (the floor app uses it without the console's).
 */
export function apiText(key: ApiTextKey): string {
  return API_TEXT[key][clientSettings.language()]
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
  if (!qs) return path
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** One outgoing request; `transfer` picks the default time-out and the time-out text. */
export type Outgoing = {
  method: Method
  path: string
  query?: Query
  headers?: Record<string, string>
  body?: BodyInit
  transfer?: 'call' | 'download' | 'upload'
  /** Leave out the access token (the token calls, where an old one means nothing). */
  anonymous?: boolean
}

function timeoutOf(out: Outgoing, opts: CallOptions): number {
  const fallback = (out.transfer ?? 'call') === 'call' ? DEFAULT_CALL_TIMEOUT_S : DEFAULT_TRANSFER_TIMEOUT_S
  return opts.timeoutS ?? CALL_TIMEOUT_S[callKey(out.method, out.path)] ?? fallback
}

function fail(error: ApiError, opts: CallOptions): never {
  if (!opts.silent && !(opts.fieldErrorsShown && hasFieldErrors(error))) clientSettings.notifyError(error.message)
  throw error
}

/** A refusal naming fields (a 400 with `data.errors` of field and message). */
function hasFieldErrors(error: ApiError): boolean {
  const errors = (error.data as { errors?: unknown } | null)?.errors
  return (
    Array.isArray(errors) &&
    errors.some((p) => typeof p === 'object' && p !== null && typeof (p as { field?: unknown }).field === 'string')
  )
}

/**
 * Sends one request with the client's headers and the call's time-out, and reads the answer with `read`
 * inside that time-out. Only transport failures are handled here: no answer, an HTTP status outside
 * 200-500 (network error) and the time-out, each toasted unless silent. What the answer says is the caller's.
 */
export async function exchange<R>(
  out: Outgoing,
  opts: CallOptions,
  read: (res: Response, signal: AbortSignal) => Promise<R>,
): Promise<{ res: Response; answer: R }> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutOf(out, opts) * 1000)
  try {
    const headers = apiHeaders(out.headers)
    if (out.anonymous) delete headers['Blade-Auth']
    const res = await fetch(withQuery(out.path, out.query), {
      method: out.method,
      headers,
      body: out.body,
      credentials: 'same-origin',
      signal: controller.signal,
    })
    // Every answer names the zone its times are written in: the console shows its own times in it too.
    rememberOfficeZone(res.headers.get(TIME_ZONE_HEADER))
    if (res.status < 200 || res.status > 500) {
      return fail(new ApiError(apiText('api.networkError'), res.status, res.status, null, 'network'), opts)
    }
    return { res, answer: await read(res, controller.signal) }
  } catch (e) {
    if (e instanceof ApiError) throw e
    if (controller.signal.aborted) {
      const message = apiText(out.transfer === 'download' ? 'api.downloadTimeout' : 'api.timeout')
      return fail(new ApiError(message, 0, 0, null, 'timeout'), opts)
    }
    return fail(new ApiError(apiText('api.networkError'), 0, 0, null, 'network'), opts)
  } finally {
    clearTimeout(timer)
  }
}

/** An answer body: the BladeX envelope, or the token call's `{error_code, error_description}`. */
export type AnswerBody = Partial<Envelope<unknown>> & { error_code?: number; error_description?: string }

/** Reads a JSON answer body; a body that is not JSON reads as {} (a time-out while reading still throws). */
export async function readJsonBody(res: Response, signal?: AbortSignal): Promise<AnswerBody> {
  try {
    const body: unknown = await res.json()
    return body !== null && typeof body === 'object' ? (body as AnswerBody) : {}
  } catch (e) {
    // A time-out while reading is a time-out; anything else (a proxy's HTML page) just has no body.
    if (signal?.aborted) throw e
    return {}
  }
}

/**
 * Applies the error catalogue of spec 1 §8 to an answer: the silent whitelist, 401 (session ended),
 * independent calls (the raw envelope back), any other code not 200 (toast, then ApiError).
 */
function settle<T>(res: Response, body: AnswerBody, key: string, opts: CallOptions): T {
  const number = (v: unknown) => (typeof v === 'number' && v !== 0 ? v : undefined)
  const code = number(body.error_code) ?? number(body.code) ?? res.status
  const message = body.msg || body.error_description || opts.fallbackMessage || clientSettings.unknownError()
  const refusal = () => new ApiError(message, res.status, code, body.data ?? null)
  if (clientSettings.silentCodes.includes(code)) throw refusal()
  if (code === 401) {
    clearSession()
    clientSettings.onUnauthorized()
    throw refusal()
  }
  if (INDEPENDENT_CALLS.has(key)) return body as T
  if (code !== 200 || !res.ok) return fail(refusal(), opts)
  return body.data as T
}

/** Reads an answer: the envelope's data on code 200; otherwise toasts and throws an ApiError. */
export async function readAnswer<T>(res: Response, opts: CallOptions = {}): Promise<T> {
  if (res.status < 200 || res.status > 500) {
    return fail(new ApiError(apiText('api.networkError'), res.status, res.status, null, 'network'), opts)
  }
  return settle<T>(res, await readJsonBody(res), '', opts)
}

/**
 * The one request function of the console: sends a call, and answers its envelope's data (the whole
 * envelope for the catalogue's independent calls).
 */
export async function requestJson<T>(
  method: Method,
  path: string,
  input: { query?: Query; body?: unknown } = {},
  opts: CallOptions = {},
): Promise<T> {
  const hasBody = input.body !== undefined
  const { res, answer } = await exchange(
    {
      method,
      path,
      query: input.query,
      headers: hasBody ? { 'Content-Type': 'application/json' } : {},
      body: hasBody ? JSON.stringify(input.body) : undefined,
    },
    opts,
    readJsonBody,
  )
  return settle<T>(res, answer, callKey(method, path), opts)
}

/** A parsed input as a query string's values: lists comma-joined (ids), objects as JSON. */
function asQuery(values: unknown): Query {
  const query: Query = {}
  if (values === null || typeof values !== 'object') return query
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) query[key] = value.join(',')
    else if (value !== null && typeof value === 'object') query[key] = JSON.stringify(value)
    else query[key] = value as Query[string]
  }
  return query
}

/**
 * Makes a declared call (its contract from sync/): what is sent is typed by the contract's input
 * schemas and the answer by its output schema, so the console names no path and casts no answer.
 * A GET sends `params` in its query string, a POST as its JSON body.
 */
export function callApi<const C extends CallContract>(
  contract: C,
  sent: SentOf<C>,
  opts?: CallOptions,
): Promise<AnswerOf<C>> {
  const { query, body } = sentParts(contract, sent)
  return requestJson<AnswerOf<C>>(contract.method, contract.path, { query, body }, opts)
}

/** What is sent for a declared call: a GET's `params` go in its query string, a POST's in its body. */
function sentParts<C extends CallContract>(contract: C, sent: SentOf<C>): { query: Query; body?: unknown } {
  const parts = sent as { query?: unknown; body?: unknown; params?: unknown }
  const get = contract.method === 'GET'
  const query = { ...asQuery(parts.query), ...(get ? asQuery(parts.params) : {}) }
  return { query, body: get ? undefined : (parts.body ?? parts.params) }
}

/**
 * The request of a declared raw call (token, captcha), for `exchange`: the caller reads the answer,
 * which is not the envelope, itself.
 */
export function outgoingOf<const C extends CallContract & { raw: true }>(contract: C, sent: SentOf<C>): Outgoing {
  const { query, body } = sentParts(contract, sent)
  const hasBody = body !== undefined
  return {
    method: contract.method,
    path: contract.path,
    query,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
  }
}

/** Sends a file to a declared upload call (input 'files'): field `file` plus `fields`, the answer typed by its contract. */
export function uploadTo<const C extends CallContract & { input: 'files' }>(
  contract: C,
  file: File,
  fields: Record<string, string> = {},
  opts?: CallOptions,
): Promise<AnswerOf<C>> {
  return uploadFile<AnswerOf<C>>(contract.path, file, fields, undefined, opts)
}

/** GET a call and unwrap its envelope. */
export function getJson<T>(path: string, query?: Query, opts?: CallOptions): Promise<T> {
  return requestJson<T>('GET', path, { query }, opts)
}

/** POST a JSON body and unwrap the envelope. */
export function postJson<T>(path: string, body?: unknown, query?: Query, opts?: CallOptions): Promise<T> {
  return requestJson<T>('POST', path, { body, query }, opts)
}

/** A paged list (page 1, 30 rows unless asked otherwise). */
export function getPage<T>(path: string, query: Query = {}, opts?: CallOptions): Promise<Page<T>> {
  return getJson<Page<T>>(path, { current: 1, size: 30, ...query }, opts)
}

/** Sends a file as multipart form data (field `file`, plus `fields`) and unwraps the envelope. */
export async function uploadFile<T>(
  path: string,
  file: File,
  fields: Record<string, string> = {},
  query?: Query,
  opts: CallOptions = {},
): Promise<T> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', file, file.name)
  const { res, answer } = await exchange(
    { method: 'POST', path, query, body: form, transfer: 'upload' },
    opts,
    readJsonBody,
  )
  return settle<T>(res, answer, callKey('POST', path), {
    ...opts,
    fallbackMessage: opts.fallbackMessage ?? apiText('api.uploadFailed'),
  })
}

/** The file name a Content-Disposition header gives, preferring RFC 5987's `filename*=UTF-8''...`. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s)
    } catch {
      return s
    }
  }
  const extended = /filename\*\s*=\s*([^';]*)'[^']*'([^;]+)/i.exec(header)
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header)
  let name: string | null = null
  if (extended?.[2]) name = decode(extended[2].trim().replace(/^"|"$/g, ''))
  else if (plain?.[1] !== undefined) name = decode(plain[1].replace(/\\(.)/g, '$1'))
  else if (plain?.[2]) name = decode(plain[2].trim())
  // A name is a name, never a path.
  const safe = name?.replace(/[/\\]/g, '_').trim()
  return safe ? safe : null
}

const EXTENSIONS: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'text/csv': 'csv',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
}

function fallbackFileName(path: string, contentType: string): string {
  const base = path.split('?')[0]?.split('/').filter(Boolean).pop() || 'download'
  const extension = EXTENSIONS[contentType.split(';')[0]?.trim().toLowerCase() ?? '']
  return extension ? `${base}.${extension}` : base
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL after click() returns; revoke it well after (as FileSaver does).
  setTimeout(() => URL.revokeObjectURL(url), 40_000)
}

/** Options of a download: GET unless a body is given (then POST as JSON), and a name if the server gives none. */
export type DownloadOptions = CallOptions & { body?: unknown; fileName?: string }

/**
 * Downloads a file (empty query values dropped) and saves it under the server's file name. An answer
 * that is a JSON envelope instead of a file is handled like any call: a refusal is toasted and rejected,
 * a success (e.g. an export queued for the download centre) shows its message.
 */
export async function downloadFile(path: string, query?: Query, opts: DownloadOptions = {}): Promise<void> {
  const file = await fetchFile(path, query, opts)
  if (file) saveBlob(file.blob, file.name)
}

/**
 * Opens a file (a label's PDF) in a new browser tab, where it is shown and printed. The tab is
 * opened inside the click, so no pop-up blocker stops it, and shows the file once it has arrived.
 */
export async function openFile(path: string, query?: Query, opts: DownloadOptions = {}): Promise<void> {
  const tab = window.open('', '_blank')
  try {
    const file = await fetchFile(path, query, opts)
    if (!file) {
      tab?.close()
      return
    }
    const url = URL.createObjectURL(file.blob)
    if (tab) tab.location.href = url
    else saveBlob(file.blob, file.name)
    // The tab has read it by then; the URL is not kept for ever.
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  } catch (e) {
    tab?.close()
    throw e
  }
}

/** A file as downloaded: its bytes and the name the server gave; undefined when the answer was a JSON success. */
async function fetchFile(
  path: string,
  query: Query | undefined,
  opts: DownloadOptions,
): Promise<{ blob: Blob; name: string } | undefined> {
  const method: Method = opts.body === undefined ? 'GET' : 'POST'
  const { res, answer } = await exchange(
    {
      method,
      path,
      query,
      transfer: 'download',
      headers: opts.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    },
    opts,
    async (res, signal): Promise<{ body: AnswerBody } | { blob: Blob; type: string }> => {
      const type = res.headers.get('Content-Type') ?? ''
      if (type.includes('json') || !res.ok) return { body: await readJsonBody(res, signal) }
      return { blob: await res.blob(), type }
    },
  )
  if ('body' in answer) {
    settle<unknown>(res, answer.body, callKey(method, path), opts)
    if (answer.body.msg) clientSettings.notifySuccess(answer.body.msg)
    return undefined
  }
  const name =
    fileNameFromDisposition(res.headers.get('Content-Disposition')) ??
    opts.fileName ??
    fallbackFileName(path, answer.type)
  return { blob: answer.blob, name }
}
