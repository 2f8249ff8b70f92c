import { Button, Center, Loader, Stack, Text } from '@mantine/core'
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { recordError } from '../../api/error-log.ts'
import type { FloorWorkKind } from './floor-work.ts'

type ScreenModule = { default: ComponentType }

/** Each work screen is a chunk of its own, fetched when first opened (and warmed once the shell is up). */
const SCREEN_MODULES: Record<FloorWorkKind, () => Promise<ScreenModule>> = {
  receiving: () => import('../screens/receiving.screen.tsx').then((m) => ({ default: m.ReceivingScreen })),
  putaway: () => import('../screens/putaway.screen.tsx').then((m) => ({ default: m.PutawayScreen })),
  picking: () => import('../screens/picking.screen.tsx').then((m) => ({ default: m.PickingScreen })),
  packing: () => import('../screens/packing.screen.tsx').then((m) => ({ default: m.PackingScreen })),
  stocktaking: () => import('../screens/stocktaking.screen.tsx').then((m) => ({ default: m.StocktakingScreen })),
  fba: () => import('../screens/fba-turnover.screen.tsx').then((m) => ({ default: m.FbaTurnoverScreen })),
  lookup: () => import('../screens/lookup.screen.tsx').then((m) => ({ default: m.LookupScreen })),
}

/** A screen and the work screens' texts, which come with the first of them. */
function loadScreen(kind: FloorWorkKind): Promise<ScreenModule> {
  return Promise.all([import('../work-texts.ts'), SCREEN_MODULES[kind]()]).then(([, screen]) => screen)
}

const screens = new Map<FloorWorkKind, LazyExoticComponent<ComponentType>>()

/** The lazy screen of a kind of work; `fresh` drops one whose chunk failed, so a retry fetches again. */
function screenOf(kind: FloorWorkKind, fresh = false): LazyExoticComponent<ComponentType> {
  let screen = screens.get(kind)
  if (!screen || fresh) {
    screen = lazy(() => loadScreen(kind))
    screens.set(kind, screen)
  }
  return screen
}

/**
 * Fetches every work screen's chunk in the background, so this page holds them all: a version
 * installed meanwhile by another tab, or a network gone, cannot leave a screen unloadable mid-shift.
 */
export function preloadWorkScreens(): void {
  for (const kind of Object.keys(SCREEN_MODULES) as FloorWorkKind[]) void loadScreen(kind).catch(() => undefined)
}

type BoundaryProps = { children: ReactNode; fallback: (retry: () => void) => ReactNode; onRetry: () => void }

/** Catches a screen that failed to load or to draw, and offers to try again (never reloads the page). */
class ScreenBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: Error, _info: ErrorInfo) {
    recordError(error)
  }
  render() {
    if (!this.state.failed) return this.props.children
    return this.props.fallback(() => {
      this.props.onRetry()
      this.setState({ failed: false })
    })
  }
}

/** Centred loader while a screen's chunk arrives. */
export function ScreenLoader() {
  const { t } = useTranslation()
  return (
    <Center py="xl" style={{ flex: 1 }}>
      <Loader aria-label={t('floor.screen.loading')} />
    </Center>
  )
}

/** One kind of work's screen, loaded on demand. */
export function WorkScreen({ kind }: { kind: FloorWorkKind }) {
  const { t } = useTranslation()
  const [Screen, setScreen] = useState(() => screenOf(kind))
  return (
    <ScreenBoundary
      key={kind}
      onRetry={() => setScreen(() => screenOf(kind, true))}
      fallback={(retry) => (
        <Stack p="md" align="center" gap="md">
          <Text c="red.8" ta="center">
            {t('floor.screen.loadFailed')}
          </Text>
          <Button size="lg" onClick={retry}>
            {t('floor.screen.retry')}
          </Button>
        </Stack>
      )}
    >
      <Suspense fallback={<ScreenLoader />}>
        <Screen />
      </Suspense>
    </ScreenBoundary>
  )
}
