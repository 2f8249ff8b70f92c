import { Badge, Group, ScrollArea, Tabs } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { ORDER_TABS, type OrderCounts, tabCount } from './order-page.ts'

/** The status tabs with their live counts (for the filters in force). */
export function OrderStatusTabs({
  resource,
  tab,
  counts,
  onChange,
}: {
  resource: ResourceDef
  tab: string
  counts: OrderCounts | undefined
  onChange: (tab: string) => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <Tabs value={tab} onChange={(v) => onChange(v ?? 'all')} keepMounted={false}>
      <ScrollArea type="auto" scrollbarSize={6}>
        <Tabs.List aria-label={t('salesOrder.tabs')} style={{ flexWrap: 'nowrap' }}>
          {ORDER_TABS.map((tb) => {
            const n = tabCount(counts, tb.key)
            return (
              <Tabs.Tab key={tb.key} value={tb.key} data-tab={tb.key}>
                <Group gap={6} wrap="nowrap">
                  <span>{tb.status ? statusLabel(resource, 'status', tb.status, lang) : t('salesOrder.tab.all')}</span>
                  {n !== null && (
                    <Badge
                      size="sm"
                      variant={tab === tb.key ? 'filled' : 'light'}
                      color={n ? undefined : 'gray'}
                      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
                      data-testid={`tab-count-${tb.key}`}
                    >
                      {n}
                    </Badge>
                  )}
                </Group>
              </Tabs.Tab>
            )
          })}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  )
}
