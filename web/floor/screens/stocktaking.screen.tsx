import { useState } from 'react'
import { readStored, writeStored } from '../../ui/session-state.ts'
import { resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
import { CountList, CountPositions, doneKey, PositionTally, tallyKey } from './parts/stocktaking-views.tsx'
import { useWorkActions } from './parts/use-floor-work.ts'
import { useTally } from './parts/use-tally.ts'
import { useWorkParams } from './parts/use-work-params.ts'
import { judged } from './parts/work-types.ts'

/**
 * Stocktaking (issue 11 §2), blind: choose a started count, scan one of its positions, scan every
 * item there (each adds one to this device's tally, the keypad sets a number); the books' quantities
 * are never shown. "Position done" sends a count per product (0 for those listed there but not
 * scanned, after a confirm); finish once every position is done.
 */
export function StocktakingScreen() {
  const work = useWorkActions()
  const { view, currentView, give } = work
  const { param, setParams } = useWorkParams<'id' | 'position'>()
  const countId = param('id')
  const count = countId ? view.stocktakes.get(countId) : undefined
  const positionId = count ? param('position') : null
  const tally = useTally(countId && positionId ? tallyKey(countId, positionId) : null)
  // Positions the count lists nothing at, said done on this device (no line shows it).
  const [doneHere, setDoneHere] = useState<{ countId: string | null; ids: Set<string> }>({
    countId: null,
    ids: new Set(),
  })
  const done =
    doneHere.countId === countId ? doneHere.ids : new Set(countId ? readStored<string[]>(doneKey(countId), []) : [])
  const positionCode = (id: string) => view.positions.get(id)?.code ?? id

  const onScan = (scan: Scan) => {
    const now = currentView()
    const found = resolveCode(now, scan.code, scan.gs1)
    const current = countId ? now.stocktakes.get(countId) : undefined
    if (found.kind === 'unknown') return give(judged('unknown', 'work.scan.unknown', { code: found.code }))
    if (found.kind === 'stocktake') {
      setParams({ id: found.row.id, position: null }, { push: !current })
      return give(judged('ok', 'work.stocktaking.opened', { code: found.row.code }))
    }
    if (found.kind !== 'product' && found.kind !== 'position')
      return give(judged('wrong', 'work.scan.notHere', { code: scan.code }))
    if (!current) return give(judged('wrong', 'work.stocktaking.chooseFirst'))
    if (found.kind === 'position') {
      const position = found.position
      if (!current.positionIds.includes(position.id))
        return give(judged('wrong', 'work.stocktaking.notInCount', { code: position.code }))
      if (positionId && positionId !== position.id && tally.current().length > 0)
        return give(judged('wrong', 'work.stocktaking.finishPosition', { code: positionCode(positionId) }))
      setParams({ position: position.id })
      return give(judged('ok', 'work.stocktaking.counting', { code: position.code }))
    }
    if (!positionId) return give(judged('wrong', 'work.stocktaking.positionFirst'))
    const counted = tally.add(found.product.id, 1)
    give(judged('ok', 'work.stocktaking.counted', { sku: found.product.sysSku, count: counted }))
  }

  const context = { work, setParams, onScan, positionCode }
  if (!count) return <CountList {...context} />
  if (!positionId) return <CountPositions {...context} count={count} done={done} />
  const markDone = (id: string) => {
    const ids = new Set(done).add(id)
    writeStored(doneKey(count.id), [...ids])
    setDoneHere({ countId: count.id, ids })
  }
  return <PositionTally {...context} count={count} positionId={positionId} tally={tally} markDone={markDone} />
}
