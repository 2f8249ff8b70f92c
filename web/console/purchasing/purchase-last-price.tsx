import { Button, Group, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { getPriceContract } from '#sync/resources/purchasing/purchasing.contracts.ts'
import { callApi } from '../../api/client.ts'

const ID = /^\d{1,19}$/

/**
 * The last price paid for a purchase line's product to its factory (`financialproceeds/getPrice`),
 * offered while the price is entered: one click takes it and its currency.
 */
export function PurchaseLastPrice({
  row,
  index,
  setCells,
}: {
  row: Record<string, unknown>
  index: number
  setCells: (values: Record<string, unknown>) => void
}) {
  const { t } = useTranslation()
  const productId = String(row.productId ?? '')
  const factoryId = String(row.factoryId ?? '')
  const ready = ID.test(productId) && ID.test(factoryId)
  const last = useQuery({
    queryKey: ['purchase-last-price', productId, factoryId],
    enabled: ready,
    staleTime: 60_000,
    queryFn: () => callApi(getPriceContract, { query: { productId, factoryId } }, { silent: true }),
  })
  if (!ready)
    return (
      <Text size="xs" c="dimmed">
        {t('purchase.lastPrice.choose')}
      </Text>
    )
  if (last.isPending) return null
  const price = last.data
  if (!price)
    return (
      <Text size="xs" c="dimmed">
        {t('purchase.lastPrice.none')}
      </Text>
    )
  const taken = String(row.price ?? '') === price.price && row.currencyCode === price.currencyCode
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" title={price.purchaseOrderCode ?? undefined}>
        {t('purchase.lastPrice.was', { price: `${price.currencyCode} ${price.price}`, date: price.date.slice(0, 10) })}
      </Text>
      {!taken && (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={t('purchase.lastPrice.useLine', { index: index + 1 })}
          onClick={() => setCells({ price: price.price, currencyCode: price.currencyCode })}
        >
          {t('purchase.lastPrice.use')}
        </Button>
      )}
    </Group>
  )
}
