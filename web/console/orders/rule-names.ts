import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { loadLinkOptions } from '../resource/link-labels.ts'

/** Actions whose value is only a yes (review on its own, mark for review). */
export const FLAG_ACTIONS: ReadonlySet<string> = new Set(['markReview', 'autoReview'])

/** The records a rule names by id, by the condition or action that names them. */
const NAMED: Record<string, string> = {
  assignStore: 'erp/basestore',
  assignTransport: 'erp/basetransport',
  shopId: 'erp/baseshop',
  platformId: 'erp/baseplatform',
}

/** The names of one kind of record a rule names, loaded once a minute at most. */
function useNames(target: string) {
  return useQuery({ queryKey: ['rule-names', target], staleTime: 60_000, queryFn: () => loadLinkOptions(target, '') })
}

/**
 * Names of the warehouses, transports, shops and platforms a rule names, for the editor's pickers
 * (`nameOf`) and the dry run's words (`wordOf`: an action and what it names).
 */
export function useRuleNames() {
  const { t } = useTranslation()
  const namesFor: Record<string, { value: string; label: string }[] | undefined> = {
    assignStore: useNames(NAMED.assignStore as string).data,
    assignTransport: useNames(NAMED.assignTransport as string).data,
    shopId: useNames(NAMED.shopId as string).data,
    platformId: useNames(NAMED.platformId as string).data,
  }
  const nameOf = (type: string, id: string) => namesFor[type]?.find((o) => o.value === id)?.label
  const wordOf = (type: string, value: string) => {
    const name = value
      .split(', ')
      .map((v) => nameOf(type, v) ?? v)
      .join(', ')
    return `${t(`salesOrder.rules.action.${type}`)}${name && !FLAG_ACTIONS.has(type) ? `: ${name}` : ''}`
  }
  return { nameOf, wordOf }
}

/** The resource a condition's or action's value names (a shop, a warehouse), if it names one. */
export const namedTarget = (type: string): string | undefined => NAMED[type]
