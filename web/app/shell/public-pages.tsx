import { type ComponentType, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation, useMatches } from 'react-router'
import { hasSession } from '../../api/session.ts'
import { isLocked } from '../../console/account/lock-state.ts'
import { useSignOutEverywhere } from '../../console/account/sign-out.ts'
import { ConsoleLayout, PageLoader, type RouteMeta } from './console-layout.tsx'
import { useDocumentTitle } from './page-title.ts'

/** A page outside the shell (sign-in, lock), titled by a text key. */
export function PublicPage({ page: Page, titleKey }: { page: ComponentType; titleKey: string }) {
  const { t } = useTranslation()
  useDocumentTitle(t(titleKey))
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  )
}

/**
 * The guard of the console (spec 1 §2.2): without a token to /login (remembering where the person
 * was going), a locked session to /lock; else the shell. Routes whose meta says `isAuth: false` show
 * without a session, bare.
 */
export function ConsoleGuard() {
  const location = useLocation()
  const matches = useMatches()
  if (!hasSession()) {
    if (matches.some((m) => (m.handle as RouteMeta | undefined)?.isAuth === false))
      return (
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      )
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />
  }
  if (isLocked()) return <Navigate to="/lock" replace />
  return <ConsoleLayout />
}

/** /fastlogout: ends the session without asking, then /login. */
export function FastLogoutPage() {
  const signOutEverywhere = useSignOutEverywhere()
  const started = useRef(false)
  useEffect(() => {
    // Strict mode mounts twice; sign out once.
    if (started.current) return
    started.current = true
    void signOutEverywhere()
  }, [signOutEverywhere])
  return <PageLoader />
}
