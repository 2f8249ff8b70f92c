import { Button, Group, Pagination, Paper, Stack, Tabs, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PURCHASE_PERMISSIONS } from '#sync/resources/purchasing/purchase.resource.ts'
import { replenishmentPurchaseRule, replenishmentRule } from '#sync/resources/purchasing/replenishment.resource.ts'
import { usePermissions } from '../../api/menus.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import { SalesStockChart } from './replenishment-chart.tsx'
import { ReplenishmentFilters, ReplenishmentTable } from './replenishment-parts.tsx'
import { usePurchaseSelection } from './use-purchase-selection.ts'
import { useReplenishment } from './use-replenishment.ts'

/**
 * Replenishment (补货, issue 30): per SKU and warehouse the daily sales, stock, stockout days,
 * suggested quantity and turnover, warnings highlighted; every figure opens how it was reached, a
 * SKU opens its daily sales against its stock.
 */
function ReplenishmentFigures() {
  const { t } = useTranslation()
  const r = useReplenishment()
  const buy = usePurchaseSelection()
  const canBuy = usePermissions().can(PURCHASE_PERMISSIONS.add)
  return (
    <Stack gap="md">
      <ReplenishmentFilters filter={r.filter} onChange={r.setFilter} />
      <Paper withBorder p="md">
        <ReplenishmentTable
          rows={r.rows}
          isLoaded={r.isLoaded}
          onChart={r.setCharted}
          onWatch={r.toggleWatch}
          {...(canBuy ? { onChoose: buy.toggle, isChosen: buy.isChosen } : {})}
        />
        <Group justify="space-between" mt="xs">
          <Group gap="md">
            <Text size="sm" c="dimmed">
              {t('replenishment.total', { total: r.total })}
            </Text>
            {canBuy && (
              <Button size="xs" disabled={!buy.count} loading={buy.isMaking} onClick={buy.makePurchase}>
                {t('replenishment.toPurchase', { count: buy.count })}
              </Button>
            )}
          </Group>
          {r.pages > 1 && <Pagination size="sm" total={r.pages} value={r.current} onChange={r.setCurrent} />}
        </Group>
      </Paper>
      <SalesStockChart row={r.charted} days={r.trend} />
    </Stack>
  )
}

/** The replenishment screen: the figures, and the rules they follow (per SKU or category; purchase rules). */
export function ReplenishmentPage() {
  const { t } = useTranslation()
  return (
    <Stack gap="md">
      <Title order={4}>{t('replenishment.title')}</Title>
      <Tabs defaultValue="figures" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="figures">{t('replenishment.tab.figures')}</Tabs.Tab>
          <Tabs.Tab value="rules">{t('replenishment.tab.rules')}</Tabs.Tab>
          <Tabs.Tab value="purchaseRules">{t('replenishment.tab.purchaseRules')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="figures" pt="md">
          <ReplenishmentFigures />
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="md">
          <ResourcePanel resource={replenishmentRule} />
        </Tabs.Panel>
        <Tabs.Panel value="purchaseRules" pt="md">
          <ResourcePanel resource={replenishmentPurchaseRule} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
