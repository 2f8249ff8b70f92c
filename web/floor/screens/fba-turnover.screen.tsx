import { useSessionState } from '../../ui/session-state.ts'
import { resolveCode } from '../scan/resolve-code.ts'
import type { Scan } from '../scan/scan.ts'
import { TurnoverList, TurnoverWork } from './parts/fba-turnover-views.tsx'
import { addToDraft, type DraftBox, EMPTY_BOX, judgeAdd, lineOfScan } from './parts/fba-turnover-work.ts'
import { useWorkActions } from './parts/use-floor-work.ts'
import { useWorkParams } from './parts/use-work-params.ts'
import { judged } from './parts/work-types.ts'

/** The box being filled, kept for the browser tab (a reload or a look at another screen finds it as left), per turnover. */
function useDraftBox(turnoverId: string | null): [DraftBox, (next: DraftBox | ((d: DraftBox) => DraftBox)) => void] {
  const [stored, setStored] = useSessionState<{ turnoverId: string | null; units: DraftBox }>('floor.fba.box', {
    turnoverId: null,
    units: EMPTY_BOX,
  })
  const draft = stored.turnoverId === turnoverId ? stored.units : EMPTY_BOX
  const setDraft = (next: DraftBox | ((d: DraftBox) => DraftBox)) =>
    setStored((prev) => {
      const base = prev.turnoverId === turnoverId ? prev.units : EMPTY_BOX
      return { turnoverId, units: typeof next === 'function' ? next(base) : next }
    })
  return [draft, setDraft]
}

/**
 * FBA turnover packing (issue 31): scan or choose an allocated turnover, scan its SKUs (system SKU,
 * barcode, seller SKU or FNSKU) into the box being filled, then close the box with its measures and
 * weight: the box goes to the server whole (one encasement command), offline like packing.
 */
export function FbaTurnoverScreen() {
  const work = useWorkActions()
  const { param, setParams } = useWorkParams<'id'>()
  const turnoverId = param('id')
  const turnover = turnoverId ? work.view.fbaTurnovers.get(turnoverId) : undefined
  const [draft, setDraft] = useDraftBox(turnoverId)

  const add = (lineId: string, quantity: number) => {
    const current = turnoverId ? work.currentView().fbaTurnovers.get(turnoverId) : undefined
    const line = current?.lines.find((l) => l.id === lineId)
    if (!line) return
    const judgement = judgeAdd(line, draft, quantity)
    work.give(judgement)
    if (judgement.verdict === 'ok') setDraft((d) => addToDraft(d, lineId, quantity))
  }

  const onScan = (scan: Scan) => {
    const now = work.currentView()
    const byCode = [...now.fbaTurnovers.values()].find((t) => t.code === scan.code.trim())
    if (byCode) {
      setDraft(EMPTY_BOX)
      setParams({ id: byCode.id }, { push: !turnover })
      return work.give(judged('ok', 'work.fba.opened', { code: byCode.code }))
    }
    const current = turnoverId ? now.fbaTurnovers.get(turnoverId) : undefined
    if (!current) return work.give(judged('wrong', 'work.fba.chooseFirst'))
    const found = resolveCode(now, scan.code, scan.gs1)
    const line = lineOfScan(current, found.kind === 'product' ? found.product.id : null, scan.code)
    if (!line) return work.give(judged('wrong', 'work.fba.notOnTurnover', { code: scan.code, turnover: current.code }))
    add(line.id, 1)
  }

  const context = { work, setParams, onScan }
  if (!turnover) return <TurnoverList {...context} />
  return <TurnoverWork {...context} turnover={turnover} draft={draft} setDraft={setDraft} add={add} />
}
