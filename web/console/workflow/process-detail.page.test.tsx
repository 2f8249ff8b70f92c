import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mayOpen, pageNameOf } from '../../app/shell/page-title.ts'
import { i18n } from '../../i18n/i18n.ts'
import { ProcessDetailPage } from './process-detail.page.tsx'
import { PROCESS_ROUTES } from './process-paths.ts'

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), {
    headers: { 'Content-Type': 'application/json' },
  })

const COUNT = {
  id: '301',
  code: 'ST-2026-0099',
  storeId: '42',
  storeIdLabel: '深圳一号仓',
  status: 2,
  blind: 1,
  items: [{ id: '1', batchNo: 'LOT-7', countedQuantity: 3 }],
}
const HISTORY = [
  {
    id: 'h1',
    historyActivityId: 'manager',
    historyActivityName: '仓库经理审批',
    historyActivityType: 'userTask',
    action: '驳回',
    assignee: '9',
    assigneeName: '王五',
    comment: '数量不符',
    createTime: '2026-11-20 09:00:00',
    endTime: '2026-11-20 10:00:00',
  },
]

beforeEach(() => {
  void i18n.changeLanguage('zh')
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input)
    if (url.includes('/api/ware/wstocktaking/detail?id=301')) return ok(COUNT)
    if (url.includes('/api/blade-flow/process/history-flow-list?processInstanceId=701')) return ok(HISTORY)
    return ok(null)
  })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the approval detail screen', () => {
  it('shows the stock count with its lines beside the approval’s history', async () => {
    const router = createMemoryRouter([{ path: PROCESS_ROUTES.detail, element: <ProcessDetailPage /> }], {
      initialEntries: ['/work/process/stock_taking/detail/701/301'],
    })
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    )
    expect(await screen.findByText('ST-2026-0099')).toBeTruthy()
    expect(screen.getByText('深圳一号仓')).toBeTruthy()
    expect(screen.getByText('LOT-7')).toBeTruthy()
    expect(await screen.findByText('仓库经理审批')).toBeTruthy()
    expect(screen.getByText('数量不符')).toBeTruthy()
    expect(screen.getByText('王五')).toBeTruthy()
  })

  it('opens outside the menu for everyone, its tab named as an approval', () => {
    const to = '/work/process/stock_taking/handle/501/701/301/701'
    expect(mayOpen(to, [])).toBe(true)
    expect(pageNameOf(to, [], (key) => i18n.t(key))).toBe('审批')
    expect(mayOpen('/work/processes', [])).toBe(false)
  })
})
