import { Alert, Badge, Box, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FloorView } from '#sync/floor/floor-mutators.ts'
import { formatGs1 } from '#sync/floor/gs1.ts'
import { LANGUAGES, type Language } from '#sync/i18n/language.ts'
import { type CodeResolution, resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
import { useFloor } from '../store/floor-store.tsx'
import { Field, ResultDetails } from './parts/lookup-details.tsx'
import { useWorkAnswer, WorkScreen } from './parts/work-screen.tsx'
import { judged } from './parts/work-types.ts'

/** How many recent scans the screen lists. */
const RECENT_KEPT = 8

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

/** The shown result: what kind of thing the code named, how it was read, the code as scanned, and its details. */
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

/** The scans before the one shown, each to show again. */
function RecentScans({ recent, onChoose }: { recent: Looked[]; onChoose: (looked: Looked) => void }) {
  const { t } = useTranslation()
  return (
    <Box>
      <Text size="sm" c="dimmed" mb={4}>
        {t('floor.lookup.recent')}
      </Text>
      <Stack gap={6}>
        {recent.map((looked) => (
          <UnstyledButton
            key={looked.scan.code}
            onClick={() => onChoose(looked)}
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
        <RecentScans
          recent={recent.slice(1)}
          onChoose={(looked) => setRecent((list) => [looked, ...list.filter((l) => l !== looked)])}
        />
      )}
    </WorkScreen>
  )
}
