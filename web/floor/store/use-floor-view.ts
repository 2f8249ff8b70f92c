import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { emptyFloorView } from '#sync/floor/floor-mutators.ts'
import type { FloorCommandArgs, FloorCommandName } from '#sync/floor/floor-protocol.ts'
import { recordWaiting } from '../shell/floor-session.ts'
import type { OutboxEntry } from './floor-db.ts'
import type { FloorSession } from './floor-store.tsx'
import { type FloorBase, FloorViewCache, pendingEntries } from './floor-view.ts'
import type { Outbox } from './outbox.ts'
import type { LiveQueue } from './use-pulled-rows.ts'

const EMPTY_VIEW = emptyFloorView()

/**
 * The view the screens read: the pulled rows of `storeId` with every own command the server has not
 * answered laid on top, those dispatched here included before the live query has seen them; and
 * `dispatch` (one IndexedDB write, then the view changes at once, before any network). `waiting`
 * counts the device's commands not yet answered, noted for whoever signs in next on this device.
 */
export function useFloorView(
  { outbox, session, storeId }: { outbox: Outbox; session: FloorSession; storeId: string | null },
  { live, base, shownSeq }: { live: LiveQueue; base: FloorBase; shownSeq: number },
) {
  const [localTail, setLocalTail] = useState<OutboxEntry[]>([])
  const cache = useRef(new FloorViewCache())

  // Commands dispatched here that the live query has not seen yet stay laid on until it has.
  const unseen = useMemo(() => localTail.filter((e) => e.seq >= live.nextSeq), [localTail, live.nextSeq])
  useEffect(() => {
    if (unseen.length !== localTail.length) setLocalTail(unseen)
  }, [unseen, localTail])
  const pending = useMemo(
    () => pendingEntries(unseen.length ? [...live.above, ...unseen] : live.above, shownSeq),
    [live.above, unseen, shownSeq],
  )
  // What waits here is noted for whoever signs in next on this device (a shared one).
  const waiting = live.waiting + unseen.length
  useEffect(() => recordWaiting(session, waiting), [session, waiting])
  const rows = base.storeId === storeId ? base.rows : EMPTY_VIEW
  const view = useMemo(() => cache.current.update(rows, pending), [rows, pending])

  const dispatch = useCallback(
    async <N extends FloorCommandName>(name: N, args: Omit<FloorCommandArgs<N>, 'opId'>) => {
      const { seq, entry } = await outbox.enqueue(name, args)
      setLocalTail((tail) => [...tail, entry])
      if (navigator.onLine) outbox.trigger('replay')
      return { seq }
    },
    [outbox],
  )
  return { view, dispatch, waiting }
}
