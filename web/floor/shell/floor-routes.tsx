import { type ComponentProps, lazy, Suspense } from 'react'
import { Navigate, Outlet, type RouteObject, useLocation } from 'react-router'
import { FloorProvider, useFloor } from '../store/floor-store.tsx'
import { FloorLayout } from './floor-layout.tsx'
import { useEndedSession, useFloorSession, useFloorWorkRefused } from './floor-session.ts'
import { FLOOR_BASE, FLOOR_LOGIN_PATH, FLOOR_WAREHOUSE_PATH, FLOOR_WORK } from './floor-work.ts'
import { FloorHomeScreen } from './home.screen.tsx'
import { WarehouseScreen } from './warehouse.screen.tsx'
import { ScreenLoader, WorkScreen } from './work-screen.tsx'

// Signed-out only: a signed-in start (the usual one) never loads the sign-in form and its inputs.
const FloorLoginScreen = lazy(() => import('./floor-login.screen.tsx').then((m) => ({ default: m.FloorLoginScreen })))

/** How the store reaches the server (tests give a fake); the app leaves the store's defaults. */
export type FloorStoreOptions = Pick<ComponentProps<typeof FloorProvider>, 'transport' | 'locks' | 'pollMs'>

// Only for a user the server refuses floor work: not in the first load of those it lets work.
const NoFloorWorkScreen = lazy(() =>
  import('./no-floor-work.screen.tsx').then((m) => ({ default: m.NoFloorWorkScreen })),
)

/**
 * Signed in, the floor runs inside the worker's store; a worker whose session the server ended stays
 * there (the layout asks them to sign in again); signed out, it goes to the floor's sign-in. A user
 * the server refuses floor work is told so, and no store (no device) is kept for them.
 */
function SignedInFloor({ store }: { store: FloorStoreOptions }) {
  const signedIn = useFloorSession()
  const ended = useEndedSession()
  const session = signedIn ?? ended
  const refused = useFloorWorkRefused(signedIn)
  const location = useLocation()
  if (!session) {
    return <Navigate to={FLOOR_LOGIN_PATH} replace state={{ from: location.pathname + location.search }} />
  }
  if (refused) {
    return (
      <Suspense fallback={<ScreenLoader />}>
        <NoFloorWorkScreen />
      </Suspense>
    )
  }
  return (
    <FloorProvider
      key={`${session.tenantId}:${session.userId}`}
      session={session}
      fallback={<ScreenLoader />}
      {...store}
    >
      <FloorLayout />
    </FloorProvider>
  )
}

/** Work needs a warehouse: without one chosen, choose it first and come back. */
function WithWarehouse() {
  const { storeId } = useFloor()
  const location = useLocation()
  if (!storeId) {
    return <Navigate to={FLOOR_WAREHOUSE_PATH} replace state={{ from: location.pathname + location.search }} />
  }
  return <Outlet />
}

/**
 * The floor's routes: /floor/login, /floor/warehouse, the home at /floor/, and one route per kind of
 * work (/floor/receiving, putaway, picking, packing, stocktaking, lookup), each open below (`/*`) for
 * the screen's own steps, so a deep link opens where it points, offline too.
 */
export function createFloorRoutes(store: FloorStoreOptions = {}): RouteObject[] {
  return [
    {
      path: FLOOR_LOGIN_PATH,
      element: (
        <Suspense fallback={<ScreenLoader />}>
          <FloorLoginScreen />
        </Suspense>
      ),
    },
    {
      path: FLOOR_BASE,
      element: <SignedInFloor store={store} />,
      children: [
        { path: 'warehouse', element: <WarehouseScreen /> },
        {
          element: <WithWarehouse />,
          children: [
            { index: true, element: <FloorHomeScreen /> },
            ...FLOOR_WORK.map(({ kind }) => ({ path: `${kind}/*`, element: <WorkScreen key={kind} kind={kind} /> })),
          ],
        },
        { path: '*', element: <Navigate to={`${FLOOR_BASE}/`} replace /> },
      ],
    },
  ]
}
