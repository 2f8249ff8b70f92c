import { ActionIcon, Badge, Button, Group, Modal, NumberInput, Paper, Progress, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PackingOrderRow } from '#sync/floor/floor-protocol.ts'
import { resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
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
import classes from './parts/work.module.css'
import { BoxIcon, KeypadIcon, PlusIcon, PrinterIcon, SheetIcon } from './parts/work-icons.tsx'
import { WorkScreen } from './parts/work-screen.tsx'
import { judged } from './parts/work-types.ts'

/**
 * The face sheet (the carrier's label file) an order would carry. The floor protocol's
 * `PackingOrderRow` has no such field yet: the button shows once the pull sends one.
 */
type WithLabelFile = { labelFile?: string | null }

/**
 * Packing (issue 11 §2): scan or choose the order (or its pick list), scan SKUs into the current box
 * (box 1 first, "new box" opens the next), close each box with its measures and weight, print its
 * label; finish once everything picked is packed and every box is closed.
 */
export function PackingScreen() {
  const { t } = useTranslation()
  const { view, currentView, answer, give, act } = useWorkActions()
  const { param, setParams } = useWorkParams<'id' | 'box' | 'pick'>()
  const [dialog, setDialog] = useState<{ kind: 'keypad'; productId: string } | { kind: 'close' } | null>(null)
  const orderId = param('id')
  const order = orderId ? view.packingOrders.get(orderId) : undefined
  const chosenBox = Number(param('box')) || null

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

  if (!order) {
    const pickFilter = param('pick')
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

      <Paper withBorder radius="md" p="md" className={classes.current} data-testid="current-box">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <BoxIcon size={34} />
            <Stack gap={0}>
              <Text size="sm" c="dimmed" fw={600}>
                {t('work.packing.currentBox')}
              </Text>
              <Text fw={900} style={{ fontSize: 30 }} lh={1.1}>
                {t('work.packing.box', { box: boxNo })}
              </Text>
            </Stack>
          </Group>
          <Text fw={900} className={classes.number} style={{ fontSize: 36 }}>
            {inBox}
          </Text>
        </Group>
        <Group grow mt="md" gap="sm">
          <Button
            h={56}
            size="lg"
            variant="light"
            leftSection={<PlusIcon />}
            disabled={inBox === 0}
            onClick={() => setParams({ box: Math.max(nextBoxNo(order), boxNo + 1) })}
          >
            {t('work.packing.newBox')}
          </Button>
          <Button h={56} size="lg" disabled={inBox === 0} onClick={() => setDialog({ kind: 'close' })}>
            {t('work.packing.closeBox')}
          </Button>
        </Group>
      </Paper>

      <Stack gap="sm">
        {order.lines.map((line) => {
          const product = view.products.get(line.productId)
          const done = line.packedQuantity >= line.pickedQuantity
          return (
            <Paper key={`${line.productId}-${line.sysSku}`} withBorder radius="md" p="sm" data-line={line.sysSku}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={800} style={{ fontSize: 20, overflowWrap: 'anywhere' }}>
                    {line.sysSku}
                  </Text>
                  {product && (
                    <Text c="dimmed" size="md" lineClamp={2}>
                      {product.name}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Text
                    fw={900}
                    className={classes.number}
                    style={{ fontSize: 28 }}
                    c={done ? 'green.8' : undefined}
                    data-testid={`packed-${line.sysSku}`}
                  >
                    {line.packedQuantity}
                    <Text span c="dimmed" fw={700} style={{ fontSize: 19 }}>
                      /{line.pickedQuantity}
                    </Text>
                  </Text>
                  <ActionIcon
                    size={52}
                    variant="light"
                    aria-label={`${t('work.enterQuantity')} ${line.sysSku}`}
                    disabled={done}
                    onClick={() => setDialog({ kind: 'keypad', productId: line.productId })}
                  >
                    <KeypadIcon size={28} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          )
        })}
      </Stack>

      {order.boxes.length > 0 && (
        <Stack gap={6}>
          {order.boxes.map((box) => (
            <Paper key={box.boxNo} withBorder radius="md" px="sm" py={8} data-box={box.boxNo}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={800} size="lg">
                      {t('work.packing.box', { box: box.boxNo })}
                    </Text>
                    <Badge color={isBoxClosed(box) ? 'green' : 'gray'} size="md">
                      {isBoxClosed(box) ? t('work.packing.closed') : t('work.packing.open')}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" ff="monospace">
                    {box.code}
                  </Text>
                  {box.length && (
                    <Text size="sm" c="dimmed">
                      {box.length}×{box.width}×{box.height} cm · {box.weight} kg
                    </Text>
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={800} size="xl" className={classes.number}>
                    {t('work.packing.boxUnits', { count: box.packedQuantity })}
                  </Text>
                  {!isBoxClosed(box) && box.boxNo !== boxNo && (
                    <Button h={52} variant="light" onClick={() => setParams({ box: box.boxNo })}>
                      {t('work.packing.fillThis')}
                    </Button>
                  )}
                  <ActionIcon
                    size={52}
                    variant="default"
                    aria-label={`${t('work.packing.printLabel')} ${box.code}`}
                    onClick={() => printLabel(box)}
                  >
                    <PrinterIcon size={26} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
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
