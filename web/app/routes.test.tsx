import { describe, expect, it } from 'vitest'
import { flattenMenus } from '#sync/menus/define-menu.ts'
import { menus } from '#sync/menus/index.ts'
import { CONSOLE_PAGES, CONSOLE_REDIRECTS } from './routes.tsx'

describe('menus and pages', () => {
  it('has a page for every menu path, so no menu entry leads nowhere', () => {
    const paths = flattenMenus(menus)
      .filter((m) => m.entry.category === 1 && m.entry.path)
      .map((m) => m.entry.path as string)
    expect(paths.length).toBeGreaterThan(0)
    const missing = paths.filter((p) => !(p in CONSOLE_PAGES) && !(p in CONSOLE_REDIRECTS))
    expect(missing).toEqual([])
  })
})
