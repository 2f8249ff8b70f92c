import { createTheme, MantineProvider, Popover } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MenuNode } from '../../api/menus.ts'
import { i18n } from '../../i18n/i18n.ts'
import { MenuTree, POPOVER_CLOSE_MS, POPOVER_OPEN_MS, SideMenu } from './side-menu.tsx'

function node(id: string, name: string, path: string | null, children: MenuNode[] = []): MenuNode {
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
    children,
    hasChildren: children.length > 0,
  }
}
const MENUS = [node('3', '产品管理', null, [node('4', '品牌', '/products/brand')])]

// happy-dom lays nothing out, so a popover would count its target as scrolled away and hide.
const theme = createTheme({ components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) } })

function start(tree = false) {
  const menu = tree ? (
    <MenuTree nodes={MENUS} activeTo="/desk/notice" />
  ) : (
    <SideMenu nodes={MENUS} activeTo="/desk/notice" collapsed={false} />
  )
  const router = createMemoryRouter([{ path: '*', element: menu }], { initialEntries: ['/desk/notice'] })
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  )
  return screen.getByRole('button', { name: '产品管理' })
}

describe('side menu group', () => {
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('opens on mouse hover and closes when the mouse leaves', () => {
    vi.useFakeTimers()
    const group = start()
    fireEvent.pointerEnter(group, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(POPOVER_OPEN_MS))
    expect(group.getAttribute('aria-expanded')).toBe('true')
    fireEvent.pointerLeave(group, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(POPOVER_CLOSE_MS))
    expect(group.getAttribute('aria-expanded')).toBe('false')
  })

  it('stays open after a tap: the finger leaving after the lift is no hover', () => {
    vi.useFakeTimers()
    const group = start()
    // A tap as Chromium sends it: the touch pointer enters and leaves after the lift, and the
    // compatibility mouse events enter, click and leave again.
    fireEvent.pointerEnter(group, { pointerType: 'touch' })
    fireEvent.pointerLeave(group, { pointerType: 'touch' })
    fireEvent.mouseEnter(group)
    fireEvent.click(group, { detail: 1 })
    fireEvent.mouseLeave(group)
    act(() => vi.advanceTimersByTime(POPOVER_OPEN_MS + POPOVER_CLOSE_MS))
    expect(group.getAttribute('aria-expanded')).toBe('true')
  })
})

describe('tablet menu tree', () => {
  afterEach(cleanup)

  it('makes each group a button that tells whether it is unfolded', () => {
    const group = start(true)
    expect(group.tagName).toBe('BUTTON')
    expect(group.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(group)
    expect(group.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: '品牌', hidden: true }).getAttribute('href')).toBe('/products/brand')
  })
})
