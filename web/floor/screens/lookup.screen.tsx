import { Alert, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import type { TFunction } from 'i18next'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FloorView } from '#sync/floor/floor-mutators.ts'
import type { PackingOrderRow, PositionRow, ProductRow } from '#sync/floor/floor-protocol.ts'
import { formatGs1, type Gs1Data } from '#sync/floor/gs1.ts'
import { LANGUAGES, type Language } from '#sync/i18n/language.ts'
import { outboundBoxStatus } from '#sync/resources/wms/wms.dictionaries.ts'
import { type CodeResolution, resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
import { useFloor } from '../store/floor-store.tsx'
import { useWorkAnswer, WorkScreen } from './parts/work-screen.tsx'
import { judged } from './parts/work-types.ts'

/** How many recent scans the screen lists. */
const RECENT_KEPT = 8
/** How many open-work lines a result lists. */
const WHERE_KEPT = 6

type Looked = { scan: Scan; found: CodeResolution }

/** The code a resolution is known by, for the answer line. */
function codeOf(found: CodeResolution): string {
  switch (found.kind) {
    case 'product':
      return found.product.sysSku
    case 'position':
      return found.position.code
    case 'box':
      return `${found.order.code}-${found.boxNo}`
    case 'unknown':
      return found.code
    default:
      return found.row.code
  }
}

/** A scanned code as people read it: a GS1 string in its parenthesised form, a GS as ␝ otherwise. */
function shownCode(scan: Scan): string {
  return scan.gs1 ? formatGs1(scan.gs1) : scan.code.replaceAll('\u001d', '␝')
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text size="sm" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text size="lg" fw={600} style={{ overflowWrap: 'anywhere' }} lh={1.3}>
        {children}
      </Text>
    </Box>
  )
}

function WhereList({ items }: { items: string[] }) {
  const { t } = useTranslation()
  return (
    <Box>
      <Text size="sm" c="dimmed">
        {t('floor.lookup.where')}
      </Text>
      {items.length === 0 ? (
        <Text size="md">{t('floor.lookup.where.none')}</Text>
      ) : (
        <Stack gap={2} component="ul" m={0} pl="md">
          {items.slice(0, WHERE_KEPT).map((item) => (
            <Text component="li" size="md" key={item} style={{ overflowWrap: 'anywhere' }}>
              {item}
            </Text>
          ))}
        </Stack>
      )}
    </Box>
  )
}

function Gs1Fields({ gs1 }: { gs1: Gs1Data }) {
  const { t } = useTranslation()
  const fields: [string, string | number | undefined][] = [
    ['floor.lookup.gs1.gtin', gs1.gtin ?? gs1.content],
    ['floor.lookup.gs1.batch', gs1.batch],
    ['floor.lookup.gs1.expiry', gs1.expiryDate],
    ['floor.lookup.gs1.bestBefore', gs1.bestBeforeDate],
    ['floor.lookup.gs1.production', gs1.productionDate],
    ['floor.lookup.gs1.serial', gs1.serial],
    ['floor.lookup.gs1.count', gs1.count ?? gs1.variableCount],
    ['floor.lookup.gs1.netWeight', gs1.netWeightKg],
    ['floor.lookup.gs1.sscc', gs1.sscc],
  ]
  const shown = fields.filter(([, value]) => value !== undefined)
  if (shown.length === 0) return null
  return (
    <Paper withBorder p="sm" radius="md" data-testid="lookup-gs1">
      <Text size="sm" fw={700} mb={4}>
        {t('floor.lookup.gs1')}
      </Text>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
        {shown.map(([key, value]) => (
          <Field key={key} label={t(key)}>
            {value}
          </Field>
        ))}
      </SimpleGrid>
    </Paper>
  )
}

/** Where a product is in the warehouse's open work: receipts, putaway, picking. */
function productWork(view: FloorView, product: ProductRow, t: TFunction): string[] {
  const positionCode = (id: string | null) =>
    (id ? view.positions.get(id)?.code : undefined) ?? t('floor.lookup.noPosition')
  const items: string[] = []
  for (const order of view.inboundOrders.values())
    for (const line of order.lines)
      if (line.productId === product.id)
        items.push(
          t('floor.lookup.where.inbound', {
            order: order.code,
            received: line.receivedQuantity,
            planned: line.plannedQuantity,
          }),
        )
  for (const task of view.putawayTasks.values())
    if (task.productId === product.id && task.quantity > task.putAwayQuantity)
      items.push(
        t('floor.lookup.where.putaway', {
          left: task.quantity - task.putAwayQuantity,
          position: positionCode(task.positionId),
        }),
      )
  for (const pick of view.pickLists.values())
    for (const line of pick.lines)
      if (line.productId === product.id && line.shortReason === null && line.scannedQuantity < line.quantity)
        items.push(
          t('floor.lookup.where.pick', {
            pick: pick.code,
            position: line.positionCode,
            scanned: line.scannedQuantity,
            quantity: line.quantity,
          }),
        )
  return items
}

