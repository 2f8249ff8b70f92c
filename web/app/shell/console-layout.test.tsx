import { createTheme, MantineProvider, Popover } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MenuNode } from '../../api/menus.ts'
import { COOKIE } from '../../api/session.ts'
import { i18n } from '../../i18n/i18n.ts'
import { ConsoleLayout } from './console-layout.tsx'
import { clearTabs } from './tabs-store.ts'

vi.mock('../../api/token-refresh.ts', () => ({ startTokenRefresh: () => () => undefined }))

function node(id: string, name: string, path: string | null, children: MenuNode[] = []): MenuNode {
  return {
    id,
    parentId: '0',
    code: id,
    name,
    alias: '',
    path,
    source: 'package',
    sort: 1,
    category: 1,
    action: 0,
    isOpen: 1,
    children,
    hasChildren: children.length > 0,
  }
}
const MENUS = [
  node('1', '工作台', '/desk', [node('2', '通知公告', '/desk/notice')]),
  node('3', '产品管理', null, [node('4', '品牌', '/products/brand'), node('5', '分类', '/products/category')]),
]

// happy-dom lays nothing out, so a popover would count its target as scrolled away and hide.
const theme = createTheme({ components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) } })

function answer(data: unknown) {
  return new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }), {
    headers: { 'Content-Type': 'application/json' },
  })
}

function start(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <ConsoleLayout />,
        children: [
          { path: '/desk/notice', element: <p>home page</p> },
          { path: '/products/brand', element: <p>brand page</p> },
          { path: '/products/category', element: <p>category page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
  return router
}

describe('console layout', () => {
  beforeEach(() => {
    sessionStorage.clear()
    clearTabs()
    // biome-ignore lint/suspicious/noDocumentCookie: the session lives in cookies
    document.cookie = `${COOKIE.accessToken}=t; path=/`
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input)
        if (url.startsWith('/api/blade-system/menu/routes')) return answer(MENUS)
        if (url.startsWith('/api/blade-user/info'))
          return answer({ account: 'admin', realName: '管理员', avatar: null })
        return answer([])
      }),
    )
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('titles the page from its menu entry and draws the menu groups', async () => {
    start('/desk/notice')
    const nav = await screen.findByRole('navigation', { name: i18n.t('shell.menu.label') })
    expect(within(nav).getByRole('button', { name: /产品管理/ })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('通知公告 - 跨境电商 ERP'))
    expect(screen.getByText('home page')).toBeTruthy()
  })

  it('shows a group’s children when its entry is chosen, and opens the page as a tab', async () => {
    const router = start('/desk/notice')
    const nav = await screen.findByRole('navigation', { name: i18n.t('shell.menu.label') })
    await userEvent.click(within(nav).getByRole('button', { name: /产品管理/ }))
    await userEvent.click(await screen.findByRole('link', { name: '品牌' }))
    expect(router.state.location.pathname).toBe('/products/brand')
    const tabs = screen.getByRole('navigation', { name: i18n.t('shell.tabs.label') })
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['通知公告', '品牌']),
    )
    await waitFor(() => expect(document.title).toBe('品牌 - 跨境电商 ERP'))
  })

  it('closing the active tab shows its neighbour; the home tab has no close button', async () => {
    const router = start('/products/brand')
    // The page (and its tab) waits for the menu, which says whether the user may open it.
    await screen.findByText('brand page')
    await act(() => router.navigate('/products/category'))
    const tabs = await screen.findByRole('navigation', { name: i18n.t('shell.tabs.label') })
    await waitFor(() => expect(within(tabs).getAllByRole('link')).toHaveLength(3))
    expect(
      within(tabs).queryByRole('button', { name: i18n.t('shell.tabs.closeNamed', { name: '通知公告' }) }),
    ).toBeNull()
    await userEvent.click(within(tabs).getByRole('button', { name: i18n.t('shell.tabs.closeNamed', { name: '分类' }) }))
    expect(router.state.location.pathname).toBe('/products/brand')
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['通知公告', '品牌'])
  })

  it('right-click: close others keeps home and that tab; close all returns home', async () => {
    const router = start('/products/brand')
    // The page (and its tab) waits for the menu, which says whether the user may open it.
    await screen.findByText('brand page')
    await act(() => router.navigate('/products/category'))
    const tabs = await screen.findByRole('navigation', { name: i18n.t('shell.tabs.label') })
    await waitFor(() => expect(within(tabs).getAllByRole('link')).toHaveLength(3))
    await userEvent.pointer({ keys: '[MouseRight]', target: within(tabs).getByRole('link', { name: '品牌' }) })
    await userEvent.click(await screen.findByRole('menuitem', { name: i18n.t('shell.tabs.closeOthers') }))
    expect(router.state.location.pathname).toBe('/products/brand')
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['通知公告', '品牌']),
    )
    await userEvent.pointer({ keys: '[MouseRight]', target: within(tabs).getByRole('link', { name: '品牌' }) })
    await userEvent.click(await screen.findByRole('menuitem', { name: i18n.t('shell.tabs.closeAll') }))
    expect(router.state.location.pathname).toBe('/desk/notice')
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['通知公告']),
    )
  })

  it('sends a page outside the user’s menu to /403, opening no tab for it', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <ConsoleLayout />,
          children: [
            { path: '/desk/notice', element: <p>home page</p> },
            { path: '/system/secret', element: <p>secret page</p> },
          ],
        },
        { path: '/403', element: <p>forbidden page</p> },
      ],
      { initialEntries: ['/system/secret'] },
    )
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <ModalsProvider>
              <RouterProvider router={router} />
            </ModalsProvider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    )
    await screen.findByText('forbidden page')
    expect(router.state.location.pathname).toBe('/403')
    expect(screen.queryByText('secret page')).toBeNull()
    expect(JSON.stringify(sessionStorage)).not.toContain('/system/secret')
  })

  it('hides the side menu for ?menu=false', async () => {
    start('/products/brand?menu=false')
    await screen.findByText('brand page')
    expect(screen.queryByRole('navigation', { name: i18n.t('shell.menu.label') })).toBeNull()
  })
})
