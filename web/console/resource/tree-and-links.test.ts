import { describe, expect, it } from 'vitest'
import { isSpreadsheetFile } from '../../ui/widgets/spreadsheet-file.ts'
import { linkIds } from './link-labels.ts'
import { flattenTree } from './resource-table.tsx'
import { treeChoices } from './tree-choices.ts'

const TREE = [
  {
    id: '1',
    categoryName: 'Home',
    children: [{ id: '2', categoryName: 'Kitchen', children: [{ id: '3', categoryName: 'Pots' }] }],
  },
  { id: '4', categoryName: 'Garden', children: [] },
]

describe('flattenTree', () => {
  it('lists rows in order with their depth, skipping the children of collapsed rows', () => {
    expect(flattenTree(TREE, new Set()).map((f) => [f.row.id, f.depth, f.hasChildren])).toEqual([
      ['1', 0, true],
      ['2', 1, true],
      ['3', 2, false],
      ['4', 0, false],
    ])
    expect(flattenTree(TREE, new Set(['2'])).map((f) => f.row.id)).toEqual(['1', '2', '4'])
  })
})

describe('treeChoices', () => {
  it('indents by depth and leaves out a node with its descendants', () => {
    expect(treeChoices(TREE, 'categoryName', null).map((c) => c.label)).toEqual([
      'Home',
      '\u3000Kitchen',
      '\u3000\u3000Pots',
      'Garden',
    ])
    expect(treeChoices(TREE, 'categoryName', '2').map((c) => c.value)).toEqual(['1', '4'])
  })
})

describe('linkIds', () => {
  it('collects the distinct ids of each link field once per page, trees included', () => {
    const rows = [
      { platformId: '9', marketplaceId: null, children: [{ platformId: '8' }] },
      { platformId: '9', marketplaceId: '5' },
    ]
    expect(linkIds(['platformId', 'marketplaceId'], rows).missing).toEqual({
      platformId: ['8', '9'],
      marketplaceId: ['5'],
    })
  })

  it('takes the labels the rows carry and looks up only the ids that came without one', () => {
    const rows = [
      { platformId: '9', platformIdLabel: 'Amazon', marketplaceId: '5', children: [{ platformId: '8' }] },
      { platformId: '9', platformIdLabel: 'Amazon', marketplaceId: '5' },
      // Read by the server and found without a title: not asked again.
      { platformId: '6', platformIdLabel: null },
      { platformId: '7', platformIdLabel: 'eBay' },
    ]
    expect(linkIds(['platformId', 'marketplaceId'], rows)).toEqual({
      labels: { platformId: { '9': 'Amazon', '7': 'eBay' } },
      missing: { platformId: ['8'], marketplaceId: ['5'] },
    })
  })
})

describe("isSpreadsheetFile (the import dialog's check)", () => {
  it('takes spreadsheets and CSV only', () => {
    expect(isSpreadsheetFile({ name: 'brands.xlsx' })).toBe(true)
    expect(isSpreadsheetFile({ name: 'OLD.XLS' })).toBe(true)
    expect(isSpreadsheetFile({ name: 'rows.csv' })).toBe(true)
    expect(isSpreadsheetFile({ name: 'photo.png' })).toBe(false)
    expect(isSpreadsheetFile({ name: 'noextension' })).toBe(false)
  })
})
