import { beforeEach, describe, expect, it, vi } from 'vitest'

// Each test starts from a fresh module, as after a page load, reading sessionStorage anew.
async function freshStore() {
  vi.resetModules()
  return import('./tabs-store.ts')
}

describe('tabs store', () => {
  beforeEach(() => sessionStorage.clear())

  it('always starts with the home tab', async () => {
    const { getTabs, HOME_PATH } = await freshStore()
    expect(getTabs()).toEqual([{ key: HOME_PATH, to: HOME_PATH }])
  })

  it('opens one tab per page and points it at the last address shown', async () => {
    const { getTabs, openTab } = await freshStore()
    openTab('/products/brand')
    openTab('/system/user')
    openTab('/products/brand?menu=false')
    expect(getTabs().map((t) => t.to)).toEqual(['/desk/notice', '/products/brand?menu=false', '/system/user'])
  })

  it('keeps one tab per framed address', async () => {
    const { getTabs, openTab } = await freshStore()
    openTab('/myiframe/urlPath?src=https%3A%2F%2Fa.example&name=A')
    openTab('/myiframe/urlPath?src=https%3A%2F%2Fb.example&name=B')
    expect(getTabs()).toHaveLength(3)
  })

  it('closing the active tab answers its left neighbour; closing another answers nothing', async () => {
    const { closeTab, getTabs, openTab } = await freshStore()
    openTab('/a')
    openTab('/b')
    openTab('/c')
    expect(closeTab('/b', '/c')).toBeNull()
    expect(closeTab('/c', '/c')).toBe('/a')
    expect(getTabs().map((t) => t.key)).toEqual(['/desk/notice', '/a'])
  })

  it('never closes the home tab', async () => {
    const { closeTab, getTabs, HOME_PATH } = await freshStore()
    expect(closeTab(HOME_PATH, HOME_PATH)).toBeNull()
    expect(getTabs()).toHaveLength(1)
  })

  it('close others keeps home and the chosen tab', async () => {
    const { closeOtherTabs, getTabs, openTab } = await freshStore()
    openTab('/a')
    openTab('/b')
    openTab('/c')
    closeOtherTabs('/b')
    expect(getTabs().map((t) => t.key)).toEqual(['/desk/notice', '/b'])
  })

  it('close all keeps only home and answers home as the place to go', async () => {
    const { closeAllTabs, getTabs, openTab } = await freshStore()
    openTab('/a')
    openTab('/b')
    expect(closeAllTabs()).toBe('/desk/notice')
    expect(getTabs().map((t) => t.key)).toEqual(['/desk/notice'])
  })

  it('survives a reload through sessionStorage, and clearTabs forgets them', async () => {
    const first = await freshStore()
    first.openTab('/a')
    first.openTab('/b?x=1')
    const second = await freshStore()
    expect(second.getTabs().map((t) => t.to)).toEqual(['/desk/notice', '/a', '/b?x=1'])
    second.clearTabs()
    const third = await freshStore()
    expect(third.getTabs().map((t) => t.key)).toEqual(['/desk/notice'])
  })

  it('ignores a damaged stored list', async () => {
    sessionStorage.setItem('erp-tabs', '{not json')
    const { getTabs } = await freshStore()
    expect(getTabs().map((t) => t.key)).toEqual(['/desk/notice'])
  })

  it('tells subscribers about changes', async () => {
    const { openTab, getTabs } = await freshStore()
    const before = getTabs()
    openTab('/a')
    // A new array each change, so React's useSyncExternalStore re-renders.
    expect(getTabs()).not.toBe(before)
    const same = getTabs()
    openTab('/a')
    expect(getTabs()).toBe(same)
  })
})
