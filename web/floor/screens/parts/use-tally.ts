import { useCallback, useReducer, useRef } from 'react'
import { readStored, removeStored, writeStored } from '../../../ui/session-state.ts'
import { addToTally, setInTally, type Tally } from './stocktaking-work.ts'

/**
 * What a person counted at one position, kept in session storage under `key` so a reload or a
 * language switch mid-count loses nothing. Reads and writes go through a ref, so scans arriving
 * faster than renders each count.
 */
export function useTally(key: string | null) {
  const state = useRef<{ key: string | null; tally: Tally }>({ key: null, tally: [] })
  if (state.current.key !== key) state.current = { key, tally: key ? readStored<Tally>(key, []) : [] }
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const change = useCallback((next: Tally) => {
    state.current.tally = next
    if (state.current.key) writeStored(state.current.key, next)
    rerender()
  }, [])
  /** Adds units of a product; answers its new count. */
  const add = useCallback(
    (productId: string, quantity: number) => {
      const next = addToTally(state.current.tally, productId, quantity)
      change(next)
      return next[0]?.quantity ?? quantity
    },
    [change],
  )
  const set = useCallback(
    (productId: string, quantity: number) => change(setInTally(state.current.tally, productId, quantity)),
    [change],
  )
  const clear = useCallback(() => {
    state.current.tally = []
    if (state.current.key) removeStored(state.current.key)
    rerender()
  }, [])
  return {
    tally: state.current.tally,
    current: () => state.current.tally,
    key: () => state.current.key,
    add,
    set,
    clear,
  }
}
