import { describe, expect, it } from 'vitest'
import type { MenuNode } from '../../api/menus.ts'
import {
  filterMenuByPrefix,
  findMenuByTarget,
  isFramePath,
  leafEntries,
  menuTarget,
  popoverColumns,
  samePage,
} from './menu-tree.ts'

let nextId = 1
function node(name: string, path: string | null, children: MenuNode[] = [], category = 1): MenuNode {
  const id = String(nextId++)
  return {
    id,
    parentId: '0',
    code: `c${id}`,
    name,
    alias: '',
    path,
    source: null,
    sort: 1,
    category,
    action: 0,
    isOpen: 1,
    children,
    hasChildren: children.length > 0,
  }
}

const tree: MenuNode[] = [
  node('工作台', '/desk', [node('通知公告', '/desk/notice', [node('新增', null, [], 2)])]),
  node('Products', null, [
    node('Brand', '/products/brand'),
    node('brand mapping', '/products/brandMapping'),
    node('Categories', null, [node('Category tree', '/products/category')]),
  ]),
  node('Docs', 'https://docs.example.com/guide'),
  node('Report', '/static/report.html'),
]

describe('menu search', () => {
  it('lists only leaf pages, never groups or buttons', () => {
    expect(leafEntries(tree).map((n) => n.name)).toEqual([
      '通知公告',
      'Brand',
      'brand mapping',
      'Category tree',
      'Docs',
      'Report',
    ])
  })

  it('matches the start of the name, ignoring case', () => {
    expect(filterMenuByPrefix(tree, 'BRAND').map((n) => n.name)).toEqual(['Brand', 'brand mapping'])
    expect(filterMenuByPrefix(tree, ' cat').map((n) => n.name)).toEqual(['Category tree'])
  })

  it('does not match inside the name', () => {
    expect(filterMenuByPrefix(tree, 'mapping')).toEqual([])
    expect(filterMenuByPrefix(tree, '公告')).toEqual([])
    expect(filterMenuByPrefix(tree, '通知').map((n) => n.path)).toEqual(['/desk/notice'])
  })
})

describe('children popover', () => {
  it('has one column per 4 children, from 1 to 4', () => {
    expect([0, 1, 4, 5, 8, 9, 12, 13, 16, 17, 40].map(popoverColumns)).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 4, 4, 4])
  })
})

describe('frame pages', () => {
  it('sends http(s) and .html paths to the embedded frame', () => {
    expect(isFramePath('https://docs.example.com/guide')).toBe(true)
    expect(isFramePath('HTTP://x.example')).toBe(true)
    expect(isFramePath('/static/report.html')).toBe(true)
    expect(isFramePath('/static/report.html?x=1')).toBe(true)
    expect(isFramePath('/products/brand')).toBe(false)
    expect(isFramePath(null)).toBe(false)
  })

  it('routes a frame entry through /myiframe with its address and name', () => {
    const to = menuTarget(node('Docs', 'https://docs.example.com/guide?a=1'))
    const url = new URL(to ?? '', 'http://x')
    expect(url.pathname).toBe('/myiframe/urlPath')
    expect(url.searchParams.get('src')).toBe('https://docs.example.com/guide?a=1')
    expect(url.searchParams.get('name')).toBe('Docs')
    expect(menuTarget(node('Brand', '/products/brand'))).toBe('/products/brand')
  })

  it('finds the menu entry of an address, frames by their source', () => {
    const docs = menuTarget(node('x', 'https://docs.example.com/guide')) ?? ''
    expect(findMenuByTarget(tree, docs)?.node.name).toBe('Docs')
    const found = findMenuByTarget(tree, '/products/category?menu=false')
    expect(found?.node.name).toBe('Category tree')
    expect(found?.trail.map((n) => n.name)).toEqual(['Products', 'Categories'])
    expect(findMenuByTarget(tree, '/nowhere')).toBeNull()
    expect(samePage('/a/b/', '/a/b?x=1')).toBe(true)
  })
})
