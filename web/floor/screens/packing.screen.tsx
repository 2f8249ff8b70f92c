import { Button, Group, Modal, NumberInput, Paper, Progress, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PackingOrderRow } from '#sync/floor/floor-protocol.ts'
import { resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
import { BoxCard, CurrentBoxCard, PackLineCard } from './parts/packing-cards.tsx'
import {
  type BoxMeasures,
  boxUnits,
  canFinishPacking,
  currentBoxNo,
  isBoxClosed,
  judgePack,
  MEASURE_MAX,
  measureProblems,
  nextBoxNo,
  type PackingBox,
  packTotals,
} from './parts/packing-work.ts'
import { QuantityKeypad } from './parts/quantity-keypad.tsx'
import { Counter, TaskList } from './parts/task-list.tsx'
import { useWorkActions } from './parts/use-floor-work.ts'
import { useWorkParams } from './parts/use-work-params.ts'
import { SheetIcon } from './parts/work-icons.tsx'
import { WorkScreen } from './parts/work-screen.tsx'
import { judged } from './parts/work-types.ts'

/**
 * The face sheet (the carrier's label file) an order would carry. The floor protocol's
 * `PackingOrderRow` has no such field yet: the button shows once the pull sends one.
 */
type WithLabelFile = { labelFile?: string | null }

/**
 * What a scan does on the packing screen: an order (or a pick list of one) opens it, a pick list of
 * several lists them, a box of the order is filled next, a product goes into the current box; `pack`
 * puts units of a product into it.
 */
function usePackingScan(
  { currentView, give, act }: ReturnType<typeof useWorkActions>,
  orderId: string | null,
  chosenBox: number | null,
  setParams: ReturnType<typeof useWorkParams<'id' | 'box' | 'pick'>>['setParams'],
) {
  const pack = (current: PackingOrderRow, productId: string, quantity: number) => {
    const product = currentView().products.get(productId) ?? {
      id: productId,
      sysSku: current.lines.find((l) => l.productId === productId)?.sysSku ?? productId,
    }
    const boxNo = currentBoxNo(current, chosenBox)
    const judgement = judgePack(current, product, boxNo, quantity)
    if (judgement.command && chosenBox !== boxNo) setParams({ box: boxNo })
    void act(judgement)
  }

  const onScan = (scan: Scan) => {
    const now = currentView()
    const found = resolveCode(now, scan.code, scan.gs1)
    const current = orderId ? now.packingOrders.get(orderId) : undefined
    switch (found.kind) {
      case 'unknown':
        return give(judged('unknown', 'work.scan.unknown', { code: found.code }))
      case 'packingOrder':
        setParams({ id: found.row.id, box: null, pick: null }, { push: !current })
        return give(judged('ok', 'work.packing.opened', { code: found.row.code }))
      case 'pickList': {
        // A pick list of one order opens it; of several, the list shows just those.
        const orders = [...now.packingOrders.values()].filter((o) => o.pickId === found.row.id)
        const only = orders.length === 1 ? orders[0] : undefined
        if (only) {
          setParams({ id: only.id, box: null, pick: null }, { push: !current })
          return give(judged('ok', 'work.packing.opened', { code: only.code }))
        }
        if (orders.length === 0) return give(judged('wrong', 'work.scan.notHere', { code: scan.code }))
        setParams({ id: null, box: null, pick: found.row.id })
        return give(judged('ok', 'work.packing.ofPick', { code: found.row.code }))
      }
      case 'box': {
        if (!current || found.order.id !== current.id)
          return give(judged('wrong', 'work.scan.notHere', { code: scan.code }))
        const box = current.boxes.find((b) => b.boxNo === found.boxNo)
        if (box && isBoxClosed(box)) return give(judged('wrong', 'work.packing.boxIsClosed', { box: box.boxNo }))
        setParams({ box: found.boxNo })
        return give(judged('ok', 'work.packing.boxChosen', { box: found.boxNo }))
      }
      case 'product':
        if (!current) return give(judged('wrong', 'work.packing.chooseFirst'))
        return pack(current, found.product.id, 1)
      default:
        return give(judged('wrong', 'work.scan.notHere', { code: scan.code }))
    }
  }
  return { pack, onScan }
}

/** The orders to pack (of one pick list, when one was scanned), each with its packed of picked units. */
function PackingOrderList({
  view,
  pickFilter,
  answer,
  onScan,
  setParams,
}: {
  view: ReturnType<typeof useWorkActions>['view']
  pickFilter: string | null
  answer: ReturnType<typeof useWorkActions>['answer']
  onScan: (scan: Scan) => void
  setParams: ReturnType<typeof useWorkParams<'id' | 'box' | 'pick'>>['setParams']
}) {
  const { t } = useTranslation()
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

/**
 * Packing (issue 11 §2): scan or choose the order (or its pick list), scan SKUs into the current box
 * (box 1 first, "new box" opens the next), close each box with its measures and weight, print its
 * label; finish once everything picked is packed and every box is closed.
 */
export function PackingScreen() {
  const { t } = useTranslation()
  const work = useWorkActions()
  const { view, currentView, answer, act } = work
  const { param, setParams } = useWorkParams<'id' | 'box' | 'pick'>()
  const [dialog, setDialog] = useState<{ kind: 'keypad'; productId: string } | { kind: 'close' } | null>(null)
  const orderId = param('id')
  const order = orderId ? view.packingOrders.get(orderId) : undefined
  const chosenBox = Number(param('box')) || null

  const { pack, onScan } = usePackingScan(work, orderId, chosenBox, setParams)

  if (!order)
    return (
      <PackingOrderList view={view} pickFilter={param('pick')} answer={answer} onScan={onScan} setParams={setParams} />
    )

  const totals = packTotals(order)
  const boxNo = currentBoxNo(order, chosenBox)
  const inBox = boxUnits(order, boxNo)
  const labelFile = (order as PackingOrderRow & WithLabelFile).labelFile
  const keypadLine = dialog?.kind === 'keypad' ? order.lines.find((l) => l.productId === dialog.productId) : undefined

  const printLabel = (box: PackingBox) => {
    const measures = box.length ? ` · ${box.length}×${box.width}×${box.height} cm · ${box.weight} kg` : ''
    void import('./parts/box-label.ts').then((m) =>
      m.printBoxLabel({
        boxCode: box.code,
        orderCode: order.code,
        boxCaption: t('work.packing.box', { box: box.boxNo }),
        details: `${t('work.packing.boxUnits', { count: box.packedQuantity })}${measures}`,
      }),
    )
  }
  const finish = () =>
    void act(judged('ok', 'work.packing.finished', { code: order.code }), [
      { name: 'finishTask', args: { kind: 'packing', id: order.id } },
    ]).then((queued) => {
      if (queued) setParams({ id: null, box: null }, { onlyIf: { id: order.id } })
    })

  return (
    <WorkScreen
      title={order.code}
      subtitle={order.pickCode ?? undefined}
      onBack={() => setParams({ id: null, box: null })}
      prompt={t('work.packing.prompt', { box: boxNo })}
      answer={answer}
      onScan={onScan}
      scanning={dialog === null}
      footer={
        <>
          {labelFile && (
            <Button
              h={52}
              size="lg"
              variant="default"
              leftSection={<SheetIcon />}
              onClick={() => window.open(labelFile, '_blank', 'noopener')}
            >
              {t('work.packing.faceSheet')}
            </Button>
          )}
          <Button h={60} size="xl" fullWidth disabled={!canFinishPacking(order)} onClick={finish}>
            {t('work.packing.finish')}
          </Button>
        </>
      }
    >
      <Paper withBorder radius="md" p="sm">
        <Group grow>
          <Counter value={totals.packed} total={totals.picked} label={t('work.packing.packed')} />
        </Group>
        <Progress
          mt="xs"
          size="lg"
          radius="xl"
          color={totals.packed === totals.picked ? 'green' : undefined}
          value={totals.picked > 0 ? (100 * totals.packed) / totals.picked : 0}
        />
      </Paper>

      <CurrentBoxCard
        boxNo={boxNo}
        inBox={inBox}
        onNewBox={() => setParams({ box: Math.max(nextBoxNo(order), boxNo + 1) })}
        onCloseBox={() => setDialog({ kind: 'close' })}
      />

      <Stack gap="sm">
        {order.lines.map((line) => (
          <PackLineCard
            key={`${line.productId}-${line.sysSku}`}
            line={line}
            productName={view.products.get(line.productId)?.name}
            onKeypad={() => setDialog({ kind: 'keypad', productId: line.productId })}
          />
        ))}
      </Stack>

      {order.boxes.length > 0 && (
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
      )}

      <QuantityKeypad
        opened={keypadLine !== undefined}
        title={t('work.packing.quantityTitle', { sku: keypadLine?.sysSku ?? '' })}
        subtitle={t('work.packing.box', { box: boxNo })}
        initial={keypadLine ? Math.max(1, keypadLine.pickedQuantity - keypadLine.packedQuantity) : 1}
        max={keypadLine ? Math.max(1, keypadLine.pickedQuantity - keypadLine.packedQuantity) : 1}
        onClose={() => setDialog(null)}
        onConfirm={(quantity) => {
          setDialog(null)
          const now = currentView().packingOrders.get(order.id)
          if (now && keypadLine) pack(now, keypadLine.productId, quantity)
        }}
      />
      <CloseBoxDialog
        opened={dialog?.kind === 'close'}
        boxNo={boxNo}
        onClose={() => setDialog(null)}
        onConfirm={(measures) => {
          setDialog(null)
          void act(judged('ok', 'work.packing.boxClosed', { box: boxNo }), [
            { name: 'closeBox', args: { outboundId: order.id, boxNo, ...measures } },
          ]).then((queued) => {
            if (queued) setParams({ box: null }, { onlyIf: { box: String(boxNo) } })
          })
        }}
      />
    </WorkScreen>
  )
}

const MEASURES = ['length', 'width', 'height', 'weight'] as const

/** Closing a box: its length, width and height (cm) and its weight (kg), each required. */
function CloseBoxDialog({
  opened,
  boxNo,
  onClose,
  onConfirm,
}: {
  opened: boolean
  boxNo: number
  onClose: () => void
  onConfirm: (measures: BoxMeasures) => void
}) {
  const { t } = useTranslation()
  const [values, setValues] = useState<Partial<Record<(typeof MEASURES)[number], number | null>>>({})
  const problems = measureProblems(values)
  const close = () => {
    setValues({})
    onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      fullScreen
      radius={0}
      transitionProps={{ duration: 0 }}
      title={
        <Text fw={700} size="xl">
          {t('work.packing.measures', { box: boxNo })}
        </Text>
      }
    >
      <Stack gap="md">
        {MEASURES.map((name) => {
          const value = values[name]
          const invalid = value !== undefined && value !== null && problems.includes(name)
          return (
            <NumberInput
              key={name}
              size="xl"
              label={t(`work.packing.${name}`)}
              value={value ?? ''}
              onChange={(v) => setValues((prev) => ({ ...prev, [name]: typeof v === 'number' ? v : null }))}
              min={0}
              max={MEASURE_MAX[name]}
              // A measure beyond the limit stays as typed and is refused naming the limit, never cut down to it.
              clampBehavior="none"
              decimalScale={name === 'weight' ? 3 : 1}
              allowNegative={false}
              hideControls
              inputMode="decimal"
              error={
                !invalid
                  ? undefined
                  : (value ?? 0) > MEASURE_MAX[name]
                    ? t('work.packing.measureOver', { max: MEASURE_MAX[name], unit: name === 'weight' ? 'kg' : 'cm' })
                    : t('work.packing.measureRange', { max: MEASURE_MAX[name] })
              }
            />
          )
        })}
        <Button
          h={60}
          size="xl"
          disabled={problems.length > 0}
          onClick={() => {
            if (problems.length > 0) return
            const measures = values as BoxMeasures
            setValues({})
            onConfirm({
              length: measures.length,
              width: measures.width,
              height: measures.height,
              weight: measures.weight,
            })
          }}
        >
          {t('work.packing.closeBox')}
        </Button>
      </Stack>
    </Modal>
  )
}
