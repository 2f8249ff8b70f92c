import { useState } from 'react'
import { resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
import { ReceivingOrder, ReceivingOrderList } from './parts/receiving-views.tsx'
import { judgeReceipt } from './parts/receiving-work.ts'
import { useWorkActions } from './parts/use-floor-work.ts'
import { useWorkParams } from './parts/use-work-params.ts'
import { judged, type ScanJudgement } from './parts/work-types.ts'

/**
 * Receiving (issue 11 §2): choose or scan an inbound order, then scan what arrives: each scan of a
 * SKU on the order receives one unit (the keypad receives many), planned and received per line, an
 * over-receipt warned, beyond the line's maximum refused; finish asks first when units are missing.
 */
export function ReceivingScreen() {
  const work = useWorkActions()
  const { view, currentView, give, act } = work
  const { param, setParams } = useWorkParams<'id' | 'batch'>()
  const [lastLineId, setLastLineId] = useState<string | null>(null)
  const orderId = param('id')
  const order = orderId ? view.inboundOrders.get(orderId) : undefined
  const typedBatch = param('batch') ?? ''

  const send = (judgement: ScanJudgement) => {
    if (judgement.command?.name === 'receiveLine') setLastLineId(judgement.command.args.lineId)
    void act(judgement)
  }

  const onScan = (scan: Scan) => {
    const now = currentView()
    const found = resolveCode(now, scan.code, scan.gs1)
    const current = orderId ? now.inboundOrders.get(orderId) : undefined
    if (found.kind === 'unknown') return give(judged('unknown', 'work.scan.unknown', { code: found.code }))
    if (found.kind === 'inboundOrder') {
      setParams({ id: found.row.id, batch: null }, { push: !current })
      setLastLineId(null)
      return give(judged('ok', 'work.receiving.opened', { code: found.row.code }))
    }
    if (found.kind !== 'product') return give(judged('wrong', 'work.scan.notHere', { code: scan.code }))
    if (!current) return give(judged('wrong', 'work.receiving.chooseFirst'))
    // A GS1 label's batch (AI 10) wins over the one typed.
    send(judgeReceipt(current, found.product, 1, found.gs1?.batch ?? (typedBatch.trim() || undefined)))
  }

  const context = { work, setParams, onScan }
  if (!order) return <ReceivingOrderList {...context} onChoose={() => setLastLineId(null)} />
  return <ReceivingOrder {...context} order={order} typedBatch={typedBatch} lastLineId={lastLineId} send={send} />
}
