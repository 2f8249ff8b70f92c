import {
  Badge,
  Button,
  FileInput,
  Group,
  NumberInput,
  Paper,
  Select,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { RecordAnswer } from '#sync/resources/resource-contracts.ts'
import type { wOutboundLabel } from '#sync/resources/wms/w-outbound-packing.resource.ts'
import {
  type BoxRow,
  isOpenBox,
  MEASURE_KEYS,
  type Measures,
  measureProblems,
  measuresOf,
  type PackLine,
  trackingValid,
} from './outbound-work.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

/** A label made for the outbound: its file and the tracking number it carries. */
export type LabelRow = RecordAnswer<typeof wOutboundLabel>

export function Section({ title, children, right }: { title: string; children: ReactNode; right?: ReactNode }) {
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

/** The order's lines: ordered, picked, packed and what is left to pack. */
export function PackLinesTable({ lines }: { lines: PackLine[] }) {
  const { t } = useTranslation()
  return (
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
  )
}

/** The boxes packed so far, their measures and whether sealed; an open box may be closed while packing. */
export function BoxesTable({
  boxes,
  packing,
  onClose,
}: {
  boxes: BoxRow[]
  packing: boolean
  onClose: (box: BoxRow) => void
}) {
  const { t } = useTranslation()
  if (boxes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('outbound.pack.noBoxes')}
      </Text>
    )
  return (
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
                <Button size="compact-xs" onClick={() => onClose(b)}>
                  {t('outbound.pack.close')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** Closing a box: its measures (from what it holds), each a positive number, then sealed. */
export function CloseBoxForm({
  box,
  busy,
  onSubmit,
  onCancel,
}: {
  box: BoxRow
  busy: boolean
  onSubmit: (measures: Measures) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const form = useForm<Measures>({ initialValues: measuresOf(box) })
  const problems = measureProblems(form.values)
  return (
    <Paper withBorder p="sm" mt="sm" bg="var(--mantine-color-gray-light)">
      <Text size="sm" fw={600} mb={6}>
        {t('outbound.pack.closeTitle', { no: box.boxNo })}
      </Text>
      <Group align="flex-start" gap="sm">
        {MEASURE_KEYS.map((k) => (
          <TextInput
            key={k}
            w={130}
            size="xs"
            label={t(`outbound.pack.${k}`)}
            inputMode="decimal"
            {...form.getInputProps(k)}
            error={form.values[k] !== '' && problems.includes(k) ? t('outbound.pack.measureInvalid') : undefined}
          />
        ))}
        <Group gap="xs" mt={22}>
          <Button size="xs" loading={busy} disabled={problems.length > 0} onClick={() => onSubmit(form.getValues())}>
            {t('outbound.pack.close')}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}

/** What to put into which box: a SKU still to pack, how many (all that is left unless changed), the box. */
type PackValues = { sku: string | null; units: string | number; into: string | null }

/**
 * Putting units into a box: the SKU (the first left by default), the units (what is left of it by
 * default) and the current box or a new one; `onPack` answers whether it was done, and then the
 * choices start over.
 */
export function PackForm({
  toPack,
  current,
  fresh,
  busy,
  onPack,
}: {
  toPack: PackLine[]
  current: number
  fresh: number
  busy: boolean
  onPack: (sku: string, count: number, boxNo: number) => Promise<boolean>
}) {
  const { t } = useTranslation()
  const form = useForm<PackValues>({ initialValues: { sku: null, units: '', into: null } })
  const { sku, units, into } = form.values
  const chosen = toPack.find((l) => l.sku === sku) ?? toPack[0]
  if (!chosen)
    return (
      <Text size="sm" c="dimmed" mt="sm">
        {t('outbound.pack.nothingLeft')}
      </Text>
    )
  const boxChoice = into ?? String(current)
  const count = units === '' ? chosen.left : Number(units)
  return (
    <Group align="flex-end" gap="sm" mt="sm">
      <Select
        w={200}
        size="xs"
        label={t('outbound.pack.sku')}
        data={toPack.map((l) => l.sku)}
        value={chosen.sku}
        onChange={(v) => form.setValues({ sku: v, units: '' })}
        allowDeselect={false}
      />
      <NumberInput
        w={110}
        size="xs"
        label={t('outbound.pack.units')}
        value={units === '' ? chosen.left : units}
        onChange={(v) => form.setFieldValue('units', v)}
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
        onChange={(v) => form.setFieldValue('into', v)}
        allowDeselect={false}
      />
      <Button
        size="xs"
        loading={busy}
        disabled={!Number.isInteger(count) || count < 1 || count > chosen.left}
        onClick={async () => {
          if (await onPack(chosen.sku, count, Number(boxChoice))) form.reset()
        }}
      >
        {t('outbound.pack.putIn')}
      </Button>
    </Group>
  )
}

/** The labels made for the outbound: file and tracking number. */
export function LabelsTable({ labels }: { labels: LabelRow[] }) {
  const { t } = useTranslation()
  if (labels.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('outbound.label.none')}
      </Text>
    )
  return (
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
  )
}

/** Uploading a label: its file and the tracking number it carries; `onUpload` answers whether it was done. */
export function LabelUploadForm({
  busy,
  onUpload,
}: {
  busy: boolean
  onUpload: (file: File, tracking: string) => Promise<boolean>
}) {
  const { t } = useTranslation()
  const form = useForm<{ file: File | null; tracking: string }>({ initialValues: { file: null, tracking: '' } })
  const { file, tracking } = form.values
  return (
    <Group align="flex-start" gap="sm" mt="sm">
      <FileInput
        w={260}
        size="xs"
        label={t('outbound.label.file')}
        placeholder={t('outbound.label.choose')}
        accept="application/pdf,image/png,image/jpeg"
        {...form.getInputProps('file')}
        clearable
      />
      <TextInput
        w={200}
        size="xs"
        label={t('outbound.label.tracking')}
        maxLength={64}
        {...form.getInputProps('tracking')}
        error={tracking && !trackingValid(tracking) ? t('outbound.label.trackingInvalid') : undefined}
      />
      <Button
        size="xs"
        mt={22}
        loading={busy}
        disabled={!file || !trackingValid(tracking)}
        onClick={async () => {
          if (file && (await onUpload(file, tracking))) form.reset()
        }}
      >
        {t('outbound.label.upload')}
      </Button>
    </Group>
  )
}
