import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FloorView } from '#sync/floor/floor-mutators.ts'
import type {
  InboundOrderRow,
  PackingOrderRow,
  PickListRow,
  PositionRow,
  ProductRow,
  StocktakeRow,
} from '#sync/floor/floor-protocol.ts'
import type { Gs1Data } from '#sync/floor/gs1.ts'
import type { Language } from '#sync/i18n/language.ts'
import { outboundBoxStatus } from '#sync/resources/wms/wms.dictionaries.ts'
import type { CodeResolution } from '../../scan/resolve-code.ts'
import { positionWork, productWork, sum } from './lookup-work.ts'

/** How many open-work lines a result lists. */
const WHERE_KEPT = 6

/** One fact of a result: its label, dimmed, over its value. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
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

/** Where the thing is in the warehouse's open work (the first few), or that it is in none. */
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

/** What a GS1 code carried besides the product: batch, dates, serial, count, weight, SSCC. */
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

/** A box of an order: its order and number, and its status, units and measures once it is started. */
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

/** Every code a product is known by, its SKU first. */
function ProductCodes({ product }: { product: ProductRow }) {
  const { t } = useTranslation()
  return (
    <Box>
      <Text size="sm" c="dimmed">
        {t('floor.lookup.codes')}
      </Text>
      <Group gap={6} mt={2}>
        {[...new Set([product.sysSku, ...product.codes])].map((code) => (
          <Badge key={code} size="lg" variant="light" radius="sm" tt="none">
            {code}
          </Badge>
        ))}
      </Group>
    </Box>
  )
}

/** A product: its name, SKU and codes, the GS1 data scanned with it, and the open work it is in. */
function ProductDetails({ product, gs1, view }: { product: ProductRow; gs1: Gs1Data | null; view: FloorView }) {
  const { t } = useTranslation()
  return (
    <Stack gap="sm">
      <Title order={2} fz={22} style={{ overflowWrap: 'anywhere' }}>
        {product.name}
      </Title>
      <Field label={t('floor.lookup.sysSku')}>{product.sysSku}</Field>
      <ProductCodes product={product} />
      {gs1 && <Gs1Fields gs1={gs1} />}
      <WhereList items={productWork(view, product, t)} />
    </Stack>
  )
}

/** A position: its code, name and zone, and what is still to pick there. */
function PositionDetails({ position, view }: { position: PositionRow; view: FloorView }) {
  const { t } = useTranslation()
  return (
    <Stack gap="sm">
      <Title order={2} fz={26}>
        {position.code}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        <Field label={t('floor.lookup.name')}>{position.name || '—'}</Field>
        <Field label={t('floor.lookup.zone')}>{position.zone ?? '—'}</Field>
      </SimpleGrid>
      <WhereList items={positionWork(view, position, t)} />
    </Stack>
  )
}

/** An inbound order: its lines, received of planned units, and the other codes it is known by. */
function InboundOrderDetails({ row }: { row: InboundOrderRow }) {
  const { t } = useTranslation()
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

/** A pick list: its lines and picked of asked units. */
function PickListDetails({ row }: { row: PickListRow }) {
  const { t } = useTranslation()
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

/** An order to pack: its pick list, packed of picked units, and its boxes. */
function PackingOrderDetails({ row }: { row: PackingOrderRow }) {
  const { t } = useTranslation()
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

/** A stocktake: its positions, counted of its lines, and whether it is blind. */
function StocktakeDetails({ row }: { row: StocktakeRow }) {
  const { t } = useTranslation()
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

/** The details of what a code named. */
export function ResultDetails({ found, view, lang }: { found: CodeResolution; view: FloorView; lang: Language }) {
  const { t } = useTranslation()
  switch (found.kind) {
    case 'product':
      return <ProductDetails product={found.product} gs1={found.gs1} view={view} />
    case 'position':
      return <PositionDetails position={found.position} view={view} />
    case 'inboundOrder':
      return <InboundOrderDetails row={found.row} />
    case 'pickList':
      return <PickListDetails row={found.row} />
    case 'packingOrder':
      return <PackingOrderDetails row={found.row} />
    case 'box':
      return <BoxFields order={found.order} boxNo={found.boxNo} lang={lang} />
    case 'stocktake':
      return <StocktakeDetails row={found.row} />
    case 'unknown':
      return <Text size="md">{t('floor.lookup.unknownHint')}</Text>
  }
}
