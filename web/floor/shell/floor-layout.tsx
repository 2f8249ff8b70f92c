import { Box } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { userInfoContract } from '#sync/http/session.contracts.ts'
import { signOut } from '../../api/auth.ts'
import { callApi, saveBlob } from '../../api/client.ts'
import { checkTokenRefresh, startTokenRefresh } from '../../api/token-refresh.ts'
import { clearTabs } from '../../app/shell/tabs-store.ts'
import { clearLock } from '../../console/account/lock-state.ts'
import { useFloor } from '../store/floor-store.tsx'
import { FloorHeader } from './floor-header.tsx'
import { rememberUserName, signedOut, useFloorSession } from './floor-session.ts'
import { FLOOR_BASE, FLOOR_LOGIN_PATH, FLOOR_WAREHOUSE_PATH, workOfPath, workText } from './floor-work.ts'
import { queueFileName } from './queue-file.ts'
import { preloadWorkScreens } from './work-screen.tsx'

// The dialogs (and Mantine's modal machinery under them) load when first opened, or in the background
// once the shell is up: the first load carries only what the first screen shows.
const loadMenuDrawer = () => import('./menu-drawer.tsx')
const loadAttentionDrawer = () => import('./attention-drawer.tsx')
const loadSignOutDialog = () => import('./sign-out-dialog.tsx')
const MenuDrawer = lazy(() => loadMenuDrawer().then((m) => ({ default: m.MenuDrawer })))
const AttentionDrawer = lazy(() => loadAttentionDrawer().then((m) => ({ default: m.AttentionDrawer })))
const SignOutDialog = lazy(() => loadSignOutDialog().then((m) => ({ default: m.SignOutDialog })))

/** True from the first time `opened` is: a dialog stays mounted after, so it can animate its closing. */
function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened)
  if (opened && !once) setOnce(true)
  return once || opened
}

/**
 * What the shell keeps doing in the background: renewing the shared session's tokens, learning the
 * worker's name, and loading the work screens and dialogs once the first screen is up.
 */
function useFloorBackground(tenantId: string, userId: string) {
  // The shared session's tokens are renewed here as in the console; back online, at once, before a
  // replay meets an expired token.
  useEffect(() => {
    const stop = startTokenRefresh()
    const renew = () => void checkTokenRefresh()
    window.addEventListener('online', renew)
    renew()
    return () => {
      stop()
      window.removeEventListener('online', renew)
    }
  }, [])

  // A session opened in the console has no name stored for the floor: ask once, online.
  useEffect(() => {
    if (!navigator.onLine) return
    callApi(userInfoContract, {}, { silent: true })
      .then((u) => rememberUserName(tenantId, userId, u.realName || u.name || u.account || ''))
      .catch(() => undefined)
  }, [tenantId, userId])

  useEffect(() => {
    const timer = setTimeout(() => {
      preloadWorkScreens()
      for (const load of [loadMenuDrawer, loadAttentionDrawer, loadSignOutDialog]) void load().catch(() => undefined)
    }, 1500)
    return () => clearTimeout(timer)
  }, [])
}

/**
 * The signed-in floor around every screen: a header (back, title, menu), the status bar, storage and
 * update warnings, then the screen. The update's reload waits while a task is open or commands wait.
 */
export function FloorLayout() {
  const { t } = useTranslation()
  const floor = useFloor()
  const { session, status, deviceId } = floor
  // Null while the worker's session has ended (a 401): they stay here, asked to sign in again.
  const signedIn = useFloorSession()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [attentionOpen, setAttentionOpen] = useState(false)
  const [signOutOpen, setSignOutOpen] = useState(false)

  const work = workOfPath(pathname)
  const isHome = pathname === FLOOR_BASE || pathname === `${FLOOR_BASE}/`
  const title = work
    ? t(workText(work.kind).title)
    : pathname.startsWith(FLOOR_WAREHOUSE_PATH)
      ? t('floor.warehouse.title')
      : t('floor.app.name')
  // Without a warehouse there is nowhere to go back to: the home sends to the choice.
  const canGoHome = !isHome && Boolean(floor.storeId)
  useEffect(() => {
    document.title = isHome ? title : `${title} · ${t('floor.app.name')}`
  }, [isHome, title, t])

  useFloorBackground(session.tenantId, session.userId)
  const menuMounted = useOpenedOnce(menuOpen)
  const attentionMounted = useOpenedOnce(attentionOpen)
  const signOutMounted = useOpenedOnce(signOutOpen)

  const exportQueue = useCallback(async () => {
    try {
      saveBlob(await floor.exportQueue(), queueFileName(deviceId, new Date()))
      notifications.show({ color: 'green', message: t('floor.export.done') })
    } catch {
      notifications.show({ color: 'red', message: t('floor.export.failed') })
    }
  }, [floor, deviceId, t])

  async function signOutNow() {
    setSignOutOpen(false)
    // Offline the server cannot hear it: the session still ends here (signOut forgets the tokens).
    await signOut().catch(() => undefined)
    clearLock()
    clearTabs()
    signedOut()
    navigate(FLOOR_LOGIN_PATH, { replace: true })
  }

  return (
    <Box style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <FloorHeader
        title={title}
        canGoHome={canGoHome}
        signedIn={signedIn !== null}
        reloadBlocked={Boolean(work?.task) || status.pending > 0}
        onMenu={() => setMenuOpen(true)}
        onAttention={() => setAttentionOpen(true)}
      />
      <Box component="main" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <Suspense fallback={null}>
        {attentionMounted && (
          <AttentionDrawer
            opened={attentionOpen}
            onClose={() => setAttentionOpen(false)}
            items={floor.needsAttention}
            onDismiss={(seq) => void floor.dismiss(seq)}
          />
        )}
        {menuMounted && (
          <MenuDrawer
            opened={menuOpen}
            onClose={() => setMenuOpen(false)}
            userName={session.userName}
            deviceId={deviceId}
            onExport={() => void exportQueue()}
            onSignOut={() => {
              setMenuOpen(false)
              setSignOutOpen(true)
            }}
          />
        )}
        {signOutMounted && (
          <SignOutDialog
            opened={signOutOpen}
            onClose={() => setSignOutOpen(false)}
            pending={status.pending}
            syncing={status.syncing}
            onSync={() => void floor.syncNow().catch(() => undefined)}
            onExport={() => void exportQueue()}
            onSignOut={() => void signOutNow()}
          />
        )}
      </Suspense>
    </Box>
  )
}
