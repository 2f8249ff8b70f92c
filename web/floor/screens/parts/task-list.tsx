import { Badge, Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './work.module.css'

/** One task a person may choose: its code, a line under it, and how far it is. */
export type TaskItem = {
  id: string
  code: string
  detail?: ReactNode
  badge?: ReactNode
  /** Done and total units (or positions), drawn as a counter and a bar. */
  progress?: { done: number; total: number }
}

/** Open tasks as big cards, the whole card a touch target. */
export function TaskList({
  items,
  empty,
  onChoose,
  label,
}: {
  items: TaskItem[]
  empty: string
  onChoose: (id: string) => void
  label: string
}) {
  if (items.length === 0)
    return (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed" size="lg">
          {empty}
        </Text>
      </Paper>
    )
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {items.map((item) => (
        <UnstyledButton
          key={item.id}
          className={classes.card}
          role="listitem"
          onClick={() => onChoose(item.id)}
          data-task={item.code}
        >
          <Paper withBorder radius="md" p="md" shadow="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={800} style={{ fontSize: 21, overflowWrap: 'anywhere' }} lh={1.2}>
                  {item.code}
                </Text>
                {item.detail && (
                  <Text c="dimmed" size="md">
                    {item.detail}
                  </Text>
                )}
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                {item.progress && (
                  <Text fw={800} className={classes.number} style={{ fontSize: 22 }}>
                    {item.progress.done}
                    <Text span c="dimmed" fw={600} style={{ fontSize: 16 }}>
                      /{item.progress.total}
                    </Text>
                  </Text>
                )}
                {item.badge && (
                  <Badge size="lg" variant="light">
                    {item.badge}
                  </Badge>
                )}
              </Stack>
            </Group>
            {item.progress && item.progress.total > 0 && (
              <Progress
                mt="sm"
                size="lg"
                radius="xl"
                value={Math.min(100, (100 * item.progress.done) / item.progress.total)}
                color={item.progress.done >= item.progress.total ? 'green' : undefined}
              />
            )}
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  )
}

/** A big count over its total ("7 / 12"), the numbers a person checks at a glance. */
export function Counter({
  value,
  total,
  label,
  color,
}: {
  value: number
  total?: number
  label: string
  color?: string
}) {
  return (
    <Stack gap={0} align="center">
      <Text fw={900} className={classes.number} style={{ fontSize: 44, whiteSpace: 'nowrap' }} c={color}>
        {value}
        {total !== undefined && (
          <Text span c="dimmed" fw={700} style={{ fontSize: 26 }}>
            {' '}
            / {total}
          </Text>
        )}
      </Text>
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
    </Stack>
  )
}

/** A task's totals: the big count over its total with a bar under it, green once all are done. */
export function CounterCard({ value, total, label }: { value: number; total: number; label: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Counter value={value} total={total} label={label} />
      <Progress
        mt="xs"
        size="lg"
        radius="xl"
        color={value === total ? 'green' : undefined}
        value={total > 0 ? (100 * value) / total : 0}
      />
    </Paper>
  )
}
