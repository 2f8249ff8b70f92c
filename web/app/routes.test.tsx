import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { flattenMenus } from '#sync/menus/define-menu.ts'
import { menus } from '#sync/menus/index.ts'
import { COOKIE } from '../api/session.ts'
import { i18n } from '../i18n/i18n.ts'
import { CONSOLE_PAGES, CONSOLE_REDIRECTS, routes } from './routes.tsx'
import { isFramePath } from './shell/menu-tree.ts'

function start(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
  return router
}

function followRedirects(path: string): string {
  let at = path
  for (let hops = 0; hops < 5 && CONSOLE_REDIRECTS[at]; hops++) at = CONSOLE_REDIRECTS[at] ?? at
  return at
}

describe('menus and pages', () => {
  it('has a page for every menu path, so no menu entry leads nowhere', () => {
    const paths = flattenMenus(menus)
      .filter((m) => m.entry.category === 1 && m.entry.path && !isFramePath(m.entry.path))
      .map((m) => m.entry.path as string)
    expect(paths.length).toBeGreaterThan(0)
    const missing = paths.filter((p) => !(followRedirects(p) in CONSOLE_PAGES))
    expect(missing).toEqual([])
  })

  it('sends /, /desk and the welcome tag to the notices', () => {
    expect(followRedirects('/')).toBe('/desk/notice')
    expect(followRedirects('/desk')).toBe('/desk/notice')
    expect(followRedirects('/wel/index')).toBe('/desk/notice')
    expect('/desk/notice' in CONSOLE_PAGES).toBe(true)
  })

  it('has one download centre: the menu’s entry opens the page the header’s icon opens', () => {
    const entries = flattenMenus(menus).filter(
      (m) => /download/i.test(m.entry.path ?? '') || m.entry.name.zh === '下载中心',
    )
    expect(entries.map((m) => m.entry.path)).toEqual(['/system/downloadCenter'])
    expect('/system/baseofflineexport' in CONSOLE_PAGES).toBe(false)
  })

  it('wires the fixed pages of the other parts', () => {
    for (const p of ['/info/index', '/system/downloadCenter', '/system/newsCenter'])
      expect(p in CONSOLE_PAGES).toBe(true)
  })
})

describe('the guard', () => {
  afterEach(() => {
    cleanup()
    // biome-ignore lint/suspicious/noDocumentCookie: the session lives in cookies; tests end it here
    document.cookie = `${COOKIE.accessToken}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  })

  it('sends a console page without a session to /login, remembering where the person was going', async () => {
    const router = start('/system/downloadCenter?x=1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.state).toEqual({ from: '/system/downloadCenter?x=1' })
  })

  it('sends the root without a session to /login too', async () => {
    const router = start('/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('shows a frame page without a session (it opts out of sign-in)', async () => {
    const src = encodeURIComponent('https://docs.example.com/')
    const router = start(`/myiframe/urlPath?src=${src}&name=Docs`)
    expect(await screen.findByTitle('Docs')).toHaveProperty('src', 'https://docs.example.com/')
    expect(router.state.location.pathname).toBe('/myiframe/urlPath')
  })

  it('refuses to frame a script address', async () => {
    start(`/myiframe/urlPath?src=${encodeURIComponent('javascript:alert(1)')}&name=X`)
    expect(await screen.findByText(i18n.t('shell.frame.missing'))).toBeTruthy()
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('shows the 404 page for an unknown address', async () => {
    start('/no/such/page')
    expect(await screen.findByText(i18n.t('shell.status.404'))).toBeTruthy()
  })
})
