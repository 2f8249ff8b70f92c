import { ActionIcon, Badge, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PackingOrderRow } from '#sync/floor/floor-protocol.ts'
import { FloorDialog } from './floor-dialog.tsx'
import {
  type BoxMeasures,
  canFinishPacking,
  isBoxClosed,
  MEASURE_MAX,
  measureProblems,
  type PackingBox,
} from './packing-work.ts'
import classes from './work.module.css'
import { BoxIcon, KeypadIcon, PlusIcon, PrinterIcon, SheetIcon } from './work-icons.tsx'

type PackingLine = PackingOrderRow['lines'][number]

/**
 * The face sheet (the carrier's label file) an order would carry. The floor protocol's
 * `PackingOrderRow` has no such field yet: the button shows once the pull sends one.
 */
type WithLabelFile = { labelFile?: string | null }

/** The box being filled: its number, the units in it, a new box and closing it (both once it holds some). */
export function CurrentBoxCard({
  boxNo,
  inBox,
  onNewBox,
  onCloseBox,
}: {
  boxNo: number
  inBox: number
  onNewBox: () => void
  onCloseBox: () => void
}) {
  const { t } = useTranslation()
  return (
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
        <Button h={56} size="lg" variant="light" leftSection={<PlusIcon />} disabled={inBox === 0} onClick={onNewBox}>
          {t('work.packing.newBox')}
        </Button>
        <Button h={56} size="lg" disabled={inBox === 0} onClick={onCloseBox}>
          {t('work.packing.closeBox')}
        </Button>
      </Group>
    </Paper>
  )
}

/** One line of the order: its SKU and name, packed of picked, and the keypad for a count. */
export function PackLineCard({
  line,
  productName,
  onKeypad,
}: {
  line: PackingLine
  productName: string | undefined
  onKeypad: () => void
}) {
  const { t } = useTranslation()
  const done = line.packedQuantity >= line.pickedQuantity
  return (
    <Paper withBorder radius="md" p="sm" data-line={line.sysSku}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={800} style={{ fontSize: 20, overflowWrap: 'anywhere' }}>
            {line.sysSku}
          </Text>
          {productName && (
            <Text c="dimmed" size="md" lineClamp={2}>
              {productName}
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
            onClick={onKeypad}
          >
            <KeypadIcon size={28} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  )
}

/** One box of the order: number, state, code and measures, units, filling it again and printing its label. */
export function BoxCard({
  box,
  current,
  onFill,
  onPrint,
}: {
  box: PackingBox
  /** The box being filled now. */
  current: boolean
  onFill: () => void
  onPrint: () => void
}) {
  const { t } = useTranslation()
  return (
    <Paper withBorder radius="md" px="sm" py={8} data-box={box.boxNo}>
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
          {!isBoxClosed(box) && !current && (
            <Button h={52} variant="light" onClick={onFill}>
              {t('work.packing.fillThis')}
            </Button>
          )}
          <ActionIcon
            size={52}
            variant="default"
            aria-label={`${t('work.packing.printLabel')} ${box.code}`}
            onClick={onPrint}
          >
            <PrinterIcon size={26} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  )
}

/** The pack station's actions at the bottom: the order's face sheet (once it has one) and finishing the order. */
export function PackingFooter({ order, onFinish }: { order: PackingOrderRow; onFinish: () => void }) {
  const { t } = useTranslation()
  const labelFile = (order as PackingOrderRow & WithLabelFile).labelFile
  return (
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
      <Button h={60} size="xl" fullWidth disabled={!canFinishPacking(order)} onClick={onFinish}>
        {t('work.packing.finish')}
      </Button>
    </>
  )
}

const MEASURES = ['length', 'width', 'height', 'weight'] as const
type Measure = (typeof MEASURES)[number]

/** One measure of a box being closed, refused (naming the limit) once typed out of range. */
function MeasureInput({
  name,
  value,
  problem,
  onChange,
}: {
  name: Measure
  value: number | null | undefined
  /** The measure is missing or out of range. */
  problem: boolean
  onChange: (value: number | null) => void
}) {
  const { t } = useTranslation()
  const invalid = value !== undefined && value !== null && problem
  return (
    <NumberInput
      size="xl"
      label={t(`work.packing.${name}`)}
      value={value ?? ''}
      onChange={(v) => onChange(typeof v === 'number' ? v : null)}
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
}

/** Closing a box: its length, width and height (cm) and its weight (kg), each required. */
export function CloseBoxDialog({
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
  const [values, setValues] = useState<Partial<Record<Measure, number | null>>>({})
  const problems = measureProblems(values)
  const close = () => {
    setValues({})
    onClose()
  }
  return (
    <FloorDialog opened={opened} onClose={close} title={t('work.packing.measures', { box: boxNo })}>
      <Stack gap="md">
        {MEASURES.map((name) => (
          <MeasureInput
            key={name}
            name={name}
            value={values[name]}
            problem={problems.includes(name)}
            onChange={(value) => setValues((prev) => ({ ...prev, [name]: value }))}
          />
        ))}
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
    </FloorDialog>
  )
}
