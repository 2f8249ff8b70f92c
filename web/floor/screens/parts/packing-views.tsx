import { Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PackingOrderRow } from '#sync/floor/floor-protocol.ts'
import type { Scan } from '../../scan/scan.ts'
import { BoxCard, CloseBoxDialog, CurrentBoxCard, PackingFooter, PackLineCard } from './packing-cards.tsx'
import { boxUnits, currentBoxNo, nextBoxNo, type PackingBox, packTotals } from './packing-work.ts'
import { QuantityKeypad } from './quantity-keypad.tsx'
import { CounterCard, TaskList } from './task-list.tsx'
import type { useWorkActions } from './use-floor-work.ts'
import type { useWorkParams } from './use-work-params.ts'
import { WorkScreen } from './work-screen.tsx'
import { judged } from './work-types.ts'

/** What every packing view shares: the screen's work, its URL steps and its scan handler. */
export type PackingContext = {
  work: ReturnType<typeof useWorkActions>
  setParams: ReturnType<typeof useWorkParams<'id' | 'box' | 'pick'>>['setParams']
  onScan: (scan: Scan) => void
}

/** Units of a product packed into the current box (the scan's and the keypad's way in). */
export type PackUnits = (current: PackingOrderRow, productId: string, quantity: number) => void

/** The orders to pack (of one pick list, when one was scanned), each with its packed of picked units. */
export function PackingOrderList({
  work,
  setParams,
  onScan,
  pickFilter,
}: PackingContext & { pickFilter: string | null }) {
  const { t } = useTranslation()
  const { view, answer } = work
  const pickCode = pickFilter ? view.pickLists.get(pickFilter)?.code : undefined
  const orders = [...view.packingOrders.values()]
    .filter((o) => !pickFilter || o.pickId === pickFilter)
    .sort((a, b) => a.code.localeCompare(b.code))
  return (
    <WorkScreen
      subtitle={pickFilter ? t('work.packing.ofPick', { code: pickCode ?? orders[0]?.pickCode ?? '' }) : undefined}
      onBack={pickFilter ? () => setParams({ pick: null }) : undefined}
      prompt={t('work.packing.choose')}
      answer={answer}
      onScan={onScan}
    >
      <TaskList
        label={t('work.packing.title')}
        empty={t('work.packing.none')}
        items={orders.map((o) => {
          const totals = packTotals(o)
          return {
            id: o.id,
            code: o.code,
            detail: o.pickCode ?? undefined,
            progress: { done: totals.packed, total: totals.picked },
          }
        })}
        onChoose={(id) => setParams({ id, box: null, pick: null }, { push: true })}
      />
    </WorkScreen>
  )
}

/** The order's boxes: each to fill again while open, and its label to print. */
function OrderBoxes({
  order,
  boxNo,
  setParams,
}: {
  order: PackingOrderRow
  boxNo: number
  setParams: PackingContext['setParams']
}) {
  const { t } = useTranslation()
  const printLabel = (box: PackingBox) => {
    const measures = box.length ? ` · ${box.length}×${box.width}×${box.height} cm · ${box.weight} kg` : ''
    void import('./box-label.ts').then((m) =>
      m.printBoxLabel({
        boxCode: box.code,
        orderCode: order.code,
        boxCaption: t('work.packing.box', { box: box.boxNo }),
        details: `${t('work.packing.boxUnits', { count: box.packedQuantity })}${measures}`,
      }),
    )
  }
  if (order.boxes.length === 0) return null
  return (
    <Stack gap={6}>
      {order.boxes.map((box) => (
        <BoxCard
          key={box.boxNo}
          box={box}
          current={box.boxNo === boxNo}
          onFill={() => setParams({ box: box.boxNo })}
          onPrint={() => printLabel(box)}
        />
      ))}
    </Stack>
  )
}

/** The pack station's two dialogs: a count of one line on the keypad, and closing the current box. */
type PackingDialog = { kind: 'keypad'; productId: string } | { kind: 'close' } | null

