import type { Dictionary } from '../../dictionaries/define-dictionary.ts'
import type { Label } from '../../i18n/language.ts'
import type { ActionDef } from '../define-action.ts'
import type { ResourceDef } from '../define-resource.ts'

/** One part of the finance area's shared declarations (the journal, payments, fees, foreign payments, invoices). */
export type FinanceSyncPart = {
  resources: readonly ResourceDef[]
  dictionaries: readonly Dictionary[]
  messages: Record<string, Label>
  actions: readonly ActionDef[]
}
