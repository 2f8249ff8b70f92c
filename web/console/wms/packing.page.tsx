import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { AnswerOf } from '#sync/http/contract.ts'
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
  type Measures,
  nextBoxNo,
  packBoxBody,
  packLines,
  packStage,
  uploadLabelBody,
} from './outbound-work.ts'
import {
  BoxesTable,
  CloseBoxForm,
  LabelsTable,
  LabelUploadForm,
  PackForm,
  PackLinesTable,
  Section,
} from './packing-parts.tsx'
import { refusalText } from './pick-list.page.tsx'
import { useWork } from './use-work.ts'
import { WaveDialog } from './wave-dialog.tsx'

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

/**
 * The packing's work, each a call of its own: put units into a box, close a box measured, finish
 * packing, upload a label, finish labelling (asked first); `busy` names the one under way and
 * `error` the last refusal; each answers whether it was done.
 */
function usePackWork(orderId: string, reload: () => Promise<void>) {
  const { t } = useTranslation()
  const { busy, error, run } = useWork(refusalText)
  const pack = (sku: string, count: number, boxNo: number) =>
    run('pack', async () => {
      const body = packBoxBody(orderId, sku, count, boxNo, crypto.randomUUID())
      await callApi(packBoxContract, { params: body }, { silent: true })
      await reload()
    })
  const closeBox = (box: BoxRow, measures: Measures) =>
    run('close', async () => {
      const body = closeBoxBody(String(box.id), measures)
      await callApi(actionContract(boxActions.closeBox), { params: body }, { silent: true })
      await reload()
    })
  const finishPacking = () =>
    run('finishPacking', async () => {
      await callApi(actionContract(packingActions.finishPacking), { params: { ids: orderId } }, { silent: true })
      clientSettings.notifySuccess(t('outbound.pack.finished'))
      await reload()
    })
  const uploadLabel = (labelFile: File, tracking: string) =>
    run('upload', async () => {
      const file = await uploadTo(pictureUploadContract, labelFile, {}, { silent: true })
      const body = uploadLabelBody(orderId, String(file.attachId), tracking)
      await callApi(uploadLabelContract, { params: body }, { silent: true })
      await reload()
    })
  // Asked first, as the declared action says: the face sheets cannot be changed afterwards.
  const finishLabelling = () =>
    confirmAction(packingActions.finishLabelling.confirm?.[currentLanguage()] ?? '', async () => {
      await run('finishLabelling', async () => {
        await callApi(actionContract(packingActions.finishLabelling), { params: { ids: orderId } }, { silent: true })
        clientSettings.notifySuccess(t('outbound.label.finished'))
        await reload()
      })
    })

  return { busy, error, pack, closeBox, finishPacking, uploadLabel, finishLabelling }
}

/** The dialog's title: the outbound's number and its status, packing and face-sheet statuses. */
function PackTitle({ order }: { order: AnswerOf<typeof outboundDetail> | undefined }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const statusBadge = (field: 'status' | 'packStatus' | 'faceSheetStatus') =>
    order?.[field] === undefined || order?.[field] === null
      ? null
      : `${wOutbound.fields[field]?.label[lang]} · ${statusLabel(wOutbound, field, String(order[field]), lang)}`
  return (
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
  )
}

/** Where the outbound stands when there is nothing (more) to pack: not picked, closed, shipped, labelled. */
function StageNote({ stage }: { stage: ReturnType<typeof packStage> | null }) {
  const { t } = useTranslation()
  if (stage === 'notPicked') return <Alert variant="light">{t('outbound.pack.notPicked')}</Alert>
  if (stage === 'closed') return <Alert variant="light">{t('outbound.pack.closed')}</Alert>
  if (stage === 'shipped' || stage === 'labelled')
    return (
      <Alert variant="light" color="teal">
        {t(stage === 'shipped' ? 'outbound.pack.shipped' : 'outbound.label.done')}
      </Alert>
    )
  return null
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
  const data = useQuery({ queryKey: ['packing', orderId], queryFn: () => loadPacking(orderId) })
  const [closing, setClosing] = useState<BoxRow | null>(null)
  const reload = async () => {
    await data.refetch()
    onChanged()
  }
  const work = usePackWork(orderId, reload)
  const order = data.data?.order
  const boxes = data.data?.boxes ?? []
  const lines = packLines(order?.items ?? [], data.data?.boxLines ?? [])
  const labels = data.data?.labels ?? []
  const stage = order ? packStage(order, data.data?.pickedTime) : null
  const packing = stage === 'packing'
  return (
    <Modal opened onClose={onClose} size={1000} title={<PackTitle order={order} />}>
      <Stack gap="sm">
        <StageNote stage={stage} />
        <Section title={t('outbound.pack.lines')}>
          <PackLinesTable lines={lines} />
        </Section>
        <Section title={t('outbound.pack.boxes')}>
          <BoxesTable boxes={boxes} packing={packing} onClose={setClosing} />
          {closing && packing && (
            <CloseBoxForm
              key={String(closing.id)}
              box={closing}
              busy={work.busy === 'close'}
              onSubmit={async (measures) => {
                if (await work.closeBox(closing, measures)) setClosing(null)
              }}
              onCancel={() => setClosing(null)}
            />
          )}
          {packing && (
            <PackForm
              toPack={lines.filter((l) => l.left > 0)}
              current={currentBoxNo(boxes)}
              fresh={nextBoxNo(boxes)}
              busy={work.busy === 'pack'}
              onPack={work.pack}
            />
          )}
        </Section>
        {(stage === 'labelling' || stage === 'labelled' || (stage === 'shipped' && labels.length > 0)) && (
          <Section title={t('outbound.label.section')}>
            <LabelsTable labels={labels} />
            {stage === 'labelling' && <LabelUploadForm busy={work.busy === 'upload'} onUpload={work.uploadLabel} />}
          </Section>
        )}
        {work.error && (
          <Alert color="red" variant="light" role="alert">
            {work.error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('outbound.close')}
          </Button>
          {packing && (
            <Button loading={work.busy === 'finishPacking'} onClick={work.finishPacking}>
              {t('outbound.pack.finish')}
            </Button>
          )}
          {stage === 'labelling' && (
            <Button color="teal" loading={work.busy === 'finishLabelling'} onClick={work.finishLabelling}>
              {t('outbound.label.finish')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
