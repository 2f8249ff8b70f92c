import { describe, expect, it } from 'vitest'
import { chosenLeaves, isGroupValue, shopTree, warehouseTree } from './cascader-options.ts'

describe('warehouse and shop cascader options', () => {
  it('groups warehouses by type in the dictionary order, unknown types last', () => {
    const tree = warehouseTree(
      [
        { id: '11', name: '深圳国内仓', storeType: 4 },
        { id: '12', name: 'NJ 海外仓', storeType: '1' },
        { id: '13', name: '义乌仓', storeType: 4 },
        { id: '14', name: '无类型', storeType: null },
        { id: '15', name: '未知类型', storeType: 99 },
      ],
      'zh',
      '未分类',
    )
    expect(tree.map((g) => g.label)).toEqual(['自营海外仓', '国内仓', '未分类'])
    expect(tree[1]?.children?.map((c) => c.value)).toEqual(['11', '13'])
    expect(tree[2]?.children?.map((c) => c.label)).toEqual(['无类型', '未知类型'])
    expect(tree.every((g) => isGroupValue(g.value))).toBe(true)
  })

  it('labels warehouse groups in the current language', () => {
    const tree = warehouseTree([{ id: '1', name: 'A', storeType: 3 }], 'en', 'Other')
    expect(tree[0]?.label).toBe('FBA warehouse')
  })

  it('puts shops under their platform, English names outside Chinese', () => {
    const platforms = [
      {
        platformId: '1',
        platformName: 'Amazon',
        baseShopVOList: [
          { id: '101', shopName: 'Amazon美国站主店', shopEnname: 'Amazon US Main' },
          { id: '102', shopName: '无英文名', shopEnname: null },
        ],
      },
      { platformId: '2', platformName: 'eBay', baseShopVOList: [] },
    ]
    expect(shopTree(platforms, 'zh')).toEqual([
      {
        value: 'group:platform-1',
        label: 'Amazon',
        children: [
          { value: '101', label: 'Amazon美国站主店' },
          { value: '102', label: '无英文名' },
        ],
      },
    ])
    expect(shopTree(platforms, 'ja')[0]?.children?.map((c) => c.label)).toEqual(['Amazon US Main', '无英文名'])
  })

  it('keeps only record ids in the chosen value', () => {
    expect(chosenLeaves(['group:platform-1', '101', '102', '101'])).toEqual(['101', '102'])
  })
})
