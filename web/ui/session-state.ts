import { type SetStateAction, useCallback, useState } from 'react'

/** Session storage, quietly absent where the browser refuses it (private mode quotas). */
export function readStored<T>(key: string, fallback: T): T {
  try {
    const text = sessionStorage.getItem(key)
    return text === null ? fallback : (JSON.parse(text) as T)
  } catch {
    return fallback
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or refused: the value still lives in memory for this screen.
  }
}

export function removeStored(key: string): void {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/**
 * useState kept in session storage under `key`: a reload (the language switch reloads the console)
 * or coming back to the page in this browser tab finds it as it was left.
 */
export function useSessionState<T>(key: string, initial: T): [T, (next: SetStateAction<T>) => void] {
  const [value, setValue] = useState<T>(() => readStored(key, initial))
  const set = useCallback(
    (next: SetStateAction<T>) =>
      setValue((previous) => {
        const value = typeof next === 'function' ? (next as (p: T) => T)(previous) : next
        writeStored(key, value)
        return value
      }),
    [key],
  )
  return [value, set]
}
