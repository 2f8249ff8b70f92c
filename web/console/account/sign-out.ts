import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { signOut } from '../../api/auth.ts'
import { hasSession } from '../../api/session.ts'
import { clearTabs } from '../../app/shell/tabs-store.ts'
import { clearLock } from './lock-state.ts'

/** Ends the session here and on the server, forgets lock, tabs and cached answers, and goes to /login. */
export function useSignOutEverywhere(): () => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    // Without a token there is no server session to end; leaving works even when the server is unreachable.
    if (hasSession()) await signOut().catch(() => undefined)
    clearLock()
    clearTabs()
    queryClient.clear()
    await navigate('/login', { replace: true })
  }, [queryClient, navigate])
}
