import { resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
import { type PackingContext, PackingOrderList, PackingOrderWork, type PackUnits } from './parts/packing-views.tsx'
import { currentBoxNo, isBoxClosed, judgePack } from './parts/packing-work.ts'
import { useWorkActions } from './parts/use-floor-work.ts'
import { useWorkParams } from './parts/use-work-params.ts'
import { judged } from './parts/work-types.ts'

/**
 * What a scan does on the packing screen: an order (or a pick list of one) opens it, a pick list of
 * several lists them, a box of the order is filled next, a product goes into the current box; `pack`
 * puts units of a product into it.
 */
function usePackingScan(
  { currentView, give, act }: ReturnType<typeof useWorkActions>,
  orderId: string | null,
  chosenBox: number | null,
  setParams: PackingContext['setParams'],
) {
  const pack: PackUnits = (current, productId, quantity) => {
    const product = currentView().products.get(productId) ?? {
      id: productId,
      sysSku: current.lines.find((l) => l.productId === productId)?.sysSku ?? productId,
    }
    const boxNo = currentBoxNo(current, chosenBox)
    const judgement = judgePack(current, product, boxNo, quantity)
    if (judgement.command && chosenBox !== boxNo) setParams({ box: boxNo })
    void act(judgement)
  }

  const onScan = (scan: Scan) => {
    const now = currentView()
    const found = resolveCode(now, scan.code, scan.gs1)
    const current = orderId ? now.packingOrders.get(orderId) : undefined
    switch (found.kind) {
      case 'unknown':
        return give(judged('unknown', 'work.scan.unknown', { code: found.code }))
      case 'packingOrder':
        setParams({ id: found.row.id, box: null, pick: null }, { push: !current })
        return give(judged('ok', 'work.packing.opened', { code: found.row.code }))
      case 'pickList': {
        // A pick list of one order opens it; of several, the list shows just those.
        const orders = [...now.packingOrders.values()].filter((o) => o.pickId === found.row.id)
        const only = orders.length === 1 ? orders[0] : undefined
        if (only) {
          setParams({ id: only.id, box: null, pick: null }, { push: !current })
          return give(judged('ok', 'work.packing.opened', { code: only.code }))
        }
        if (orders.length === 0) return give(judged('wrong', 'work.scan.notHere', { code: scan.code }))
        setParams({ id: null, box: null, pick: found.row.id })
        return give(judged('ok', 'work.packing.ofPick', { code: found.row.code }))
      }
      case 'box': {
        if (!current || found.order.id !== current.id)
          return give(judged('wrong', 'work.scan.notHere', { code: scan.code }))
        const box = current.boxes.find((b) => b.boxNo === found.boxNo)
        if (box && isBoxClosed(box)) return give(judged('wrong', 'work.packing.boxIsClosed', { box: box.boxNo }))
        setParams({ box: found.boxNo })
        return give(judged('ok', 'work.packing.boxChosen', { box: found.boxNo }))
      }
      case 'product':
        if (!current) return give(judged('wrong', 'work.packing.chooseFirst'))
        return pack(current, found.product.id, 1)
      default:
        return give(judged('wrong', 'work.scan.notHere', { code: scan.code }))
    }
  }
  return { pack, onScan }
}

/**
 * Packing (issue 11 §2): scan or choose the order (or its pick list), scan SKUs into the current box
 * (box 1 first, "new box" opens the next), close each box with its measures and weight, print its
 * label; finish once everything picked is packed and every box is closed.
 */
export function PackingScreen() {
  const work = useWorkActions()
  const { param, setParams } = useWorkParams<'id' | 'box' | 'pick'>()
  const orderId = param('id')
  const order = orderId ? work.view.packingOrders.get(orderId) : undefined
  const chosenBox = Number(param('box')) || null
  const { pack, onScan } = usePackingScan(work, orderId, chosenBox, setParams)

  const context = { work, setParams, onScan }
  if (!order) return <PackingOrderList {...context} pickFilter={param('pick')} />
  return <PackingOrderWork {...context} order={order} chosenBox={chosenBox} pack={pack} />
}
