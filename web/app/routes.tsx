import type { ComponentType, LazyExoticComponent } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { resourcePath } from '#sync/menus/resource-menus.ts'
import { resources } from '#sync/resources/index.ts'
import { BOOKS_PAGES } from '../console/finance/books/books.routes.ts'
import { ORDER_PAGES } from '../console/orders/orders.routes.ts'
import { DESIGNER_PAGES } from '../console/workflow/designer.routes.ts'
import { WORK_PAGES } from '../console/workflow/work.routes.ts'
import type { RouteMeta } from './shell/console-layout.tsx'
import { FramePage } from './shell/frame.page.tsx'
import { lazyPage } from './shell/lazy-page.ts'
import { ConsoleGuard, FastLogoutPage, PublicPage } from './shell/public-pages.tsx'
import { RouteErrorPanel, StatusPage } from './shell/status-pages.tsx'
import { HOME_PATH } from './shell/tabs-store.ts'

// Every page sits in its own chunk, loaded on first visit (a failed chunk reloads the route once).
const LoginPage = lazyPage(() => import('../console/auth/login.page.tsx').then((m) => m.LoginPage))
const LockPage = lazyPage(() => import('../console/account/lock.page.tsx').then((m) => m.LockPage))

/** Pages behind the sign-in, by path: every menu path (sync/src/menus) must be one of these or a redirect. */
export const CONSOLE_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  [HOME_PATH]: lazyPage(() => import('../console/desk/notice.page.tsx').then((m) => m.NoticePage)),
  '/info/index': lazyPage(() => import('../console/account/profile.page.tsx').then((m) => m.ProfilePage)),
  '/system/downloadCenter': lazyPage(() =>
    import('../console/desk/download-center.page.tsx').then((m) => m.DownloadCenterPage),
  ),
  '/system/newsCenter': lazyPage(() => import('../console/desk/news-center.page.tsx').then((m) => m.NewsCenterPage)),
  // Every declared resource with a menu entry: its generic page, or its special screen.
  ...Object.fromEntries(
    resources
      // A declaration whose menu opens a page of its own (menu.path) has no generic page.
      .filter((r) => r.menu && !r.menu.path)
      .map((r) => [
        resourcePath(r),
        lazyPage(() => import('../console/resource/resource-pages.tsx').then((m) => m.pageForResource(r))),
      ]),
  ),
  ...ORDER_PAGES,
  ...DESIGNER_PAGES,
  ...WORK_PAGES,
  ...BOOKS_PAGES,
}

/** Paths that only redirect (the root and menu parents); /wel/index is the welcome tag's old address. */
export const CONSOLE_REDIRECTS: Record<string, string> = { '/': '/desk', '/desk': HOME_PATH, '/wel/index': HOME_PATH }

/** Where the embedded-frame pages live; a route that works without a session (spec 1 §2.1). */
export const FRAME_ROUTE_PATH = '/myiframe/*'

const frameMeta: RouteMeta = { isAuth: false }
const redirectMeta: RouteMeta = { isTab: false }

/** The route table of the console. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPanel fullPage />,
    children: [
      { path: '/login', element: <PublicPage page={LoginPage} titleKey="login.title" /> },
      { path: '/lock', element: <PublicPage page={LockPage} titleKey="shell.page.lock" /> },
      { path: '/fastlogout', element: <FastLogoutPage /> },
      { path: '/403', element: <StatusPage status={403} /> },
      { path: '/404', element: <StatusPage status={404} /> },
      { path: '/500', element: <StatusPage status={500} /> },
      {
        element: <ConsoleGuard />,
        children: [
          ...Object.entries(CONSOLE_REDIRECTS).map(([path, to]) => ({
            path,
            element: <Navigate to={to} replace />,
            handle: redirectMeta,
          })),
          ...Object.entries(CONSOLE_PAGES).map(([path, Page]) => ({
            path,
            element: <Page />,
            errorElement: <RouteErrorPanel />,
          })),
          { path: FRAME_ROUTE_PATH, element: <FramePage />, errorElement: <RouteErrorPanel />, handle: frameMeta },
        ],
      },
      { path: '*', element: <StatusPage status={404} /> },
    ],
  },
]
