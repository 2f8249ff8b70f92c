import type { Context } from 'hono'
import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import type { AppEnv } from './app-env.ts'

/**
 * A successful envelope: code 200, `data`, and a message in the caller's language. Its length is
 * stated, so the compression middleware leaves small answers as they are.
 */
export function ok<T>(c: Context<AppEnv>, data: T, messageKey: MessageKey = 'ok') {
  return okJson(c, JSON.stringify(data), messageKey)
}

/**
 * A successful envelope around `data` given as JSON text already (a page PostgreSQL wrote as JSON):
 * the same answer as `ok`, key for key, without parsing the text and writing it again.
 */
export function okJson(c: Context<AppEnv>, data: string, messageKey: MessageKey = 'ok') {
  const text = `{"code":200,"success":true,"data":${data},"msg":${JSON.stringify(translate(messageKey, c.var.lang))}}`
  return c.body(text, 200, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': String(Buffer.byteLength(text)),
  })
}
