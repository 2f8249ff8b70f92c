import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientSettings } from '../../api/client.ts'
import { i18n } from '../../i18n/i18n.ts'
import { RoleGrantDialog } from './role-grant-dialog.tsx'

const leaf = (id: string, title: string) => ({ id, title, children: [], hasChildren: false })
const TREES = {
  menu: [
    {
      id: '1',
      title: '工作台',
      hasChildren: true,
      children: [{ ...leaf('11', '通知公告'), children: [leaf('111', '查看'), leaf('112', '新增')] }],
    },
    { id: '2', title: '系统管理', children: [{ ...leaf('21', '用户管理'), children: [leaf('211', '修改')] }] },
  ],
  dataScope: [{ id: '11', title: '通知公告', children: [leaf('d1', '只看本人发布的通知')] }],
  apiScope: [{ id: '11', title: '通知公告', children: [leaf('a1', '读取通知接口')] }],
}
// The server keeps the folders with the page they lead to.
const KEYS = { menu: ['1', '11', '111'], dataScope: [], apiScope: ['a1'] }

function envelope(data: unknown) {
  return new Response(JSON.stringify({ code: 200, success: true, data, msg: '操作成功' }), {
    headers: { 'Content-Type': 'application/json' },
  })
}

function serve() {
  const calls: { method: string; url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      if (url.startsWith('/api/blade-system/menu/grant-tree')) return envelope(TREES)
      if (url.startsWith('/api/blade-system/menu/role-tree-keys')) return envelope(KEYS)
      if (url.startsWith('/api/blade-system/role/grant')) return envelope({ roles: 1 })
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
  vi.restoreAllMocks()
})

describe('the role permission dialog', () => {
  it('ticks what the role holds, keeps ticks through a search, and saves leaves with their folders', async () => {
    const calls = serve()
    const saved = vi.spyOn(clientSettings, 'notifySuccess').mockImplementation(() => {})
    const onClose = vi.fn()
    const user = userEvent.setup()
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <RoleGrantDialog role={{ id: '9', name: '财务专员' }} onClose={onClose} />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    )
    expect(await screen.findByText('角色权限配置：财务专员')).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: '展开全部' }))

    // Only the leaf is ticked; its folders show half or fully ticked from it.
    expect((screen.getByRole('checkbox', { name: '查看' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: '新增' }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByRole('checkbox', { name: '通知公告' }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByRole('checkbox', { name: '系统管理' }) as HTMLInputElement).checked).toBe(false)

    // Ticking a folder ticks what is under it.
    await user.click(screen.getByRole('checkbox', { name: '系统管理' }))
    expect((screen.getByRole('checkbox', { name: '修改' }) as HTMLInputElement).checked).toBe(true)

    // In a search only 新增 shows; ticking it leaves the hidden ticks alone.
    await user.type(screen.getByRole('textbox', { name: '在菜单权限中搜索' }), '新增')
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '查看' })).toBeNull())
    await user.click(screen.getByRole('checkbox', { name: '新增' }))
    await user.clear(screen.getByRole('textbox', { name: '在菜单权限中搜索' }))
    await user.click(screen.getByRole('button', { name: '展开全部' }))
    expect((screen.getByRole('checkbox', { name: '查看' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: '修改' }) as HTMLInputElement).checked).toBe(true)

    // The interface scopes start from what the role holds.
    await user.click(screen.getByRole('tab', { name: '接口权限' }))
    await user.click(screen.getByRole('button', { name: '展开全部' }))
    expect((screen.getByRole('checkbox', { name: '读取通知接口' }) as HTMLInputElement).checked).toBe(true)

    await user.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls.find((c) => c.url.startsWith('/api/blade-system/menu/role-tree-keys'))?.url).toContain('roleIds=9')
    const grant = calls.find((c) => c.url.startsWith('/api/blade-system/role/grant'))
    expect(grant?.method).toBe('POST')
    expect(grant?.body).toEqual({
      roleIds: ['9'],
      menuIds: ['1', '11', '111', '112', '2', '21', '211'],
      dataScopeIds: [],
      apiScopeIds: ['a1'],
    })
    expect(saved).toHaveBeenCalledWith('操作成功')
  })
})
