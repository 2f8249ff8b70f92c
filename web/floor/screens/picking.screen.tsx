import type { PickListRow } from '#sync/floor/floor-protocol.ts'
import { resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
import { usePickClaim } from './parts/pick-claim.tsx'
import { PickListChoice, PickListWork } from './parts/picking-views.tsx'
import { currentPickLine, judgePickPosition, judgePickProduct, type PickLine } from './parts/picking-work.ts'
import { useWorkActions } from './parts/use-floor-work.ts'
import { useWorkParams } from './parts/use-work-params.ts'
import { judged } from './parts/work-types.ts'

/**
 * Picking (issue 11 §2): choose or scan a pick list, then walk its lines in position order: scan the
 * line's position, then its SKU (each scan one unit, the keypad several); a short pick closes a line
 * with a reason; finish once every line is picked or short.
 */
export function PickingScreen() {
  const work = useWorkActions()
  const { view, currentView, give, act } = work
  const { param, setParams } = useWorkParams<'id' | 'line' | 'position'>()
  const pickId = param('id')
  const pick = pickId ? view.pickLists.get(pickId) : undefined
  const chosenLineId = param('line')
  const confirmedPositionId = param('position')
  // Opened to pick, the list is claimed for this device; another device on it is named first.
  const claim = usePickClaim(pick ? pick.id : null, pick?.pickedTime === null)

  const pickUnits = (current: PickListRow, line: PickLine | undefined, productId: string, quantity: number) => {
    const product = currentView().products.get(productId) ?? { id: productId, sysSku: line?.sysSku ?? productId }
    const judgement = judgePickProduct(current, line, confirmedPositionId, product, quantity)
    if (judgement.line && judgement.line.id !== line?.id) setParams({ line: judgement.line.id })
    void act(judgement)
  }

  const onScan = (scan: Scan) => {
    const now = currentView()
    const found = resolveCode(now, scan.code, scan.gs1)
    const current = pickId ? now.pickLists.get(pickId) : undefined
    if (found.kind === 'unknown') return give(judged('unknown', 'work.scan.unknown', { code: found.code }))
    if (found.kind === 'pickList') {
      setParams({ id: found.row.id, line: null, position: null }, { push: !current })
      return give(judged('ok', 'work.picking.opened', { code: found.row.code }))
    }
    if (found.kind !== 'product' && found.kind !== 'position')
      return give(judged('wrong', 'work.scan.notHere', { code: scan.code }))
    if (!current) return give(judged('wrong', 'work.picking.chooseFirst'))
    const line = currentPickLine(current, chosenLineId)
    if (found.kind === 'position') {
      if (!line) return give(judged('wrong', 'work.picking.allDone'))
      const judgement = judgePickPosition(line, found.position)
      if (judgement.verdict === 'ok') setParams({ line: line.id, position: found.position.id })
      return give(judgement)
    }
    pickUnits(current, line, found.product.id, 1)
  }

  const context = { work, setParams, onScan }
  if (!pick) return <PickListChoice {...context} />
  return (
    <PickListWork
      {...context}
      pick={pick}
      chosenLineId={chosenLineId}
      confirmedPositionId={confirmedPositionId}
      claim={claim}
      pickUnits={pickUnits}
    />
  )
}
