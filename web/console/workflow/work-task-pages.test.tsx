import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientSettings } from '../../api/client.ts'
import { i18n } from '../../i18n/i18n.ts'
import type { WorkTask } from './work-list.ts'
import { WorkClaimPage } from './work-task-pages.tsx'

const TASK: WorkTask = {
  taskId: '501',
  taskName: '仓库经理审批',
  taskDefinitionKey: 'manager',
  processInstanceId: '701',
  processDefinitionId: 'def-store',
  processDefinitionKey: 'out_bound',
  processDefinitionName: '出库审批',
  category: 'out_bound',
  categoryName: '出库审批',
  kind: 'out_bound',
  businessId: '301',
  businessResource: 'ware/woutbound',
  businessTitle: 'CK20261120001',
  startUser: '1',
  startUserName: '张三',
  assignee: null,
  assigneeName: null,
  createTime: '2026-11-20 09:00:00',
  claimTime: null,
  endTime: null,
  status: 0,
  statusName: '待审批',
  comment: null,
  chooseNext: false,
  processIsFinished: false,
}

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), {
    headers: { 'Content-Type': 'application/json' },
  })

function serve() {
  const sent: { method: string; url: string; body?: unknown }[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    sent.push({ method, url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) })
    if (url.includes('/blade-flow/work/claim-list'))
      return ok({ records: [TASK], total: 1, size: 30, current: 1, pages: 1 })
    if (url.includes('/blade-flow/work/claim-task')) return ok({ ...TASK, assignee: '9', assigneeName: '王五' })
    return ok({ records: [], total: 0, size: 30, current: 1, pages: 0 })
  })
  return sent
}

function start() {
  const router = createMemoryRouter(
    [
      { path: '/work/claim', element: <WorkClaimPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/work/claim'] },
  )
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
  return router
}

beforeEach(() => {
  void i18n.changeLanguage('zh')
  vi.spyOn(clientSettings, 'notifySuccess').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the claim page', () => {
  it('lists the tasks to claim, claims one, then opens its handle screen with the claimed task', async () => {
    const sent = serve()
    const router = start()
    expect(await screen.findByText('CK20261120001')).toBeTruthy()
    expect(sent[0]?.url).toContain('/api/blade-flow/work/claim-list?current=1&size=30')
    await userEvent.click(screen.getByRole('button', { name: '签收' }))
    await userEvent.click(await screen.findByRole('button', { name: '办理' }))
    expect(sent.filter((s) => s.method === 'POST')).toEqual([
      { method: 'POST', url: expect.stringContaining('/api/blade-flow/work/claim-task'), body: { taskId: '501' } },
    ])
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/process/out_bound/handle/501/701/301/701'))
    expect(router.state.location.state).toMatchObject({ task: { taskId: '501', assignee: '9' } })
  })
})
