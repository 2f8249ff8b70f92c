import { Group, Pagination, Paper, Stack, Tabs, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { replenishmentPurchaseRule, replenishmentRule } from '#sync/resources/purchasing/replenishment.resource.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import { SalesStockChart } from './replenishment-chart.tsx'
import { ReplenishmentFilters, ReplenishmentTable } from './replenishment-parts.tsx'
import { useReplenishment } from './use-replenishment.ts'

/**
 * Replenishment (补货, issue 30): per SKU and warehouse the daily sales, stock, stockout days,
 * suggested quantity and turnover, warnings highlighted; every figure opens how it was reached, a
 * SKU opens its daily sales against its stock.
 */
function ReplenishmentFigures() {
  const { t } = useTranslation()
  const r = useReplenishment()
  return (
    <Stack gap="md">
      <ReplenishmentFilters filter={r.filter} onChange={r.setFilter} />
      <Paper withBorder p="md">
        <ReplenishmentTable rows={r.rows} isLoaded={r.isLoaded} onChart={r.setCharted} onWatch={r.toggleWatch} />
        <Group justify="space-between" mt="xs">
          <Text size="sm" c="dimmed">
            {t('replenishment.total', { total: r.total })}
          </Text>
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
