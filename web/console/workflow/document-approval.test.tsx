import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../i18n/i18n.ts'
import { DocumentApproval } from './document-approval.tsx'

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), {
    headers: { 'Content-Type': 'application/json' },
  })

const RUNNING = {
  processInstanceId: '701',
  processDefinitionId: '601',
  processDefinitionKey: 'stock_taking',
  processDefinitionName: '盘点审批',
  processDefinitionVersion: 1,
  category: 'stock_taking',
  categoryName: '盘点审批',
  kind: 'stock_taking',
  businessId: '301',
  businessResource: 'ware/wstocktaking',
  businessTitle: 'ST-2026-0099',
  startUser: '1',
  startUserName: '管理员',
  startTime: '2026-11-20 09:00:00',
  endTime: null,
  state: 'running',
  stateName: '审批中',
  currentSteps: [{ taskId: '9', taskName: '仓库主管审批', holders: '李仓管' }],
}

let answer: unknown = RUNNING
beforeEach(() => {
  void i18n.changeLanguage('zh')
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok(answer))
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <DocumentApproval resource="ware/wstocktaking" businessId="301" />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  )

describe('a document’s approval on its own screen', () => {
  it('names the open step and who holds it, and links to the approval', async () => {
    show()
    expect(await screen.findByText('审批中：仓库主管审批（李仓管）')).toBeTruthy()
    expect(screen.getByRole('link', { name: '查看审批' }).getAttribute('href')).toBe(
      '/work/process/stock_taking/detail/701/301',
    )
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('businessResource=ware%2Fwstocktaking&businessId=301')
  })

  it('says how an ended approval ended, and nothing for a document never submitted', async () => {
    answer = { ...RUNNING, state: 'approved', stateName: '已通过', currentSteps: [] }
    show()
    expect(await screen.findByText('审批已通过')).toBeTruthy()
    cleanup()
    answer = null
    show()
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText(/审批/)).toBeNull()
  })
})
