import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A screen's transient state (the task chosen, the position at hand, the box being filled) kept in
 * the URL's search parameters, so a reload, a language switch or the back button keeps the task.
 * Choosing a task adds a history entry (back returns to the list); steps inside it replace the entry.
 */
export function useWorkParams<K extends string>(): {
  param: (name: K) => string | null
  setParams: (patch: Partial<Record<K, string | number | null>>, options?: { push?: boolean }) => void
} {
  const [search, setSearch] = useSearchParams()
  const param = useCallback((name: K) => search.get(name), [search])
  const setParams = useCallback(
    (patch: Partial<Record<K, string | number | null>>, options: { push?: boolean } = {}) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [name, value] of Object.entries(patch) as [K, string | number | null | undefined][]) {
            if (value === null || value === undefined || value === '') next.delete(name)
            else next.set(name, String(value))
          }
          return next
        },
        { replace: !options.push },
      )
    },
    [setSearch],
  )
  return { param, setParams }
}
