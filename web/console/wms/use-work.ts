import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The work of a warehouse dialog, one piece at a time: `busy` names the piece under way, `error` says
 * the last refusal (worded by `explain`), and `run` answers whether its piece was done.
 */
export function useWork(explain: (error: unknown, fallback: string) => string) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const run = async (name: string, work: () => Promise<void>) => {
    setBusy(name)
    setError(null)
    try {
      await work()
      return true
    } catch (e) {
      setError(explain(e, t('common.unknownError')))
      return false
    } finally {
      setBusy(null)
    }
  }
  return { busy, error, setError, run }
}
