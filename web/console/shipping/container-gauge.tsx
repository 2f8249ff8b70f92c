import { Group, Paper, Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { containerFill, type Fill, type Load } from './container-fill.ts'

/** One bar of the gauge: what is used of the capacity, red past it. */
function FillBar({ label, unit, fill }: { label: string; unit: string; fill: Fill }) {
  const { t } = useTranslation()
  const text = t('ship.gauge.used', { used: fill.used, capacity: fill.capacity, unit, percent: fill.percent })
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c={fill.over ? 'red' : undefined} fw={fill.over ? 700 : undefined}>
          {fill.over ? `${text} · ${t('ship.gauge.over')}` : text}
        </Text>
      </Group>
      <Progress.Root size="lg" radius="sm">
        <Progress.Section
          color={fill.over ? 'red' : 'teal'}
          value={Math.min(100, Number(fill.percent))}
          aria-label={`${label}: ${text}`}
          data-over={fill.over || undefined}
        />
      </Progress.Root>
    </Stack>
  )
}

/**
 * 装柜进度: how much of a container its loaded plans fill, by volume (m³) and by weight (kg), each of
 * its type's capacity; a bar past its capacity turns red and says so.
 */
export function ContainerGauge({
  containerType,
  used,
  capacity,
}: {
  containerType: string
  used: Partial<Load>
  /** The type's capacity (`sync/src/resources/shipping/containers.ts`); none for a type without one. */
  capacity: Load | undefined
}) {
  const { t } = useTranslation()
  if (!capacity) {
    return (
      <Text size="sm" c="dimmed">
        {t('ship.gauge.noCapacity', { type: containerType || '—' })}
      </Text>
    )
  }
  const fill = containerFill(used, capacity)
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={t('ship.gauge.title', { type: containerType })}>
      <Stack gap="sm">
        <Text fw={700}>{t('ship.gauge.title', { type: containerType })}</Text>
        <FillBar label={t('ship.gauge.volume')} unit="m³" fill={fill.volume} />
        <FillBar label={t('ship.gauge.weight')} unit="kg" fill={fill.weight} />
      </Stack>
    </Paper>
  )
}
