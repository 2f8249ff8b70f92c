import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { pictureUploadContract } from '#sync/resources/other/other.contracts.ts'
import { actionContract, detailContract, pageContract, recordAnswer } from '#sync/resources/resource-contracts.ts'
import { boxActions, packingActions } from '#sync/resources/wms/w-outbound.actions.ts'
import { wOrderPick, wOutbound, wOutboundItem } from '#sync/resources/wms/w-outbound.resource.ts'
import { wOutboundBox, wOutboundBoxItem, wOutboundLabel } from '#sync/resources/wms/w-outbound-packing.resource.ts'
import { packBoxContract, uploadLabelContract } from '#sync/resources/wms/wms.contracts.ts'
import { callApi, clientSettings, uploadTo } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import {
  type BoxRow,
  closeBoxBody,
  currentBoxNo,
  isOpenBox,
  MEASURE_KEYS,
  type Measures,
  measureProblems,
  measuresOf,
  nextBoxNo,
  packBoxBody,
  packLines,
  packStage,
  trackingValid,
  uploadLabelBody,
} from './outbound-work.ts'
import { refusalText } from './pick-list.page.tsx'
import { WaveDialog } from './wave-dialog.tsx'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

/** Outbound orders: the generic list, each row opening its packing and labelling dialog. */
export function OutboundScreen({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { can } = usePermissions()
  const [open, setOpen] = useState<Row | null>(null)
  // The wave screen opens with the orders ticked in the list, if any.
  const [wave, setWave] = useState<string[] | null>(null)
  const changed = () => void queryClient.invalidateQueries({ queryKey: ['resource-list', resource.module] })
  return (
    <>
      <ResourcePanel
        resource={resource}
        extraAction={{ label: t('outbound.pack.action'), onClick: setOpen }}
        toolbarActions={(selection) =>
          can(resource.permissions.edit) ? (
            <Button onClick={() => setWave(selection.ids)}>{t('outbound.wave.open')}</Button>
          ) : null
        }
      />
      {open && <PackDialog orderId={String(open.id)} onClose={() => setOpen(null)} onChanged={changed} />}
      {wave && <WaveDialog initialTicked={wave} onClose={() => setWave(null)} onChanged={changed} />}
    </>
  )
}

/** The order with its lines (each with its quantity), as the outbound detail answers it. */
const outboundDetail = detailContract(
  wOutbound,
  z.object({ items: z.array(recordAnswer(wOutboundItem).and(z.object({ quantity: z.number() }))).optional() }),
)
/** The order's boxes, each numbered. */
const boxPage = pageContract(wOutboundBox, z.object({ boxNo: z.number() }))

/** Everything the packing dialog shows of an order: its lines, its pick list's picked time, boxes and labels. */
async function loadPacking(orderId: string) {
  const order = await callApi(outboundDetail, { query: { id: orderId } })
  const pick = order.orderPickId
    ? await callApi(detailContract(wOrderPick), { query: { id: String(order.orderPickId) } })
    : null
  const boxes = (await callApi(boxPage, { query: { outboundId: orderId, current: 1, size: 200 } })).records
  const details = await Promise.all(
    boxes.map((b) =>
      callApi(detailContract(wOutboundBox, z.object({ items: z.array(recordAnswer(wOutboundBoxItem)).optional() })), {
        query: { id: String(b.id) },
      }),
    ),
  )
  const labels = (
    await callApi(pageContract(wOutboundLabel), { query: { outboundId: orderId, current: 1, size: 200 } })
  ).records
  return {
    order,
    pickedTime: pick?.pickedTime ?? null,
    boxes: [...boxes].sort((a, b) => Number(a.boxNo) - Number(b.boxNo)),
    boxLines: details.flatMap((d) => d.items ?? []),
    labels,
  }
}

function Section({ title, children, right }: { title: string; children: ReactNode; right?: ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs">
        <Title order={6}>{title}</Title>
        {right}
      </Group>
      {children}
    </Paper>
  )
}

/** Packing an order's picked units into boxes, closing them measured, then its labels. */
export function PackDialog({
  orderId,
  onClose,
  onChanged,
}: {
  orderId: string
  onClose: () => void
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const data = useQuery({ queryKey: ['packing', orderId], queryFn: () => loadPacking(orderId) })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [sku, setSku] = useState<string | null>(null)
  const [units, setUnits] = useState<string | number>('')
  const [into, setInto] = useState<string | null>(null)
  const [closing, setClosing] = useState<{ box: BoxRow; measures: Measures } | null>(null)
  const [labelFile, setLabelFile] = useState<File | null>(null)
  const [tracking, setTracking] = useState('')

  const order = data.data?.order
  const boxes = data.data?.boxes ?? []
  const lines = packLines(order?.items ?? [], data.data?.boxLines ?? [])
  const labels = data.data?.labels ?? []
  const stage = order ? packStage(order, data.data?.pickedTime) : null
  const toPack = lines.filter((l) => l.left > 0)
  const chosen = toPack.find((l) => l.sku === sku) ?? toPack[0]
  const current = currentBoxNo(boxes)
  const fresh = nextBoxNo(boxes)
  const boxChoice = into ?? String(current)
  const count = units === '' ? (chosen?.left ?? 0) : Number(units)

  const run = async (name: string, work: () => Promise<void>) => {
    setBusy(name)
    setError(null)
    try {
      await work()
    } catch (e) {
      setError(refusalText(e, t('common.unknownError')))
    } finally {
      setBusy(null)
    }
  }
  const reload = async () => {
    await data.refetch()
    onChanged()
  }
  const pack = () =>
    run('pack', async () => {
      if (!chosen) return
      const body = packBoxBody(orderId, chosen.sku, count, Number(boxChoice), crypto.randomUUID())
      await callApi(packBoxContract, { params: body }, { silent: true })
      setUnits('')
      setInto(null)
      setSku(null)
      await reload()
    })
  const closeBox = () =>
    run('close', async () => {
      if (!closing) return
      const body = closeBoxBody(String(closing.box.id), closing.measures)
      await callApi(actionContract(boxActions.closeBox), { params: body }, { silent: true })
      setClosing(null)
      await reload()
    })
  const finishPacking = () =>
    run('finishPacking', async () => {
      await callApi(actionContract(packingActions.finishPacking), { params: { ids: orderId } }, { silent: true })
      clientSettings.notifySuccess(t('outbound.pack.finished'))
      await reload()
    })
  const uploadLabel = () =>
    run('upload', async () => {
      if (!labelFile) return
      const file = await uploadTo(pictureUploadContract, labelFile, {}, { silent: true })
      const body = uploadLabelBody(orderId, String(file.attachId), tracking)
      await callApi(uploadLabelContract, { params: body }, { silent: true })
      setLabelFile(null)
      setTracking('')
      await reload()
    })
  // Asked first, as the declared action says: the face sheets cannot be changed afterwards.
  const finishLabelling = () =>
    confirmAction(packingActions.finishLabelling.confirm?.[currentLanguage()] ?? '', () =>
      run('finishLabelling', async () => {
        await callApi(actionContract(packingActions.finishLabelling), { params: { ids: orderId } }, { silent: true })
        clientSettings.notifySuccess(t('outbound.label.finished'))
        await reload()
      }),
    )

  const measureErrors = closing ? measureProblems(closing.measures) : []
  const packing = stage === 'packing'
  const statusBadge = (field: 'status' | 'packStatus' | 'faceSheetStatus') =>
    order?.[field] === undefined || order?.[field] === null
      ? null
      : `${wOutbound.fields[field]?.label[lang]} · ${statusLabel(wOutbound, field, String(order[field]), lang)}`
  return (
    <Modal
      opened
      onClose={onClose}
      size={1000}
      title={
        <Group gap="xs">
          <Text fw={600}>{t('outbound.pack.title', { code: order?.code ?? '' })}</Text>
          {order && (
            <>
              <Badge variant="light">{statusBadge('status')}</Badge>
              <Badge variant="light" color="grape">
                {statusBadge('packStatus')}
              </Badge>
              <Badge variant="light" color="teal">
                {statusBadge('faceSheetStatus')}
              </Badge>
            </>
          )}
        </Group>
      }
    >
      <Stack gap="sm">
        {stage === 'notPicked' && <Alert variant="light">{t('outbound.pack.notPicked')}</Alert>}
        {stage === 'closed' && <Alert variant="light">{t('outbound.pack.closed')}</Alert>}
        {stage === 'shipped' && (
          <Alert variant="light" color="teal">
            {t('outbound.pack.shipped')}
          </Alert>
        )}
        {stage === 'labelled' && (
          <Alert variant="light" color="teal">
            {t('outbound.label.done')}
          </Alert>
        )}
        <Section title={t('outbound.pack.lines')}>
          <Table withTableBorder fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('outbound.pack.sku')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('outbound.pack.quantity')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('outbound.pack.picked')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('outbound.pack.packed')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('outbound.pack.left')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{l.sku}</Table.Td>
                  <Table.Td style={NUMBER_CELL}>{l.quantity}</Table.Td>
                  <Table.Td style={NUMBER_CELL}>{l.picked}</Table.Td>
                  <Table.Td style={NUMBER_CELL}>{l.packed}</Table.Td>
                  <Table.Td
                    style={{ ...NUMBER_CELL, color: l.left > 0 ? 'var(--mantine-color-orange-8)' : undefined }}
                    fw={l.left > 0 ? 600 : undefined}
                  >
                    {l.left}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>

        <Section title={t('outbound.pack.boxes')}>
          {boxes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('outbound.pack.noBoxes')}
            </Text>
          ) : (
            <Table withTableBorder fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('outbound.pack.boxNo')}</Table.Th>
                  <Table.Th style={NUMBER_CELL}>{t('outbound.pack.packed')}</Table.Th>
                  {MEASURE_KEYS.map((k) => (
                    <Table.Th key={k} style={NUMBER_CELL}>
                      {t(`outbound.pack.${k}`)}
                    </Table.Th>
                  ))}
                  <Table.Th>{t('outbound.pack.boxStatus')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {boxes.map((b) => (
                  <Table.Tr key={String(b.id)}>
                    <Table.Td fw={600}>{b.boxNo}</Table.Td>
                    <Table.Td style={NUMBER_CELL}>{b.packedQuantity ?? 0}</Table.Td>
                    {MEASURE_KEYS.map((k) => (
                      <Table.Td key={k} style={NUMBER_CELL}>
                        {b[k] ?? ''}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Badge variant="light" color={isOpenBox(b) ? 'orange' : 'teal'}>
                        {t(isOpenBox(b) ? 'outbound.pack.open' : 'outbound.pack.sealed')}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      {packing && isOpenBox(b) && (
                        <Button size="compact-xs" onClick={() => setClosing({ box: b, measures: measuresOf(b) })}>
                          {t('outbound.pack.close')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {closing && packing && (
            <Paper withBorder p="sm" mt="sm" bg="var(--mantine-color-gray-light)">
              <Text size="sm" fw={600} mb={6}>
                {t('outbound.pack.closeTitle', { no: closing.box.boxNo })}
              </Text>
              <Group align="flex-start" gap="sm">
                {MEASURE_KEYS.map((k) => (
                  <TextInput
                    key={k}
                    w={130}
                    size="xs"
                    label={t(`outbound.pack.${k}`)}
                    inputMode="decimal"
                    value={closing.measures[k]}
                    onChange={(e) =>
                      setClosing({ ...closing, measures: { ...closing.measures, [k]: e.currentTarget.value } })
                    }
                    error={
                      closing.measures[k] !== '' && measureErrors.includes(k)
                        ? t('outbound.pack.measureInvalid')
                        : undefined
                    }
                  />
                ))}
                <Group gap="xs" mt={22}>
                  <Button size="xs" loading={busy === 'close'} disabled={measureErrors.length > 0} onClick={closeBox}>
                    {t('outbound.pack.close')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setClosing(null)}>
                    {t('common.cancel')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          )}
          {packing &&
            (chosen ? (
              <Group align="flex-end" gap="sm" mt="sm">
                <Select
                  w={200}
                  size="xs"
                  label={t('outbound.pack.sku')}
                  data={toPack.map((l) => l.sku)}
                  value={chosen.sku}
                  onChange={(v) => {
                    setSku(v)
                    setUnits('')
                  }}
                  allowDeselect={false}
                />
                <NumberInput
                  w={110}
                  size="xs"
                  label={t('outbound.pack.units')}
                  value={units === '' ? chosen.left : units}
                  onChange={setUnits}
                  min={1}
                  max={chosen.left}
                  allowDecimal={false}
                  allowNegative={false}
                />
                <Select
                  w={170}
                  size="xs"
                  label={t('outbound.pack.into')}
                  data={[
                    ...(current !== fresh
                      ? [{ value: String(current), label: t('outbound.pack.currentBox', { no: current }) }]
                      : []),
                    { value: String(fresh), label: t('outbound.pack.newBox', { no: fresh }) },
                  ]}
                  value={boxChoice}
                  onChange={setInto}
                  allowDeselect={false}
                />
                <Button
                  size="xs"
                  loading={busy === 'pack'}
                  disabled={!Number.isInteger(count) || count < 1 || count > chosen.left}
                  onClick={pack}
                >
                  {t('outbound.pack.putIn')}
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed" mt="sm">
                {t('outbound.pack.nothingLeft')}
              </Text>
            ))}
        </Section>

        {(stage === 'labelling' || stage === 'labelled' || (stage === 'shipped' && labels.length > 0)) && (
          <Section title={t('outbound.label.section')}>
            {labels.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('outbound.label.none')}
              </Text>
            ) : (
              <Table withTableBorder fz="sm" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('outbound.label.fileName')}</Table.Th>
                    <Table.Th>{t('outbound.label.tracking')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {labels.map((l) => (
                    <Table.Tr key={String(l.id)}>
                      <Table.Td>{l.fileName}</Table.Td>
                      <Table.Td>{l.trackingNumber}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {stage === 'labelling' && (
              <Group align="flex-start" gap="sm" mt="sm">
                <FileInput
                  w={260}
                  size="xs"
                  label={t('outbound.label.file')}
                  placeholder={t('outbound.label.choose')}
                  accept="application/pdf,image/png,image/jpeg"
                  value={labelFile}
                  onChange={setLabelFile}
                  clearable
                />
                <TextInput
                  w={200}
                  size="xs"
                  label={t('outbound.label.tracking')}
                  value={tracking}
                  maxLength={64}
                  onChange={(e) => setTracking(e.currentTarget.value)}
                  error={tracking && !trackingValid(tracking) ? t('outbound.label.trackingInvalid') : undefined}
                />
                <Button
                  size="xs"
                  mt={22}
                  loading={busy === 'upload'}
                  disabled={!labelFile || !trackingValid(tracking)}
                  onClick={uploadLabel}
                >
                  {t('outbound.label.upload')}
                </Button>
              </Group>
            )}
          </Section>
        )}

        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('outbound.close')}
          </Button>
          {packing && (
            <Button loading={busy === 'finishPacking'} onClick={finishPacking}>
              {t('outbound.pack.finish')}
            </Button>
          )}
          {stage === 'labelling' && (
            <Button color="teal" loading={busy === 'finishLabelling'} onClick={finishLabelling}>
              {t('outbound.label.finish')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
