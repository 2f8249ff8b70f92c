import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { trimZeros } from '#sync/money/shown-decimal.ts'
import { purchaseProductListContract } from '#sync/resources/purchasing/purchasing.contracts.ts'
import { callApi } from '../../api/client.ts'
import { lineKey, type PurchasableLine, purchaseLinesFrom } from './plan-lines.ts'

const HEAD = ['plan', 'sku', 'product', 'factory', 'price', 'planned', 'purchased', 'remaining'] as const

/** One purchasable line with its tick. */
function PlanLineRow({ line, ticked, onTick }: { line: PurchasableLine; ticked: boolean; onTick: () => void }) {
  const cells = [
    line.planCode,
    line.sysSku,
    line.productName,
    line.factoryName,
    line.price ? `${line.currencyCode ?? ''} ${trimZeros(line.price, 2)}` : '',
    line.plannedQuantity,
    line.purchasedQuantity,
    line.remainingQuantity,
  ]
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox aria-label={`${line.planCode ?? ''} ${line.productName ?? ''}`} checked={ticked} onChange={onTick} />
      </Table.Td>
      {cells.map((cell, i) => (
        <Table.Td key={HEAD[i]}>{cell ?? ''}</Table.Td>
      ))}
    </Table.Tr>
  )
}

/**
 * Approved sales plans' lines still to buy (`purchase/productList`), ticked and added to a purchase
 * as lines at the plan's price, quantity what is left of each.
 */
export function PlanLinesDialog({
  opened,
  onClose,
  onAdd,
}: {
  opened: boolean
  onClose: () => void
  onAdd: (rows: Record<string, unknown>[]) => void
}) {
  const { t } = useTranslation()
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set())
  const lines = useQuery({
    queryKey: ['purchase-plan-lines'],
    enabled: opened,
    queryFn: () => callApi(purchaseProductListContract, { query: { current: 1, size: 200 } }),
  })
  const records = (lines.data?.records ?? []).filter((l) => l.salePlanItemId !== null)
  const tick = (key: string) =>
    setTicked((now) => new Set(now.has(key) ? [...now].filter((k) => k !== key) : [...now, key]))
  return (
    <Modal opened={opened} onClose={onClose} title={t('purchase.fromPlan')} size={1100}>
      <Stack gap="sm">
        <ScrollArea.Autosize mah={420}>
          <Table verticalSpacing={4} fz="sm" aria-label={t('purchase.fromPlan')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} />
                {HEAD.map((key) => (
                  <Table.Th key={key}>{t(`purchase.planLine.${key}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.map((line) => (
                <PlanLineRow
                  key={lineKey(line)}
                  line={line}
                  ticked={ticked.has(lineKey(line))}
                  onTick={() => tick(lineKey(line))}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        {lines.isSuccess && records.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('purchase.fromPlan.none')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('resource.cancel')}
          </Button>
          <Button
            disabled={ticked.size === 0}
            onClick={() => {
              onAdd(purchaseLinesFrom(records.filter((l) => ticked.has(lineKey(l)))))
              setTicked(new Set())
              onClose()
            }}
          >
            {t('purchase.fromPlan.add', { count: ticked.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
