import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stocktakingActions } from '#sync/resources/wms/w-stocktaking.actions.ts'
import { i18n } from '../../i18n/i18n.ts'
import { templatesOfDept } from './choose-approval.ts'
import { ChooseApprovalDialog } from './choose-approval-dialog.tsx'
import { type SubmitForApproval, useSubmitForApproval } from './choose-approval-submit.tsx'

const TEMPLATES = [
  { id: 'def-finance', name: '财务盘点审批', deptId: '20' },
  { id: 'def-store', name: '仓库盘点审批', deptId: '11' },
  { id: 'def-store-2', name: '仓库盘点复核', deptId: '11' },
  { id: 'def-any', name: '通用盘点审批', deptId: null },
]
const TREE = [
  { id: '10', title: '仓储部', children: [{ id: '11', title: '一号仓', children: [] }] },
  { id: '20', title: '财务部', children: [] },
]

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, success: true, msg: '', data }), {
    headers: { 'Content-Type': 'application/json' },
  })

function serve(userDept: string) {
  const asked: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input)
    asked.push(init?.body ? `${url} ${String(init.body)}` : url)
    if (url.includes('/api/erp/flowuser/listByAppModuleCode')) return ok(TEMPLATES)
    if (url.includes('/api/blade-system/dept/tree')) return ok(TREE)
    if (url.includes('/api/blade-user/info')) return ok({ id: '9', account: 'wang', deptId: userDept })
    return ok(null)
  })
  return asked
}

function providers(children: ReactNode) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  )
}

function open(onConfirm: (id: string) => void) {
  render(providers(<ChooseApprovalDialog opened flow="stock_taking" onClose={() => {}} onConfirm={onConfirm} />))
}

/** A count's page as far as submitting goes: the hook, and its dialog rendered. */
function CountSubmit({ expose }: { expose: (s: SubmitForApproval) => void }) {
  const approval = useSubmitForApproval(stocktakingActions.submit)
  expose(approval)
  return approval.dialog
}

const confirmButton = () => screen.getByRole('button', { name: '确定' }) as HTMLButtonElement
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

beforeEach(() => {
  void i18n.changeLanguage('zh')
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the choose-approval dialog', () => {
  it('asks the flow’s templates and chooses the first of the user’s first department, confirming its id', async () => {
    const asked = serve('11,20')
    const onConfirm = vi.fn()
    open(onConfirm)
    await waitFor(() => expect(radio('仓库盘点审批').checked).toBe(true))
    expect(radio('仓库盘点复核').checked).toBe(false)
    expect(asked.some((u) => u.includes('appModuleCode=stock_taking'))).toBe(true)
    // The owning department by name, from the department tree.
    expect(screen.getAllByText('一号仓').length).toBeGreaterThan(0)
    await userEvent.click(confirmButton())
    expect(onConfirm).toHaveBeenCalledWith('def-store')
  })

  it('keeps confirm disabled until a row is chosen when no template is of the user’s department', async () => {
    serve('30')
    const onConfirm = vi.fn()
    open(onConfirm)
    await screen.findByText('通用盘点审批')
    expect(confirmButton().disabled).toBe(true)
    await userEvent.click(radio('财务盘点审批'))
    expect(confirmButton().disabled).toBe(false)
    await userEvent.click(confirmButton())
    expect(onConfirm).toHaveBeenCalledWith('def-finance')
  })

  it('submits a document into the chosen template: its submit action with processDefinitionId', async () => {
    const asked = serve('20')
    let approval: SubmitForApproval | undefined
    render(providers(<CountSubmit expose={(a) => (approval = a)} />))
    let submitted: Promise<boolean> | undefined
    act(() => {
      submitted = approval?.submit(['301'])
    })
    await waitFor(() => expect(radio('财务盘点审批').checked).toBe(true))
    await userEvent.click(confirmButton())
    expect(await submitted).toBe(true)
    const post = asked.find((u) => u.includes('/api/ware/wstocktaking/updateStatus'))
    expect(JSON.parse(post?.split(' ')[1] ?? 'null')).toEqual({
      ids: ['301'],
      status: '2',
      processDefinitionId: 'def-finance',
    })
  })

  it('finds a department’s templates and those of the departments under it', () => {
    expect(templatesOfDept(TEMPLATES, TREE, '10').map((t) => t.id)).toEqual(['def-store', 'def-store-2'])
    expect(templatesOfDept(TEMPLATES, TREE, '20').map((t) => t.id)).toEqual(['def-finance'])
    expect(templatesOfDept(TEMPLATES, TREE, null)).toHaveLength(4)
  })
})
