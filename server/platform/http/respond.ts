import type { Context } from 'hono'
import type { Envelope } from '#sync/http/envelope.ts'
import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import type { AppEnv } from './app-env.ts'

/**
 * A successful envelope: code 200, `data`, and a message in the caller's language. Its length is
 * stated, so the compression middleware leaves small answers as they are.
 */
export function ok<T>(c: Context<AppEnv>, data: T, messageKey: MessageKey = 'ok') {
  const body: Envelope<T> = { code: 200, success: true, data, msg: translate(messageKey, c.var.lang) }
  const text = JSON.stringify(body)
  return c.body(text, 200, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': String(Buffer.byteLength(text)),
  })
}