function PackingDialogs({
  order,
  boxNo,
  dialog,
  setDialog,
  pack,
  work,
  setParams,
}: Omit<PackingContext, 'onScan'> & {
  order: PackingOrderRow
  boxNo: number
  dialog: PackingDialog
  setDialog: (dialog: PackingDialog) => void
  pack: PackUnits
}) {
  const { t } = useTranslation()
  const keypadLine = dialog?.kind === 'keypad' ? order.lines.find((l) => l.productId === dialog.productId) : undefined
  const left = keypadLine ? Math.max(1, keypadLine.pickedQuantity - keypadLine.packedQuantity) : 1
  return (
    <>
      <QuantityKeypad
        opened={keypadLine !== undefined}
        title={t('work.packing.quantityTitle', { sku: keypadLine?.sysSku ?? '' })}
        subtitle={t('work.packing.box', { box: boxNo })}
        initial={left}
        max={left}
        onClose={() => setDialog(null)}
        onConfirm={(quantity) => {
          setDialog(null)
          const now = work.currentView().packingOrders.get(order.id)
          if (now && keypadLine) pack(now, keypadLine.productId, quantity)
        }}
      />
      <CloseBoxDialog
        opened={dialog?.kind === 'close'}
        boxNo={boxNo}
        onClose={() => setDialog(null)}
        onConfirm={(measures) => {
          setDialog(null)
          void work
            .act(judged('ok', 'work.packing.boxClosed', { box: boxNo }), [
              { name: 'closeBox', args: { outboundId: order.id, boxNo, ...measures } },
            ])
            .then((queued) => {
              if (queued) setParams({ box: null }, { onlyIf: { box: String(boxNo) } })
            })
        }}
      />
    </>
  )
}

/**
 * A chosen order at the pack station: its packed of picked units, the box being filled, its lines
 * (each with a keypad), its boxes, and finishing it once everything is packed and every box closed.
 */
export function PackingOrderWork({
  order,
  chosenBox,
  pack,
  work,
  setParams,
  onScan,
}: PackingContext & { order: PackingOrderRow; chosenBox: number | null; pack: PackUnits }) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<PackingDialog>(null)
  const totals = packTotals(order)
  const boxNo = currentBoxNo(order, chosenBox)

  const finish = () =>
    void work
      .act(judged('ok', 'work.packing.finished', { code: order.code }), [
        { name: 'finishTask', args: { kind: 'packing', id: order.id } },
      ])
      .then((queued) => {
        if (queued) setParams({ id: null, box: null }, { onlyIf: { id: order.id } })
      })

  return (
    <WorkScreen
      title={order.code}
      subtitle={order.pickCode ?? undefined}
      onBack={() => setParams({ id: null, box: null })}
      prompt={t('work.packing.prompt', { box: boxNo })}
      answer={work.answer}
      onScan={onScan}
      scanning={dialog === null}
      footer={<PackingFooter order={order} onFinish={finish} />}
    >
      <CounterCard value={totals.packed} total={totals.picked} label={t('work.packing.packed')} />
      <CurrentBoxCard
        boxNo={boxNo}
        inBox={boxUnits(order, boxNo)}
        onNewBox={() => setParams({ box: Math.max(nextBoxNo(order), boxNo + 1) })}
        onCloseBox={() => setDialog({ kind: 'close' })}
      />
      <Stack gap="sm">
        {order.lines.map((line) => (
          <PackLineCard
            key={`${line.productId}-${line.sysSku}`}
            line={line}
            productName={work.view.products.get(line.productId)?.name}
            onKeypad={() => setDialog({ kind: 'keypad', productId: line.productId })}
          />
        ))}
      </Stack>
      <OrderBoxes order={order} boxNo={boxNo} setParams={setParams} />
      <PackingDialogs
        order={order}
        boxNo={boxNo}
        dialog={dialog}
        setDialog={setDialog}
        pack={pack}
        work={work}
        setParams={setParams}
      />
    </WorkScreen>
  )
}
