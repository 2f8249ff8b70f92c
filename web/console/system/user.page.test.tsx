import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { user as userResource } from '#sync/resources/system/user.resource.ts'
import { clientSettings } from '../../api/client.ts'
import { i18n } from '../../i18n/i18n.ts'
import { UserPage } from './user.page.tsx'

const USERS = [
  { id: '1302', account: 'finance', realName: '周会计', name: '小周', roleId: '7,8', status: 1, version: 1 },
  { id: '1301', account: 'warehouse', realName: '李仓管', name: '小李', roleId: '8', status: 1, version: 1 },
]
const ROLES = [
  { id: '7', title: '财务专员', children: [] },
  { id: '8', title: '仓库操作员', children: [{ id: '9', title: '仓库组长', children: [] }] },
]

function envelope(data: unknown) {
  return new Response(JSON.stringify({ code: 200, success: true, data, msg: '操作成功' }), {
    headers: { 'Content-Type': 'application/json' },
  })
}

function serve(codes: string[]) {
  const calls: { method: string; url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      if (url.startsWith('/api/blade-system/menu/buttons')) {
        return envelope([
          { code: 'user', category: 1, children: codes.map((code) => ({ code, category: 2, children: [] })) },
        ])
      }
      if (url.startsWith('/api/blade-user/page'))
        return envelope({ records: USERS, total: 2, size: 30, current: 1, pages: 1 })
      if (url.startsWith('/api/blade-system/role/tree')) return envelope(ROLES)
      if (url.startsWith('/api/blade-user/grant')) return envelope(true)
      if (url.startsWith('/api/blade-user/reset-password')) {
        return envelope([{ userId: '1302', account: 'finance', password: 'Xy7pQ2mK9aBc' }])
      }
      return envelope({ records: [], total: 0, size: 30, current: 1, pages: 0 })
    }),
  )
  return calls
}

function show() {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ModalsProvider>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <UserPage resource={userResource} />
          </QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
}

/** Ticks the list rows of the given accounts. */
async function tick(user: ReturnType<typeof userEvent.setup>, accounts: string[]) {
  for (const account of accounts) {
    const row = (await screen.findByText(account)).closest('tr') as HTMLElement
    await user.click(within(row).getByRole('checkbox'))
  }
}

beforeEach(() => {
  void i18n.changeLanguage('zh')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the user screen', () => {
  it('gives the ticked users the roles ticked, starting from the roles they share', async () => {
    const calls = serve(['user_view', 'user_edit'])
    vi.spyOn(clientSettings, 'notifySuccess').mockImplementation(() => {})
    const user = userEvent.setup()
    show()
    await tick(user, ['finance', 'warehouse'])
    await user.click(await screen.findByRole('button', { name: '角色配置' }))
    const dialog = await screen.findByRole('dialog', { name: '用户角色配置（2 个用户）' })
    const box = async (name: string) => (await within(dialog).findByRole('checkbox', { name })) as HTMLInputElement
    expect((await box('仓库操作员')).checked).toBe(true)
    expect((await box('财务专员')).checked).toBe(false)
    // Roles are ticked one by one: a parent role does not bring its child.
    expect((await box('仓库组长')).checked).toBe(false)
    await user.click(await box('仓库组长'))
    expect((await box('仓库操作员')).checked).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const grant = calls.find((c) => c.url.startsWith('/api/blade-user/grant'))
    expect(grant?.body).toEqual({ userIds: ['1302', '1301'], roleIds: ['8', '9'] })
  })

  it('resets the ticked passwords after a confirmation and shows the new ones', async () => {
    const calls = serve(['user_view', 'user_edit'])
    const user = userEvent.setup()
    show()
    await tick(user, ['finance'])
    await user.click(await screen.findByRole('button', { name: '密码重置' }))
    await user.click(await screen.findByRole('button', { name: '确定' }))
    const dialog = await screen.findByRole('dialog', { name: '新密码' })
    expect(within(dialog).getByText('Xy7pQ2mK9aBc')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: '复制 finance 的新密码' })).toBeTruthy()
    expect(calls.find((c) => c.url.startsWith('/api/blade-user/reset-password'))?.body).toEqual({ userIds: ['1302'] })
  })

  it('offers neither action without the code the server checks', async () => {
    serve(['user_view'])
    show()
    await screen.findByText('finance')
    // The view code has arrived once the rows offer 查看.
    expect((await screen.findAllByRole('button', { name: '查看' })).length).toBe(2)
    expect(screen.queryByRole('button', { name: '角色配置' })).toBeNull()
    expect(screen.queryByRole('button', { name: '密码重置' })).toBeNull()
  })
})