/** What is still to pick at a position. */
function positionWork(view: FloorView, position: PositionRow, t: TFunction): string[] {
  const items: string[] = []
  for (const pick of view.pickLists.values())
    for (const line of pick.lines)
      if (line.positionId === position.id && line.shortReason === null && line.scannedQuantity < line.quantity)
        items.push(
          t('floor.lookup.where.pickHere', {
            pick: pick.code,
            sku: line.sysSku,
            quantity: line.quantity - line.scannedQuantity,
          }),
        )
  return items
}

const sum = <T,>(rows: readonly T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0)

function BoxFields({ order, boxNo, lang }: { order: PackingOrderRow; boxNo: number; lang: Language }) {
  const { t } = useTranslation()
  const box = order.boxes.find((b) => b.boxNo === boxNo)
  const status = box ? outboundBoxStatus.entries.find((e) => e.key === String(box.status))?.label[lang] : undefined
  const measures = box && [box.length, box.width, box.height].every((m) => m !== null)
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Field label={t('floor.lookup.kind.packingOrder')}>{order.code}</Field>
      <Field label={t('floor.lookup.boxNo')}>{boxNo}</Field>
      {box ? (
        <>
          <Field label={t('floor.lookup.boxStatus')}>{status ?? box.status}</Field>
          <Field label={t('floor.lookup.boxUnits')}>{box.packedQuantity}</Field>
          {measures && (
            <Field label={t('floor.lookup.measures')}>
              {`${box.length}×${box.width}×${box.height} cm${box.weight ? ` / ${box.weight} kg` : ''}`}
            </Field>
          )}
        </>
      ) : (
        <Field label={t('floor.lookup.boxStatus')}>{t('floor.lookup.boxNew')}</Field>
      )}
    </SimpleGrid>
  )
}

/** The details of what a code named. */
function ResultDetails({ found, view, lang }: { found: CodeResolution; view: FloorView; lang: Language }) {
  const { t } = useTranslation()
  switch (found.kind) {
    case 'product':
      return (
        <Stack gap="sm">
          <Title order={2} fz={22} style={{ overflowWrap: 'anywhere' }}>
            {found.product.name}
          </Title>
          <Field label={t('floor.lookup.sysSku')}>{found.product.sysSku}</Field>
          <Box>
            <Text size="sm" c="dimmed">
              {t('floor.lookup.codes')}
            </Text>
            <Group gap={6} mt={2}>
              {[...new Set([found.product.sysSku, ...found.product.codes])].map((code) => (
                <Badge key={code} size="lg" variant="light" radius="sm" tt="none">
                  {code}
                </Badge>
              ))}
            </Group>
          </Box>
          {found.gs1 && <Gs1Fields gs1={found.gs1} />}
          <WhereList items={productWork(view, found.product, t)} />
        </Stack>
      )
    case 'position':
      return (
        <Stack gap="sm">
          <Title order={2} fz={26}>
            {found.position.code}
          </Title>
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('floor.lookup.name')}>{found.position.name || '—'}</Field>
            <Field label={t('floor.lookup.zone')}>{found.position.zone ?? '—'}</Field>
          </SimpleGrid>
          <WhereList items={positionWork(view, found.position, t)} />
        </Stack>
      )
    case 'inboundOrder': {
      const { row } = found
      const others = row.codes.filter((c) => c !== row.code)
      return (
        <SimpleGrid cols={2} spacing="sm">
          <Field label={t('floor.lookup.code')}>{row.code}</Field>
          <Field label={t('floor.lookup.lines')}>{row.lines.length}</Field>
          <Field label={t('floor.lookup.received')}>
            {`${sum(row.lines, (l) => l.receivedQuantity)} / ${sum(row.lines, (l) => l.plannedQuantity)}`}
          </Field>
          {others.length > 0 && <Field label={t('floor.lookup.otherCodes')}>{others.join(', ')}</Field>}
        </SimpleGrid>
      )
    }
    case 'pickList': {
      const { row } = found
      return (
        <SimpleGrid cols={2} spacing="sm">
          <Field label={t('floor.lookup.code')}>{row.code}</Field>
          <Field label={t('floor.lookup.lines')}>{row.lines.length}</Field>
          <Field label={t('floor.lookup.picked')}>
            {`${sum(row.lines, (l) => Math.min(l.scannedQuantity, l.quantity))} / ${sum(row.lines, (l) => l.quantity)}`}
          </Field>
        </SimpleGrid>
      )
    }
    case 'packingOrder': {
      const { row } = found
      return (
        <SimpleGrid cols={2} spacing="sm">
          <Field label={t('floor.lookup.code')}>{row.code}</Field>
          {row.pickCode && <Field label={t('floor.lookup.pickList')}>{row.pickCode}</Field>}
          <Field label={t('floor.lookup.packed')}>
            {`${sum(row.lines, (l) => l.packedQuantity)} / ${sum(row.lines, (l) => l.pickedQuantity)}`}
          </Field>
          <Field label={t('floor.lookup.boxes')}>{row.boxes.length}</Field>
        </SimpleGrid>
      )
    }
    case 'box':
      return <BoxFields order={found.order} boxNo={found.boxNo} lang={lang} />
    case 'stocktake': {
      const { row } = found
      return (
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('floor.lookup.code')}>{row.code}</Field>
            <Field label={t('floor.lookup.positions')}>{row.positionIds.length}</Field>
            <Field label={t('floor.lookup.counted')}>
              {`${row.lines.filter((l) => l.countedQuantity !== null).length} / ${row.lines.length}`}
            </Field>
          </SimpleGrid>
          {row.blind && (
            <Badge size="lg" variant="outline">
              {t('floor.lookup.blind')}
            </Badge>
          )}
        </Stack>
      )
    }
    case 'unknown':
      return <Text size="md">{t('floor.lookup.unknownHint')}</Text>
  }
}

