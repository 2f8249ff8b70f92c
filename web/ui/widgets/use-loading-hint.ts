import { useInterval } from '@mantine/hooks'
import { useEffect, useRef, useState } from 'react'
import { type LoadingHint, loadingHintAt } from './pdf-pages.ts'

const HINT_CHECK_MS = 500

/** The hint to show while `loading`: the loading text, then "if stuck, refresh", alternating (see loadingHintAt). */
export function useLoadingHint(loading: boolean): LoadingHint {
  const [hint, setHint] = useState<LoadingHint>('loading')
  const loadStart = useRef(Date.now())
  // Checked twice a second against the start time, so each hint stays its full 4 s without drift.
  const hintTimer = useInterval(() => setHint(loadingHintAt(Date.now() - loadStart.current)), HINT_CHECK_MS)
  useEffect(() => {
    if (!loading) return
    loadStart.current = Date.now()
    setHint('loading')
    hintTimer.start()
    return hintTimer.stop
  }, [loading, hintTimer.start, hintTimer.stop])
  return hint
}
