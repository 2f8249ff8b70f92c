import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientSettings } from '../../api/client.ts'
import { storeSession } from '../../api/session.ts'
import { APPROVALS_OFFERED, markMessageRead, toMessages, useMessageCount } from './message-drawer.tsx'

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

beforeEach(() => {
  localStorage.clear()
  storeSession({ accessToken: 'token', refreshToken: 'refresh', tenantId: '000000' })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('approval messages', () => {
  it('read a page or a list of flow tasks, with their status', () => {
    const tasks = [
      { taskId: 't1', processDefinitionName: '请假流程', taskName: '部门经理审批', createTime: '2026-11-20 09:00:00' },
      { taskId: 't2', processDefinitionName: '采购审批', taskName: '财务审批', status: 1 },
      { id: 't3', title: '出库审批', status: '2' },
      { taskId: 't4', status: 7 },
      { nothing: true },
    ]
    const fromPage = toMessages({ records: tasks, total: 5 })
    expect(fromPage).toEqual(toMessages(tasks))
    expect(fromPage.map((m) => [m.id, m.status])).toEqual([
      ['t1', 0],
      ['t2', 1],
      ['t3', 2],
      ['t4', 0],
    ])
    expect(fromPage[0]).toMatchObject({ title: '请假流程', detail: '部门经理审批', time: '2026-11-20 09:00:00' })
    expect(toMessages(null)).toEqual([])
  })

  it('ask nothing while the workflow area is not built (no call to a missing endpoint)', async () => {
    expect(APPROVALS_OFFERED).toBe(false)
    const fetch = vi.spyOn(globalThis, 'fetch')
    const { result } = renderHook(() => useMessageCount(), { wrapper })
    await new Promise((r) => setTimeout(r, 20))
    expect(result.current).toBe(0)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('once offered, ask quietly: a failure is no toast and no count', async () => {
    const notify = vi.spyOn(clientSettings, 'notifyError')
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(500, { code: 500, success: false, data: null, msg: 'x' }))
    const { result } = renderHook(() => useMessageCount(true), { wrapper })
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled())
    await new Promise((r) => setTimeout(r, 20))
    expect(result.current).toBe(0)
    expect(notify).not.toHaveBeenCalled()
  })

  it('count pending messages not yet marked read', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      answer(200, {
        code: 200,
        success: true,
        msg: '',
        data: { records: [{ taskId: 'a' }, { taskId: 'b' }, { taskId: 'c', status: 1 }] },
      }),
    )
    const { result } = renderHook(() => useMessageCount(true), { wrapper })
    await waitFor(() => expect(result.current).toBe(2))
    act(() => markMessageRead('a'))
    expect(result.current).toBe(1)
  })
})
