import { Badge, Box, Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { InstallButton } from '../../app/pwa/install-button.tsx'
import { useFloor } from '../store/floor-store.tsx'
import { FloorIcon } from './floor-icons.tsx'
import {
  FLOOR_WAREHOUSE_PATH,
  FLOOR_WORK,
  type FloorWorkKind,
  workOfCommand,
  workPath,
  workText,
} from './floor-work.ts'
import { useChosenWarehouse } from './use-warehouse.ts'
import { WaitingOnDevice } from './waiting-on-device.tsx'

const TILE_COLORS = {
  receiving: 'teal',
  putaway: 'cyan',
  picking: 'blue',
  packing: 'violet',
  stocktaking: 'orange',
  fba: 'grape',
  lookup: 'gray',
} as const

/** The tile's count of rejected commands not yet read (its own component: the store's changes re-render it alone). */
function RejectedBadge({ kind }: { kind: FloorWorkKind }) {
  const { t } = useTranslation()
  const { needsAttention } = useFloor()
  const count = needsAttention.filter((e) => e.status === 'rejected' && workOfCommand(e.name, e.args) === kind).length
  if (!count) return null
  return (
    <Badge color="red" size="xl" data-testid={`floor-tile-${kind}-rejected`}>
      {t('floor.rejected.tile', { count })}
    </Badge>
  )
}

/** Other workers' commands still waiting on this device. */
function OthersWaiting() {
  const { session } = useFloor()
  return <WaitingOnDevice worker={session} />
}

/**
 * The floor's home: the chosen warehouse, other workers' commands still waiting on this device, and
 * a big tile for each kind of work and for lookup, with its rejected commands not yet read.
 */
export function FloorHomeScreen() {
  const { t } = useTranslation()
  const warehouse = useChosenWarehouse()
  return (
    <Stack p="sm" gap="sm" style={{ flex: 1 }}>
      <OthersWaiting />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <FloorIcon.warehouse size={24} color="var(--mantine-color-gray-7)" />
          <Box style={{ minWidth: 0 }}>
            <Text fw={700} truncate="end" data-testid="floor-warehouse">
              {warehouse?.name ?? '—'}
            </Text>
            {warehouse?.code && (
              <Text size="xs" c="dimmed" truncate="end">
                {warehouse.code}
              </Text>
            )}
          </Box>
        </Group>
        <Button component={Link} to={FLOOR_WAREHOUSE_PATH} variant="default" size="md" h={48}>
          {t('floor.warehouse.change')}
        </Button>
      </Group>
      {/* The tiles fill the screen down to the thumb; on a short screen they keep their size and scroll. */}
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm" style={{ flex: 1, gridAutoRows: 'minmax(120px, 1fr)' }}>
        {FLOOR_WORK.map(({ kind }) => {
          const Icon = FloorIcon[kind]
          const text = workText(kind)
          const color = TILE_COLORS[kind]
          return (
            <UnstyledButton
              key={kind}
              component={Link}
              to={workPath(kind)}
              data-testid={`floor-tile-${kind}`}
              p="sm"
              style={{
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'space-between',
                borderRadius: 'var(--mantine-radius-lg)',
                border: `2px solid var(--mantine-color-${color}-3)`,
                background: `var(--mantine-color-${color}-0)`,
                color: `var(--mantine-color-${color}-9)`,
              }}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Icon size={40} />
                <RejectedBadge kind={kind} />
              </Group>
              <div>
                <Text fw={800} fz={22} lh={1.2}>
                  {t(text.title)}
                </Text>
                <Text size="sm" c="dimmed" lh={1.3}>
                  {t(text.hint)}
                </Text>
              </div>
            </UnstyledButton>
          )
        })}
      </SimpleGrid>
      <InstallButton size="lg" fullWidth mt="auto" />
    </Stack>
  )
}
