import { Button } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
import { PutawayChosen, PutawayProduct, WaitingList } from './parts/putaway-cards.tsx'
import { judgePutaway, putawayMax, suggestedPositionId, waitingTasks } from './parts/putaway-work.ts'
import { QuantityKeypad } from './parts/quantity-keypad.tsx'
import { useWorkActions } from './parts/use-floor-work.ts'
import { useWorkParams } from './parts/use-work-params.ts'
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
      <PutawayChosen position={position} sysSku={productId ? sysSku : null} />
      {productId ? (
        <PutawayProduct
          view={view}
          product={product}
          positionId={position?.id}
          suggestion={suggestedPositionId(tasks, taskId)}
          quantity={quantity}
          max={max}
          tasks={tasks}
          taskId={taskId}
          onKeypad={() => setKeypadOpen(true)}
          onChooseTask={(id) => setParams({ task: id, quantity: null })}
        />
      ) : (
        <WaitingList tasks={view.putawayTasks} products={view.products} onChoose={chooseProduct} />
      )}
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
