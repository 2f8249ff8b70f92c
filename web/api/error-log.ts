import { sendLogsContract } from '#sync/http/session.contracts.ts'
import { ApiError, callApi } from './client.ts'
import { officeWallClock } from './office-zone.ts'

/** One uncaught UI error as the server's log call takes it (POST /api/blade-log/error/send-logs). */
export type ErrorEntry = { type: 'error'; message: string; stack: string; url: string; time: string }

/** Where the entries are kept, so they survive a reload until uploaded or cleared. */
const STORAGE_KEY = 'erp-error-log'
/** The newest entries kept; older ones are dropped. */
export const ERROR_LOG_CAP = 100
/** The server's limits per field; longer texts are cut rather than refused. */
const LIMITS = { message: 4000, stack: 20_000, url: 2000 } as const

type Listener = (entries: readonly ErrorEntry[]) => void
const listeners = new Set<Listener>()
/** The parsed list, kept until it changes so that `listErrors` answers the same array (React snapshots). */
let cache: readonly ErrorEntry[] | null = null

function isEntry(v: unknown): v is ErrorEntry {
  return v !== null && typeof v === 'object' && typeof (v as ErrorEntry).message === 'string'
}

function readStored(): readonly ErrorEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isEntry) : []
  } catch {
    return []
  }
}

function write(entries: readonly ErrorEntry[]): void {
  cache = entries
  try {
    if (entries.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(entries))
    else localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage full or blocked: the list still lives in memory for this page.
  }
  for (const fn of listeners) fn(entries)
}

/** The collected entries, oldest first. */
export function listErrors(): readonly ErrorEntry[] {
  cache ??= readStored()
  return cache
}

/** Records one error (an Error, a rejection reason, a text) with the page it happened on. */
export function recordError(error: unknown): ErrorEntry {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  const entry: ErrorEntry = {
    type: 'error',
    message: message.slice(0, LIMITS.message),
    stack: stack.slice(0, LIMITS.stack),
    url: window.location.href.slice(0, LIMITS.url),
    // In the office's zone, as the server's times (the log lists both).
    time: officeWallClock(new Date()),
  }
  write([...listErrors(), entry].slice(-ERROR_LOG_CAP))
  return entry
}

/** Forgets every collected entry. */
export function clearErrors(): void {
  write([])
}

/** Sends the collected entries to the server's error log, then forgets those sent. */
export async function uploadErrors(): Promise<void> {
  const sent = listErrors()
  if (!sent.length) return
  await callApi(sendLogsContract, { body: sent })
  // Entries recorded while the upload ran (here or in another tab) stay for the next one.
  const sentKeys = new Set(sent.map((e) => JSON.stringify(e)))
  write(listErrors().filter((e) => !sentKeys.has(JSON.stringify(e))))
}

/** Calls `fn` with the entries whenever they change (here or in another tab); answers the unsubscribe. */
export function subscribeErrors(fn: Listener): () => void {
  listeners.add(fn)
  return () => {
    listeners.delete(fn)
  }
}

function onStorage(event: StorageEvent): void {
  if (event.key !== STORAGE_KEY && event.key !== null) return
  cache = null
  const entries = listErrors()
  for (const fn of listeners) fn(entries)
}

// Chrome reports this when a ResizeObserver callback resizes again; it is harmless and very frequent.
const BENIGN = /ResizeObserver loop/

function shouldRecord(error: unknown): boolean {
  // Refused or failed calls are answers the person was already shown, not faults of the interface.
  if (error instanceof ApiError) return false
  const message = error instanceof Error ? error.message : String(error)
  return !BENIGN.test(message)
}

/** Records uncaught errors and unhandled rejections of this window; answers the function that stops it. */
export function installErrorCapture(): () => void {
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error ?? event.message
    if (shouldRecord(error)) recordError(error)
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (shouldRecord(event.reason)) recordError(event.reason)
  }
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
    window.removeEventListener('storage', onStorage)
  }
}
