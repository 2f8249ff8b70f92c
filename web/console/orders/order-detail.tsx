import { Anchor, Badge, Drawer, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { statusLabel } from '#sync/resources/define-action.ts'
import { order } from '#sync/resources/orders/order.resource.ts'
import { orderDetailContract } from '#sync/resources/orders/orders.contracts.ts'
import { callApi, downloadFile } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { PdfDialog } from '../../ui/widgets/pdf-dialog.tsx'
import {
  AddressBlock,
  BookingsList,
  HistoryTable,
  LinesTable,
  MoneyFacts,
  OrderFacts,
  ReservationsTable,
  RoutingFacts,
  type Row,
  Section,
  TracksList,
  text,
  useDictLabel,
} from './order-detail-sections.tsx'

/** The order's labels, each opened in the PDF viewer (to look at and print) or downloaded. */
function LabelsSection({ labels, dict }: { labels: Row[]; dict: (code: string, key: unknown) => string }) {
  const { t } = useTranslation()
  const [viewing, setViewing] = useState<string | null>(null)
  return (
    <Section title={t('salesOrder.detail.labels')}>
      {labels.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('salesOrder.detail.noLabels')}
        </Text>
      ) : (
        <Stack gap={4}>
          {labels.map((l) => (
            <Group key={text(l.id)} gap="xs">
              <Badge size="sm" variant="light">
                {dict('label_type', l.labelType ?? l.type)}
              </Badge>
              <Text size="sm">{text(l.trackNumber ?? l.fileName)}</Text>
              {l.url ? (
                <>
                  <Anchor component="button" size="sm" onClick={() => setViewing(text(l.url))}>
                    {t('salesOrder.detail.print')}
                  </Anchor>
                  <Anchor component="button" size="sm" onClick={() => void downloadFile(text(l.url))}>
                    {t('salesOrder.detail.download')}
                  </Anchor>
                </>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      <PdfDialog url={viewing} title={t('salesOrder.detail.labels')} onClose={() => setViewing(null)} />
    </Section>
  )
}
/**
 * The order detail drawer: its lines, address, money, the rule that routed it and why, the stock it
 * holds (lots and positions), its tracks and labels, and its history (who, when, what).
 */
export function OrderDetailDrawer({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const dict = useDictLabel()
  const detail = useQuery({
    queryKey: ['orders', 'detail', orderId],
    enabled: orderId !== null,
    queryFn: () => callApi(orderDetailContract, { query: { id: orderId as string } }),
  })
  const o = detail.data
  const status = o?.status === undefined ? '' : statusLabel(order, 'status', text(o.status), lang)
  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size={960}
      title={
        <Group gap="sm">
          <Text fw={700}>{t('salesOrder.detail.title', { code: o?.code ?? '' })}</Text>
          {status && (
            <Badge variant="light" data-testid="order-detail-status">
              {status}
            </Badge>
          )}
        </Group>
      }
    >
      {detail.isLoading && <Loader size="sm" />}
      {o && (
        <Stack gap="sm">
          <OrderFacts o={o} />
          <RoutingFacts o={o} />
          <LinesTable o={o} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <AddressBlock o={o} />
            <MoneyFacts o={o} />
          </SimpleGrid>
          <ReservationsTable o={o} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <TracksList o={o} />
            <LabelsSection labels={o.labels ?? []} dict={dict} />
          </SimpleGrid>
          <BookingsList o={o} />
          <HistoryTable o={o} />
        </Stack>
      )}
    </Drawer>
  )
}
