import { Group, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type {
  purchaseListTotalContract,
  purchaseSplitListTotalContract,
} from '#sync/resources/purchasing/purchasing.contracts.ts'
import { callApi } from '../../api/client.ts'
import { totalsLine } from './list-totals.ts'

/**
 * The totals of a list's current tab (`listTotal`): how many documents and units, the exact amount
 * per currency and, where the server converts them, in the base currency.
 */
export function ListTotals({
  contract,
  query,
  version = 0,
}: {
  contract: typeof purchaseListTotalContract | typeof purchaseSplitListTotalContract
  query: Record<string, string>
  /** Changed after the screen changed records, so the totals are read again. */
  version?: number
}) {
  const { t } = useTranslation()
  const totals = useQuery({
    queryKey: ['list-total', contract.path, query, version],
    queryFn: () => callApi(contract as typeof purchaseListTotalContract, { query }, { silent: true }),
  })
  if (!totals.data) return null
  return (
    <Group gap="lg" aria-label={t('purchase.totals')} role="status">
      <Text size="sm" fw={600}>
        {totalsLine(totals.data, {
          count: t('purchase.totals.count'),
          quantity: t('purchase.totals.quantity'),
          base: t('purchase.totals.base'),
        })}
      </Text>
    </Group>
  )
}
