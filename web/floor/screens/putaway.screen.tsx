import { Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductRow, PutawayTaskRow } from '#sync/floor/floor-protocol.ts'
import { resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
import {
  judgePutaway,
  putawayMax,
  suggestedPositionId,
  unitsLeft,
  waitingByProduct,
  waitingTasks,
} from './parts/putaway-work.ts'
import { QuantityKeypad } from './parts/quantity-keypad.tsx'
import { useWorkActions } from './parts/use-floor-work.ts'
import { useWorkParams } from './parts/use-work-params.ts'
import classes from './parts/work.module.css'
import { BoxIcon, CheckIcon, KeypadIcon, PositionIcon } from './parts/work-icons.tsx'
import { WorkScreen } from './parts/work-screen.tsx'
import { judged } from './parts/work-types.ts'

/**
 * Putaway (issue 11 §2): scan a position, then a SKU (its waiting tasks listed with the units left,
 * the task's own position suggested), the quantity (all that is left unless changed), and put it
 * away. The position stays for the next SKU; a SKU with nothing waiting is the wrong item.
 */
export function PutawayScreen() {
  const { t } = useTranslation()
  const { floor, view, currentView, answer, give, act } = useWorkActions()
  const { param, setParams } = useWorkParams<'position' | 'product' | 'task' | 'quantity'>()
  const [keypadOpen, setKeypadOpen] = useState(false)
  const position = view.positions.get(param('position') ?? '')
  const productId = param('product')
  const product = productId ? view.products.get(productId) : undefined
  const taskId = param('task')
  const tasks = productId ? waitingTasks(view.putawayTasks.values(), productId) : []
  const max = putawayMax(tasks, taskId)
  const chosenQuantity = Number(param('quantity')) || null
  const quantity = Math.min(chosenQuantity ?? max, max)
  const suggestion = suggestedPositionId(tasks, taskId)
  const sysSku = product?.sysSku ?? tasks[0]?.sysSku ?? ''

  const chooseProduct = (id: string, sku: string) => {
    const waiting = waitingTasks(currentView().putawayTasks.values(), id)
    if (waiting.length === 0) return give(judged('wrong', 'work.putaway.noTasks', { sku }))
    setParams({ product: id, task: null, quantity: null })
    give(judged('ok', 'work.putaway.productSet', { sku, left: putawayMax(waiting, null) }))
  }

  const onScan = (scan: Scan) => {
    const found = resolveCode(currentView(), scan.code, scan.gs1)
    if (found.kind === 'unknown') return give(judged('unknown', 'work.scan.unknown', { code: found.code }))
    if (found.kind === 'position') {
      setParams({ position: found.position.id })
      return give(judged('ok', 'work.putaway.positionSet', { code: found.position.code }))
    }
    if (found.kind === 'product') return chooseProduct(found.product.id, found.product.sysSku)
    give(judged('wrong', 'work.scan.notHere', { code: scan.code }))
  }

  const putAway = () => {
    if (!position || !productId || !floor.storeId) return
    const put = { storeId: floor.storeId, productId, sysSku, positionId: position.id, positionCode: position.code }
    void act(judgePutaway(currentView().putawayTasks.values(), put, quantity, taskId)).then((queued) => {
      // Unless the next SKU was scanned while the put was being queued.
      if (queued) setParams({ product: null, task: null, quantity: null }, { onlyIf: { product: productId } })
    })
  }

  const prompt = !position
    ? t('work.putaway.scanPosition')
    : !productId
      ? t('work.putaway.scanSku')
      : t('work.putaway.confirm', { quantity, code: position.code })

  return (
    <WorkScreen
      prompt={prompt}
      answer={answer}
      onScan={onScan}
      scanning={!keypadOpen}
      footer={
        position && productId ? (
          <Button h={60} size="xl" fullWidth disabled={max === 0 || !floor.storeId} onClick={putAway}>
            {t('work.putaway.confirm', { quantity, code: position.code })}
          </Button>
        ) : undefined
      }
    >
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
        <Paper withBorder radius="md" p="sm" className={productId ? classes.current : undefined} data-testid="product">
          <Text size="sm" c="dimmed" fw={600}>
            {t('work.putaway.product')}
          </Text>
          <Group gap={6} wrap="nowrap" c={productId ? 'green.8' : 'dimmed'}>
            <BoxIcon size={26} />
            <Text fw={900} style={{ fontSize: 20, overflowWrap: 'anywhere' }}>
              {productId ? sysSku : '—'}
            </Text>
          </Group>
        </Paper>
      </Group>

      {productId && (
        <Paper withBorder radius="md" p="md">
          {product && (
            <Text c="dimmed" size="md" lineClamp={2}>
              {product.name}
            </Text>
          )}
          {suggestion && (
            <Text
              fw={700}
              size="lg"
              c={suggestion === position?.id ? 'green.8' : 'blue.8'}
              data-testid="suggested-position"
            >
              {t('work.putaway.suggested', { code: view.positions.get(suggestion)?.code ?? suggestion })}
            </Text>
          )}
          <UnstyledButton
            className={classes.card}
            mt="sm"
            onClick={() => setKeypadOpen(true)}
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
                  onClick={() => setParams({ task: chosen ? null : task.id, quantity: null })}
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
      )}

      {!productId && <WaitingList tasks={view.putawayTasks} products={view.products} onChoose={chooseProduct} />}

      <QuantityKeypad
        opened={keypadOpen}
        title={t('work.putaway.quantity')}
        subtitle={sysSku}
        initial={quantity}
        max={Math.max(1, max)}
        onClose={() => setKeypadOpen(false)}
        onConfirm={(value) => {
          setKeypadOpen(false)
          setParams({ quantity: value })
        }}
      />
    </WorkScreen>
  )
}

/** What waits in the receiving position, per product with the units left; a tap chooses the product. */
function WaitingList({
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
