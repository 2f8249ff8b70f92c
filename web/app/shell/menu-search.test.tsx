import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MenuNode } from '../../api/menus.ts'
import { i18n } from '../../i18n/i18n.ts'
import { MenuSearch } from './menu-search.tsx'

function leaf(id: string, name: string, path: string): MenuNode {
  return {
    id,
    parentId: '0',
    code: id,
    name,
    alias: '',
    path,
    source: null,
    sort: 1,
    category: 1,
    action: 0,
    isOpen: 1,
    children: [],
    hasChildren: false,
  }
}
const menus: MenuNode[] = [
  leaf('1', 'Brand', '/products/brand'),
  leaf('2', 'brand map', '/products/map'),
  leaf('3', 'User', '/system/user'),
]

function open(onClose = vi.fn()) {
  const router = createMemoryRouter([{ path: '*', element: <MenuSearch opened onClose={onClose} menus={menus} /> }], {
    initialEntries: ['/desk/notice'],
  })
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  )
  return { router, onClose }
}

describe('menu search dialog', () => {
  afterEach(cleanup)

  it('filters by prefix; arrows choose and Enter opens the chosen entry', async () => {
    const { router, onClose } = open()
    const input = await screen.findByRole('combobox', { name: i18n.t('shell.search.open') })
    await userEvent.type(input, 'br')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Brand/products/brand',
      'brand map/products/map',
    ])
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(router.state.location.pathname).toBe('/products/map')
    expect(onClose).toHaveBeenCalled()
  })

  it('says so when nothing matches, and Esc closes', async () => {
    const { onClose } = open()
    await userEvent.type(await screen.findByRole('combobox', { name: i18n.t('shell.search.open') }), 'zz')
    expect(screen.getByText(i18n.t('shell.search.empty'))).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
  })
})
