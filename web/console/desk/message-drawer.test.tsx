import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientSettings } from '../../api/client.ts'
import { storeSession } from '../../api/session.ts'
import { TopBar } from '../../app/shell/top-bar.tsx'
import { i18n } from '../../i18n/i18n.ts'
import type { WorkTask } from '../workflow/work-list.ts'
import { MessageDrawer, markMessageRead, toMessage, useMessageCount } from './message-drawer.tsx'

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const ok = (data: unknown) => answer(200, { code: 200, success: true, msg: '', data })

function task(taskId: string, extra: Partial<WorkTask> = {}): WorkTask {
  return {
    taskId,
    taskName: '部门经理审批',
    taskDefinitionKey: 'manager',
    processInstanceId: `p-${taskId}`,
    processDefinitionId: 'def-1',
    processDefinitionKey: 'stock_taking',
    processDefinitionName: '盘点审批',
    category: 'stock_taking',
    categoryName: '盘点审批',
    kind: 'stock_taking',
    businessId: `b-${taskId}`,
    businessResource: 'ware/wstocktaking',
    businessTitle: `PD-${taskId}`,
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
    ...extra,
  }
}

const page = (records: WorkTask[], total = records.length) => ({ records, total, size: 100, current: 1, pages: 1 })

/** Answers the work lists (and whatever else the top bar asks) and records what was posted. */
function serve(todo: ReturnType<typeof page>, claim: ReturnType<typeof page>) {
  const posted: { url: string; body: unknown }[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input)
    if (init?.method === 'POST') posted.push({ url, body: JSON.parse(String(init.body)) })
    if (url.includes('/blade-flow/work/todo-list')) return ok(todo)
    if (url.includes('/blade-flow/work/claim-list')) return ok(claim)
    if (url.includes('/blade-flow/work/claim-task')) return ok(task('c1', { assignee: '9' }))
    return ok(null)
  })
  return posted
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

function renderAt(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/desk/notice'] })
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
  localStorage.clear()
  storeSession({ accessToken: 'token', refreshToken: 'refresh', tenantId: '000000' })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('approval messages', () => {
  it('read a task as a message: flow, document and step, arrival, status', () => {
    const m = toMessage(task('t1', { status: 2 }), false)
    expect(m).toMatchObject({
      id: 't1',
      title: '盘点审批',
      detail: 'PD-t1 · 部门经理审批',
      status: 2,
      claimable: false,
    })
    expect(toMessage(task('t2', { status: 7 }), true)).toMatchObject({ status: 0, claimable: true })
  })

  it('ask quietly: a failure is no toast and no count', async () => {
    const notify = vi.spyOn(clientSettings, 'notifyError')
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(500, { code: 500, success: false, data: null, msg: 'x' }))
    const { result } = renderHook(() => useMessageCount(), { wrapper })
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled())
    await new Promise((r) => setTimeout(r, 20))
    expect(result.current).toBe(0)
    expect(notify).not.toHaveBeenCalled()
  })

  it('count pending to-dos and tasks to claim not yet marked read, those beyond the first page too', async () => {
    serve(page([task('a'), task('b'), task('c', { status: 1 })], 5), page([task('d')]))
    const { result } = renderHook(() => useMessageCount(), { wrapper })
    // a, b and d pending, 2 more to-dos beyond the first page.
    await waitFor(() => expect(result.current).toBe(5))
    act(() => markMessageRead('a'))
    expect(result.current).toBe(4)
  })

  it('cap the top bar’s badge at 99', async () => {
    serve(page([task('a')], 150), page([]))
    renderAt(<TopBar menus={[]} />)
    expect(await screen.findByText('99+')).toBeTruthy()
  })

  it('open a to-do’s handle screen, and claim a task to claim before opening it', async () => {
    const posted = serve(page([task('t1')]), page([task('c1')]))
    const router = renderAt(<MessageDrawer opened onClose={() => {}} />)
    await userEvent.click(await screen.findByRole('button', { name: '办理' }))
    expect(router.state.location.pathname).toBe('/work/process/stock_taking/handle/t1/p-t1/b-t1/p-t1')
    await userEvent.click(await screen.findByRole('button', { name: '签收并办理' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/work/process/stock_taking/handle/c1/p-c1/b-c1/p-c1'),
    )
    expect(posted).toEqual([
      { url: expect.stringContaining('/api/blade-flow/work/claim-task'), body: { taskId: 'c1' } },
    ])
  })
})
