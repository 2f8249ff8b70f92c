import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientSettings } from '../../api/client.ts'
import { i18n } from '../../i18n/i18n.ts'
import { ApprovalForm } from './process-approval-form.tsx'
import type { WorkTask } from './work-list.ts'

const TASK: WorkTask = {
  taskId: '501',
  taskName: '仓库经理审批',
  taskDefinitionKey: 'manager',
  processInstanceId: '701',
  processDefinitionId: 'def-store',
  processDefinitionKey: 'stock_taking',
  processDefinitionName: '盘点审批',
  category: 'stock_taking',
  categoryName: '盘点审批',
  kind: 'stock_taking',
  businessId: '301',
  businessResource: 'ware/wstocktaking',
  businessTitle: 'PD20261120001',
  startUser: '1',
  startUserName: '张三',
  assignee: '9',
  assigneeName: '王五',
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
const USERS = [{ id: '7', label: '李四', name: '李四' }]

function serve() {
  const posted: { url: string; body: unknown }[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input)
    if (init?.method === 'POST') posted.push({ url, body: JSON.parse(String(init.body)) })
    if (url.includes('/api/blade-user/page')) return ok({ records: USERS, total: 1, size: 100, current: 1, pages: 1 })
    return ok({ processInstanceId: '701', state: 'running' })
  })
  return posted
}

function show(task: WorkTask, onDone = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <ApprovalForm task={task} onDone={onDone} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
  return onDone
}

beforeEach(() => {
  void i18n.changeLanguage('zh')
  vi.spyOn(clientSettings, 'notifySuccess').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the handle form', () => {
  it('refuses to reject without a comment, then sends the rejection with it', async () => {
    const posted = serve()
    const onDone = show(TASK)
    await userEvent.click(screen.getByRole('radio', { name: '驳回' }))
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByText('驳回时请填写审批意见')).toBeTruthy()
    expect(posted).toEqual([])
    await userEvent.type(screen.getByRole('textbox', { name: '审批意见' }), '数量不符，请复盘')
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(posted).toEqual([
      {
        url: expect.stringContaining('/api/blade-flow/work/complete-task'),
        body: { taskId: '501', processInstanceId: '701', pass: false, comment: '数量不符，请复盘' },
      },
    ])
  })

  it('approves without a comment, naming no next approver where the task does not let one choose', async () => {
    const posted = serve()
    const onDone = show(TASK)
    expect(screen.queryByLabelText(/下一审批人/, { selector: 'input:not([type=hidden])' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(posted.map((p) => p.body)).toEqual([{ taskId: '501', processInstanceId: '701', pass: true }])
  })

  it('asks for the next approver where the task lets one choose, and sends the one chosen', async () => {
    const posted = serve()
    const onDone = show({ ...TASK, chooseNext: true })
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByText('请选择下一审批人')).toBeTruthy()
    expect(posted).toEqual([])
    await userEvent.click(screen.getByLabelText(/下一审批人/, { selector: 'input:not([type=hidden])' }))
    // The dropdown's transition keeps it hidden under happy-dom; its option is there to pick.
    await userEvent.click(await screen.findByRole('option', { name: '李四', hidden: true }))
    await userEvent.click(screen.getByRole('button', { name: '提交' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(posted.map((p) => p.body)).toEqual([{ taskId: '501', processInstanceId: '701', pass: true, assignee: '7' }])
  })
})
