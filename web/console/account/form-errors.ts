import type { FormErrors as MantineFormErrors } from '@mantine/form'
import { ApiError } from '../../api/client.ts'
import type { FormErrors, RuleMessage } from './account-rules.ts'

/** The rules' findings as a form's errors, each in the user's language. */
export function ruleErrors<F extends string>(found: FormErrors<F>, t: (key: RuleMessage) => string): MantineFormErrors {
  return Object.fromEntries(
    Object.entries(found).flatMap(([field, key]) => (key ? [[field, t(key as RuleMessage)]] : [])),
  )
}

/** The server's field errors (400 with data.errors), renamed onto this form's fields (server field → form field). */
export function serverFieldErrors<F extends string>(e: unknown, rename: Record<string, F>): Partial<Record<F, string>> {
  if (!(e instanceof ApiError)) return {}
  const errors = (e.data as { errors?: { field: string; message: string }[] } | null)?.errors ?? []
  const out: Partial<Record<F, string>> = {}
  for (const { field, message } of errors) {
    const target = Object.hasOwn(rename, field) ? rename[field] : undefined
    if (target) out[target] = message
  }
  return out
}
