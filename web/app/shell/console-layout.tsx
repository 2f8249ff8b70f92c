import { AppShell, Center, Group, Loader, ScrollArea } from '@mantine/core'
import { useDisclosure, useLocalStorage, useMediaQuery, useSessionStorage } from '@mantine/hooks'
import { useQueryClient } from '@tanstack/react-query'
import { type CSSProperties, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation, useMatches } from 'react-router'
import { clearCacheContract } from '#sync/http/session.contracts.ts'
import { callApi } from '../../api/client.ts'
import { useMenuRoutes } from '../../api/menus.ts'
import { startTokenRefresh } from '../../api/token-refresh.ts'
import { ConsoleHeaderStart } from './console-header.tsx'
import { mayOpen, pageNameOf, useDocumentTitle } from './page-title.ts'
import classes from './shell.module.css'
import { SHELL_THEMES, type ShellThemeStyle, useShellLook } from './shell-look.ts'
import { MenuTree, SideMenu } from './side-menu.tsx'
import { TabsBar } from './tabs-bar.tsx'
import { openTab } from './tabs-store.ts'
import { TopBar } from './top-bar.tsx'

/**
 * Route meta of the console (spec 1 §2.4): `isAuth: false` opts out of sign-in, `menu: false` hides
 * the side menu, `isTab: false` opens no tab (redirects).
 */
export type RouteMeta = { isAuth?: boolean; menu?: boolean; isTab?: boolean }

const HEADER_HEIGHT = 56
const NAVBAR_WIDTH = 220
const NAVBAR_COLLAPSED_WIDTH = 64

function themeVariables(style: ShellThemeStyle): CSSProperties {
  return {
    '--shell-header-bg': style.headerBg,
    '--shell-header-fg': style.headerFg,
    '--shell-navbar-bg': style.navbarBg,
    '--shell-navbar-fg': style.navbarFg,
    '--shell-navbar-hover-bg': style.navbarHoverBg,
    '--shell-navbar-active-bg': style.navbarActiveBg,
    '--shell-navbar-active-fg': style.navbarActiveFg,
  } as CSSProperties
}

/** Loading state of a page chunk or its first data. */
export function PageLoader() {
  const { t } = useTranslation()
  return (
    <Center mih={240}>
      <Loader aria-label={t('shell.loading')} />
    </Center>
  )
}

/**
 * The signed-in console: header (brand, top menus, top bar), side menu (a drawer below 768 px),
 * tabs of the visited pages, and the page, which scrolls inside the shell.
 */
export function ConsoleLayout() {
  const { t } = useTranslation()
  const location = useLocation()
  const matches = useMatches()
  const look = useShellLook()
  const [drawerOpened, drawer] = useDisclosure(false)
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'erp-menu-collapsed', defaultValue: false })
  const [topMenuId, setTopMenuId] = useSessionStorage({ key: 'erp-top-menu', defaultValue: '' })
  const { pageVersion, clearCache } = useClearCache()
  const allMenus = useMenuRoutes()
  const sideMenus = useMenuRoutes(topMenuId || undefined)

  const activeTo = location.pathname + location.search
  const menus = allMenus.data ?? []
  const metas = matches.map((m) => (m.handle ?? {}) as RouteMeta)
  const hideMenu = new URLSearchParams(location.search).get('menu') === 'false' || metas.some((m) => m.menu === false)
  const isTab = metas.at(-1)?.isTab !== false

  // A page outside the user's menu (typed or bookmarked) is /403, not an empty page with a tab.
  const forbidden = allMenus.isSuccess && isTab && !mayOpen(activeTo, menus)
  useDocumentTitle(pageNameOf(activeTo, menus, t))
  useEffect(() => startTokenRefresh(), [])
  useEffect(() => {
    if (isTab && allMenus.isSuccess && !forbidden) openTab(activeTo)
    drawer.close()
  }, [activeTo, isTab, drawer.close, allMenus.isSuccess, forbidden])

  const style = SHELL_THEMES[look.theme]
  const rootStyle = useMemo(() => themeVariables(style), [style])
  const navbarWidth = collapsed ? NAVBAR_COLLAPSED_WIDTH : NAVBAR_WIDTH

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={
        hideMenu
          ? undefined
          : { width: { base: NAVBAR_WIDTH, sm: navbarWidth }, breakpoint: 'sm', collapsed: { mobile: !drawerOpened } }
      }
      padding={0}
      style={rootStyle}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="sm" gap="sm" wrap="nowrap" justify="space-between">
          <ConsoleHeaderStart
            hideMenu={hideMenu}
            drawerOpened={drawerOpened}
            onBurger={drawer.toggle}
            collapsed={collapsed}
            onCollapse={() => setCollapsed((c) => !c)}
            topMenuId={topMenuId}
            onTopMenu={setTopMenuId}
          />
          <TopBar menus={menus} />
        </Group>
      </AppShell.Header>

      {!hideMenu && (
        <AppShell.Navbar className={classes.navbar}>
          <ConsoleSideMenu sideMenus={sideMenus} activeTo={activeTo} collapsed={collapsed} />
        </AppShell.Navbar>
      )}

      <AppShell.Main className={classes.main}>
        <TabsBar menus={menus} activeTo={activeTo} onClearCache={clearCache} />
        <div className={classes.page}>
          <ConsolePage
            forbidden={forbidden}
            menusAnswered={allMenus.isSuccess || allMenus.isError}
            version={pageVersion}
          />
        </div>
      </AppShell.Main>
    </AppShell>
  )
}

/** Clears the server's caches and the answers kept here, then starts the page shown over (a new `pageVersion`). */
function useClearCache() {
  const queryClient = useQueryClient()
  const [pageVersion, setPageVersion] = useState(0)
  const clearCache = useCallback(async () => {
    await callApi(clearCacheContract, {})
    await queryClient.invalidateQueries()
    // A new key remounts the page shown, so it starts over with fresh answers.
    setPageVersion((v) => v + 1)
  }, [queryClient])
  return { pageVersion, clearCache }
}

/** The side menu of the top menu chosen: a tree in the drawer below 768 px, else the (collapsible) menu. */
function ConsoleSideMenu({
  sideMenus,
  activeTo,
  collapsed,
}: {
  sideMenus: ReturnType<typeof useMenuRoutes>
  activeTo: string
  collapsed: boolean
}) {
  const { t } = useTranslation()
  // Below 768 px the menu is a drawer of the whole tree: no hover on touch screens.
  const isTablet = useMediaQuery('(max-width: 47.99em)') ?? false
  return (
    <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
      {sideMenus.isPending ? (
        <Center p="md">
          <Loader size="sm" aria-label={t('shell.loading')} />
        </Center>
      ) : isTablet ? (
        <MenuTree nodes={sideMenus.data ?? []} activeTo={activeTo} />
      ) : (
        <SideMenu nodes={sideMenus.data ?? []} activeTo={activeTo} collapsed={collapsed} />
      )}
    </AppShell.Section>
  )
}

/** The page shown, once the menu has said whether the user may open it (else /403). */
function ConsolePage({
  forbidden,
  menusAnswered,
  version,
}: {
  forbidden: boolean
  menusAnswered: boolean
  /** A new version starts the page over (after the caches were cleared). */
  version: number
}) {
  if (forbidden) return <Navigate to="/403" replace />
  if (!menusAnswered) return <PageLoader />
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet key={version} />
    </Suspense>
  )
}
