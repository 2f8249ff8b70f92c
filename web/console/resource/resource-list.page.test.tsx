import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { baseBrand } from '#sync/resources/products/base-brand.resource.ts'
import { clientSettings } from '../../api/client.ts'
import { i18n } from '../../i18n/i18n.ts'
import { ResourceListPage } from './resource-list.page.tsx'

const BRANDS = Array.from({ length: 200 }, (_, i) => ({
  id: String(1000000000000003001n + BigInt(i)),
  version: 1,
  brandName: `Brand ${i}`,
  brandCode: `B-${i}`,
  country: 'US',
  status: 1,
  createTime: '2024-01-01 00:00:00',
}))

function envelope(data: unknown, code = 200) {
  return new Response(JSON.stringify({ code, success: code === 200, data, msg: code === 200 ? '操作成功' : 'bad' }), {
    status: code === 200 ? 200 : code,
    headers: { 'Content-Type': 'application/json' },
  })
}

function serve(buttons: string[]) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`)
      if (url.startsWith('/api/blade-system/menu/buttons')) {
        return envelope([
          { id: '1', code: 'x', category: 1, children: buttons.map((code) => ({ code, category: 2, children: [] })) },
        ])
      }
      if (url.startsWith('/api/erp/basebrand/page')) {
        const size = Number(new URL(url, 'http://x').searchParams.get('size'))
        return envelope({ records: BRANDS.slice(0, size), total: BRANDS.length, size, current: 1, pages: 1 })
      }
      if (url.startsWith('/api/erp/basebrand/remove')) return envelope(true)
      return envelope([])
    }),
  )
  return calls
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ModalsProvider>
          <QueryClientProvider client={client}>
            <ResourceListPage resource={baseBrand} />
          </QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
}

beforeEach(() => {
  void i18n.changeLanguage('zh')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the generic list page', () => {
  it('lists records with dictionary labels, asking for 30 rows by default', async () => {
    const calls = serve(['basebrand_view', 'basebrand_add', 'basebrand_edit', 'basebrand_delete'])
    renderPage()
    expect(await screen.findByText('Brand 0')).toBeTruthy()
    expect(screen.getAllByText('美国').length).toBe(30)
    expect(calls.some((c) => c.includes('/api/erp/basebrand/page?current=1&size=30'))).toBe(true)
    expect(screen.getByText('共 200 条')).toBeTruthy()
  })

  it('refuses a batch delete with nothing selected, and removes the selected rows after confirmation', async () => {
    const calls = serve(['basebrand_view', 'basebrand_add', 'basebrand_edit', 'basebrand_delete'])
    const notify = vi.spyOn(clientSettings, 'notifyError').mockImplementation(() => {})
    vi.spyOn(clientSettings, 'notifySuccess').mockImplementation(() => {})
    renderPage()
    await screen.findByText('Brand 0')
    const toolbarDelete = screen.getAllByRole('button', { name: '删除' })[0] as HTMLElement
    await userEvent.click(toolbarDelete)
    expect(notify).toHaveBeenCalledWith('请选择至少一条数据')
    await userEvent.click(screen.getAllByRole('checkbox', { name: '选择此行' })[1] as HTMLElement)
    await userEvent.click(toolbarDelete)
    expect(await screen.findByText('确定将选择数据删除?')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(calls.filter((c) => c.includes('remove'))).toEqual([
        'POST /api/erp/basebrand/remove?ids=1000000000000003002',
      ]),
    )
  })

  it('shows only the buttons the person holds', async () => {
    serve(['basebrand_view'])
    renderPage()
    await screen.findByText('Brand 0')
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull()
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull()
    expect(screen.getAllByRole('button', { name: '查看' }).length).toBe(30)
  })

  it('marks the fields the declaration requires when saving an empty form', async () => {
    const calls = serve(['basebrand_view', 'basebrand_add'])
    renderPage()
    await screen.findByText('Brand 0')
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    await userEvent.click(await screen.findByRole('button', { name: '确定' }))
    expect(await screen.findByText('品牌名称不能为空')).toBeTruthy()
    expect(calls.some((c) => c.startsWith('POST /api/erp/basebrand/save'))).toBe(false)
  })
})
