import { useCallback, useRef } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A screen's transient state (the task chosen, the position at hand, the box being filled) kept in
 * the URL's search parameters, so a reload, a language switch or the back button keeps the task.
 * Choosing a task adds a history entry (back returns to the list); steps inside it replace the entry.
 */
export function useWorkParams<K extends string>(): {
  param: (name: K) => string | null
  setParams: (
    patch: Partial<Record<K, string | number | null>>,
    options?: { push?: boolean; onlyIf?: Partial<Record<K, string | null>> },
  ) => void
} {
  const [search, setSearch] = useSearchParams()
  // The router's functional update hands a callback made at an earlier render the URL of that render
  // (a step's follow-up after its outbox write would write an old URL back): the latest is kept here.
  const latest = useRef(search)
  latest.current = search
  const param = useCallback((name: K) => search.get(name), [search])
  const setParams = useCallback(
    (
      patch: Partial<Record<K, string | number | null>>,
      options: { push?: boolean; onlyIf?: Partial<Record<K, string | null>> } = {},
    ) => {
      const current = latest.current
      // A step's follow-up (after its outbox write) leaves alone a screen that has moved on meanwhile.
      if (Object.entries(options.onlyIf ?? {}).some(([name, value]) => current.get(name) !== value)) return
      const next = new URLSearchParams(current)
      for (const [name, value] of Object.entries(patch) as [K, string | number | null | undefined][]) {
        if (value === null || value === undefined || value === '') next.delete(name)
        else next.set(name, String(value))
      }
      // Two changes before the next render build on each other.
      latest.current = next
      setSearch(next, { replace: !options.push })
    },
    [setSearch],
  )
  return { param, setParams }
}
