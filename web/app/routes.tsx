import { Button, Center, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, type RouteObject, useLocation } from 'react-router'
import { resourcePath } from '#sync/menus/resource-menus.ts'
import { resources } from '#sync/resources/index.ts'
import { hasSession } from '../api/session.ts'
import { HOME_PATH, LoginPage } from '../console/auth/login.page.tsx'
import { NoticePage } from '../console/desk/notice.page.tsx'
import { ResourceListPage } from '../console/resource-list.page.tsx'

/** Pages behind the sign-in: a menu path (sync/src/menus) must be one of these. */
export const CONSOLE_PAGES: Record<string, () => ReactNode> = {
  '/desk/notice': () => <NoticePage />,
  // Every declared resource with a menu entry gets its generic list page.
  ...Object.fromEntries(
    resources.filter((r) => r.menu).map((r) => [resourcePath(r), () => <ResourceListPage resource={r} />]),
  ),
}

/** Paths that only redirect (menu parents). */
export const CONSOLE_REDIRECTS: Record<string, string> = { '/': HOME_PATH, '/desk': HOME_PATH }

/** Without a token, any console page sends the person to /login (spec 1 §2.2). */
function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation()
  if (!hasSession()) return <Navigate to="/login" replace state={{ from: location.pathname }} />
  return children
}

function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <Center mih="100vh">
      <Stack align="center">
        <Title order={1}>404</Title>
        <Title order={3}>{t('notFound.title')}</Title>
        <Button component={Link} to="/">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Center>
  )
}

/** The route table of the console. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/404', element: <NotFoundPage /> },
  ...Object.entries(CONSOLE_REDIRECTS).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
  ...Object.entries(CONSOLE_PAGES).map(([path, page]) => ({
    path,
    element: <RequireSession>{page()}</RequireSession>,
  })),
  { path: '*', element: <NotFoundPage /> },
]
