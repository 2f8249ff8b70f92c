import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { PackingOrderRow } from '#sync/floor/floor-protocol.ts'
import { isBoxClosed, type PackingBox } from './packing-work.ts'
import classes from './work.module.css'
import { BoxIcon, KeypadIcon, PlusIcon, PrinterIcon } from './work-icons.tsx'

type PackingLine = PackingOrderRow['lines'][number]

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
