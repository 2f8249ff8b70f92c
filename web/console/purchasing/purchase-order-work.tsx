import { Modal, Stack, Tabs } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { purchaseOrderItem } from '#sync/resources/purchasing/purchase-order.resource.ts'
import { getJson } from '../../api/client.ts'
import { useLinkLabels } from '../resource/link-labels.ts'
import { PurchaseOrderContract } from './purchase-order-contract.tsx'
import { PurchaseOrderRetainer } from './purchase-order-retainer.tsx'
import { QualityCheckForm } from './quality-check-form.tsx'
import { QualityCheckHistory } from './quality-check-history.tsx'

type Row = Record<string, unknown>
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])

/**
 * The work on one purchase order besides its declared steps (audit, ship): the factory's quality
 * checks per lot, the deposit, and the contract to download and the signed one to upload.
 */
export function PurchaseOrderWork({
  order,
  detailUrl,
  onClose,
  onChanged,
}: {
  order: Row | null
  detailUrl: string
  onClose: () => void
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const id = order ? String(order.id) : ''
  const detail = useQuery({
    queryKey: ['purchase-order-work', id],
    enabled: order !== null,
    queryFn: () => getJson<Row>(detailUrl, { id }),
  })
  const items = rowsOf(detail.data?.items)
  const labels = useLinkLabels(purchaseOrderItem, items)
  const products = [...new Set(items.map((i) => String(i.productId)))].map((value) => ({
    value,
    label: labels.productId?.[value] ?? value,
  }))
  const changed = () => {
    void detail.refetch()
    onChanged()
  }
  const shown = detail.data ?? order ?? {}
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      size={1000}
      title={t('purchase.work.title', { code: String(order?.code ?? '') })}
    >
      <Tabs defaultValue="qc" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="qc">{t('purchase.work.qc')}</Tabs.Tab>
          <Tabs.Tab value="retainer">{t('purchase.work.retainer')}</Tabs.Tab>
          <Tabs.Tab value="contract">{t('purchase.work.contract')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="qc" pt="sm">
          <Stack gap="md">
            <QualityCheckHistory checks={rowsOf(detail.data?.qualityChecks)} />
            <QualityCheckForm orderId={id} products={products} onRecorded={changed} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="retainer" pt="sm">
          <PurchaseOrderRetainer order={shown} onSaved={changed} />
        </Tabs.Panel>
        <Tabs.Panel value="contract" pt="sm">
          <PurchaseOrderContract order={shown} onSaved={changed} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  )
}
