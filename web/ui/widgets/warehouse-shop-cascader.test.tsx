import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWidget } from './test-providers.tsx'
import { WarehouseShopCascader } from './warehouse-shop-cascader.tsx'

const getJson = vi.hoisted(() => vi.fn())
vi.mock('../../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client.ts')>()),
  getJson,
}))

function Controlled({ kind, onIds }: { kind: 'warehouse' | 'shop'; onIds: (ids: string[]) => void }) {
  const [value, setValue] = useState<string[]>([])
  return (
    <WarehouseShopCascader
      kind={kind}
      label="范围"
      value={value}
      onChange={(ids) => {
        setValue(ids)
        onIds(ids)
      }}
    />
  )
}

describe('WarehouseShopCascader', () => {
  it('loads platforms with their shops and chooses shop ids only', async () => {
    getJson.mockResolvedValue([
      {
        platformId: '1',
        platformName: 'Amazon',
        baseShopVOList: [
          { id: '101', shopName: 'Amazon美国站', shopEnname: 'Amazon US' },
          { id: '102', shopName: 'Amazon日本站', shopEnname: 'Amazon JP' },
        ],
      },
    ])
    const onIds = vi.fn()
    renderWidget(<Controlled kind="shop" onIds={onIds} />)
    expect(getJson).toHaveBeenCalledWith('/api/erp/baseshop/totalShopListByShopType')
    const input = screen.getByRole('textbox', { name: '范围' }) as HTMLInputElement
    await waitFor(() => expect(input.disabled).toBe(false))
    await userEvent.click(input)
    await userEvent.click(await screen.findByText('Amazon'))
    await waitFor(() => expect(onIds).toHaveBeenLastCalledWith(['101', '102']))
  })

  it('loads warehouses for the warehouse kind', async () => {
    getJson.mockResolvedValue([{ id: '11', name: '深圳国内仓', storeType: 4 }])
    renderWidget(<Controlled kind="warehouse" onIds={() => undefined} />)
    expect(getJson).toHaveBeenCalledWith('/api/erp/basestore/select')
    await userEvent.click(screen.getByRole('textbox', { name: '范围' }))
    expect(await screen.findByText('国内仓')).toBeTruthy()
  })
})