function ResultCard({ looked, view, lang }: { looked: Looked; view: FloorView; lang: Language }) {
  const { t } = useTranslation()
  const { scan, found } = looked
  const isUnknown = found.kind === 'unknown'
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="lookup-result"
      data-kind={found.kind}
      style={{ borderWidth: 2, borderColor: `var(--mantine-color-${isUnknown ? 'yellow-5' : 'green-6'})` }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Badge size="xl" color={isUnknown ? 'yellow' : 'blue'} c={isUnknown ? 'dark.9' : undefined} radius="sm">
            {t(`floor.lookup.kind.${found.kind}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t(`floor.lookup.source.${scan.source}`)}
          </Text>
        </Group>
        <Field label={t('floor.lookup.scanned')}>{shownCode(scan)}</Field>
        <ResultDetails found={found} view={view} lang={lang} />
      </Stack>
    </Paper>
  )
}

/**
 * The code-lookup screen: scan (scanner, camera) or type anything and see what it is in this
 * warehouse's offline data: a product with all its codes and the open work it is in, a position
 * and what is to pick there, an inbound order, a pick list, an order to pack, a box, a stocktake,
 * or "unknown code". Answers from the device alone, with the usual sound and flash.
 */
export function LookupScreen() {
  const { t, i18n } = useTranslation()
  const { view } = useFloor()
  const { answer, give } = useWorkAnswer()
  const [recent, setRecent] = useState<Looked[]>([])
  const lang = ((LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'zh') as Language

  const onScan = (scan: Scan) => {
    const found = resolveCode(view, scan.code, scan.gs1)
    give(
      found.kind === 'unknown'
        ? judged('unknown', 'floor.lookup.answerUnknown', { code: found.code })
        : judged('ok', 'floor.lookup.answer', { kind: t(`floor.lookup.kind.${found.kind}`), code: codeOf(found) }),
    )
    setRecent((list) => [{ scan, found }, ...list.filter((l) => l.scan.code !== scan.code)].slice(0, RECENT_KEPT))
  }

  // The result follows the data: a pull or a queued command changes what it shows at once.
  const current = recent[0]
  const shown: Looked | null = current
    ? { scan: current.scan, found: resolveCode(view, current.scan.code, current.scan.gs1) }
    : null
  const hasData = view.products.size > 0 || view.positions.size > 0

  return (
    <WorkScreen
      title={t('floor.lookup.title')}
      prompt={shown ? undefined : t('floor.lookup.intro')}
      answer={answer}
      onScan={onScan}
    >
      {!hasData && (
        <Alert color="orange" data-testid="lookup-no-data">
          {t('floor.lookup.noData')}
        </Alert>
      )}
      {shown && <ResultCard looked={shown} view={view} lang={lang} />}
      {recent.length > 1 && (
        <Box>
          <Text size="sm" c="dimmed" mb={4}>
            {t('floor.lookup.recent')}
          </Text>
          <Stack gap={6}>
            {recent.slice(1).map((looked) => (
              <UnstyledButton
                key={looked.scan.code}
                onClick={() => setRecent((list) => [looked, ...list.filter((l) => l !== looked)])}
                p="sm"
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, minHeight: 48 }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="md" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {shownCode(looked.scan)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`floor.lookup.kind.${looked.found.kind}`)}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        </Box>
      )}
    </WorkScreen>
  )
}
