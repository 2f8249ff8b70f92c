import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dictBiz } from '#sync/resources/system/dict-biz.resource.ts'
import { i18n } from '../../i18n/i18n.ts'
import { DictionaryPage } from './dictionary.page.tsx'

const PARENT = {
  id: '1000000000000002010',
  parentId: '0',
  code: 'customer_grade',
  dictKey: '-1',
  dictValue: '客户等级',
  sort: 1,
  isSealed: 0,
  version: 1,
}
const ENTRY = {
  id: '1000000000000002011',
  parentId: PARENT.id,
  code: 'customer_grade',
  dictKey: 'A',
  dictValue: 'A 级客户',
  sort: 1,
  isSealed: 1,
  remark: '大客户',
  version: 1,
}

function envelope(data: unknown) {
  return new Response(JSON.stringify({ code: 200, success: true, data, msg: '操作成功' }), {
    headers: { 'Content-Type': 'application/json' },
  })
}
const page = (records: unknown[]) => ({ records, total: records.length, size: 30, current: 1, pages: 1 })

function serve() {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`)
      if (url.startsWith('/api/blade-system/menu/buttons')) {
        const codes = ['dictbiz_view', 'dictbiz_add', 'dictbiz_edit', 'dictbiz_delete']
        return envelope([
          { code: 'dict', category: 1, children: codes.map((code) => ({ code, category: 2, children: [] })) },
        ])
      }
      if (url.includes('/dict-biz/parent-list')) return envelope(page([PARENT]))
      if (url.includes('/dict-biz/child-list')) return envelope(page([ENTRY]))
      return envelope(null)
    }),
  )
  return calls
}

beforeEach(() => {
  void i18n.changeLanguage('zh')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the dictionary screen', () => {
  it('shows the entries of the dictionary chosen, with their parent and sealed flag', async () => {
    const calls = serve()
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <ModalsProvider>
            <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
              <DictionaryPage resource={dictBiz} />
            </QueryClientProvider>
          </ModalsProvider>
        </MantineProvider>
      </I18nextProvider>,
    )
    expect(await screen.findByText('请先在左侧选择一个字典')).toBeTruthy()
    await userEvent.click(await screen.findByRole('button', { name: '字典配置' }))
    await waitFor(() =>
      expect(calls.some((c) => c.includes(`/dict-biz/child-list?current=1&size=30&parentId=${PARENT.id}`))).toBe(true),
    )
    const entry = (await screen.findByText('A 级客户')).closest('tr') as HTMLElement
    expect(within(entry).getByText('客户等级')).toBeTruthy()
    expect(within(entry).getByText('是')).toBeTruthy()

    // A new entry needs its key, with the screen's own words; the code comes from the dictionary.
    const addButtons = screen.getAllByRole('button', { name: '新增' })
    await userEvent.click(addButtons[1] as HTMLElement)
    const dialog = await screen.findByRole('dialog')
    expect((within(dialog).getByRole('textbox', { name: '字典编号' }) as HTMLInputElement).value).toBe('customer_grade')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入字典键值')).toBeTruthy()
    expect(within(dialog).getByText('请输入字典名称')).toBeTruthy()
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false)
  })
})
