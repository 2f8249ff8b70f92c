import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { FloorView } from '#sync/floor/floor-mutators.ts'
import type { PositionRow, ProductRow, PutawayTaskRow } from '#sync/floor/floor-protocol.ts'
import { unitsLeft, waitingByProduct } from './putaway-work.ts'
import classes from './work.module.css'
import { BoxIcon, CheckIcon, KeypadIcon, PositionIcon } from './work-icons.tsx'

/** The position and the product scanned so far, side by side (a dash where none yet). */
export function PutawayChosen({ position, sysSku }: { position: PositionRow | undefined; sysSku: string | null }) {
  const { t } = useTranslation()
  return (
    <Group grow gap="sm" align="stretch">
      <Paper withBorder radius="md" p="sm" className={position ? classes.current : undefined} data-testid="position">
        <Text size="sm" c="dimmed" fw={600}>
          {t('work.putaway.position')}
        </Text>
        <Group gap={6} wrap="nowrap" c={position ? 'green.8' : 'dimmed'}>
          {position ? <CheckIcon size={26} /> : <PositionIcon size={26} />}
          <Text fw={900} ff="monospace" style={{ fontSize: 24, overflowWrap: 'anywhere' }}>
            {position?.code ?? '—'}
          </Text>
        </Group>
      </Paper>
      <Paper
        withBorder
        radius="md"
        p="sm"
        className={sysSku !== null ? classes.current : undefined}
        data-testid="product"
      >
        <Text size="sm" c="dimmed" fw={600}>
          {t('work.putaway.product')}
        </Text>
        <Group gap={6} wrap="nowrap" c={sysSku !== null ? 'green.8' : 'dimmed'}>
          <BoxIcon size={26} />
          <Text fw={900} style={{ fontSize: 20, overflowWrap: 'anywhere' }}>
            {sysSku ?? '—'}
          </Text>
        </Group>
      </Paper>
    </Group>
  )
}

/**
 * The product being put away: its name, the suggested position, the quantity (a tap opens the
 * keypad) and its waiting tasks (a tap puts away against that task only, again lets go of it).
 */
export function PutawayProduct({
  view,
  product,
  positionId,
  suggestion,
  quantity,
  max,
  tasks,
  taskId,
  onKeypad,
  onChooseTask,
}: {
  view: Pick<FloorView, 'positions' | 'inboundOrders'>
  product: ProductRow | undefined
  positionId: string | undefined
  suggestion: string | null
  quantity: number
  max: number
  tasks: readonly PutawayTaskRow[]
  taskId: string | null
  onKeypad: () => void
  onChooseTask: (taskId: string | null) => void
}) {
  const { t } = useTranslation()
  return (
    <Paper withBorder radius="md" p="md">
      {product && (
        <Text c="dimmed" size="md" lineClamp={2}>
          {product.name}
        </Text>
      )}
      {suggestion && (
        <Text fw={700} size="lg" c={suggestion === positionId ? 'green.8' : 'blue.8'} data-testid="suggested-position">
          {t('work.putaway.suggested', { code: view.positions.get(suggestion)?.code ?? suggestion })}
        </Text>
      )}
      <UnstyledButton
        className={classes.card}
        mt="sm"
        onClick={onKeypad}
        aria-label={`${t('work.putaway.quantity')} ${quantity}`}
      >
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" c="dimmed" fw={600}>
                {t('work.putaway.quantity')}
              </Text>
              <Text fw={900} className={classes.number} style={{ fontSize: 44 }} data-testid="putaway-quantity">
                {quantity}
                <Text span c="dimmed" fw={700} style={{ fontSize: 22 }}>
                  {' '}
                  / {max}
                </Text>
              </Text>
            </Stack>
            <KeypadIcon size={34} />
          </Group>
        </Paper>
      </UnstyledButton>
      <Stack gap={6} mt="sm">
        {tasks.map((task) => {
          const chosen = task.id === taskId
          const inbound = view.inboundOrders.get(task.inboundOrderId)?.code
          return (
            <UnstyledButton
              key={task.id}
              className={classes.card}
              onClick={() => onChooseTask(chosen ? null : task.id)}
              aria-pressed={chosen}
            >
              <Paper withBorder radius="md" px="sm" py={8} className={chosen ? classes.current : undefined}>
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={700} size="md">
                      {inbound ? `${t('work.putaway.inbound')} ${inbound}` : task.sysSku}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {[task.batchNo, task.positionId ? view.positions.get(task.positionId)?.code : null]
                        .filter(Boolean)
                        .join(' · ') || t('work.putaway.anyTask')}
                    </Text>
                  </Stack>
                  <Text fw={800} size="xl" className={classes.number}>
                    {t('work.putaway.left', { count: unitsLeft(task) })}
                  </Text>
                </Group>
              </Paper>
            </UnstyledButton>
          )
        })}
      </Stack>
    </Paper>
  )
}

/** What waits in the receiving position, per product with the units left; a tap chooses the product. */
export function WaitingList({
  tasks,
  products,
  onChoose,
}: {
  tasks: ReadonlyMap<string, PutawayTaskRow>
  products: ReadonlyMap<string, ProductRow>
  onChoose: (productId: string, sku: string) => void
}) {
  const { t } = useTranslation()
  const waiting = waitingByProduct(tasks.values())
  return (
    <Stack gap={6}>
      <Text fw={700} size="lg">
        {t('work.putaway.waiting')}
      </Text>
      {waiting.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text ta="center" c="dimmed" size="lg">
            {t('work.putaway.none')}
          </Text>
        </Paper>
      ) : (
        waiting.map((w) => (
          <UnstyledButton key={w.productId} className={classes.card} onClick={() => onChoose(w.productId, w.sysSku)}>
            <Paper withBorder radius="md" px="md" py="sm" style={{ minHeight: 56 }} data-waiting={w.sysSku}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={800} size="lg" style={{ overflowWrap: 'anywhere' }}>
                    {w.sysSku}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {products.get(w.productId)?.name}
                  </Text>
                </Stack>
                <Text fw={800} size="xl" className={classes.number}>
                  {t('work.putaway.left', { count: w.left })}
                </Text>
              </Group>
            </Paper>
          </UnstyledButton>
        ))
      )}
    </Stack>
  )
}
