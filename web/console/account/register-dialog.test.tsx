import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/client.ts'
import { changeLanguage, i18n } from '../../i18n/i18n.ts'
import { RegisterDialog } from './register-dialog.tsx'

const registerGuest = vi.fn()
vi.mock('../../api/auth.ts', async (original) => ({
  ...(await original<typeof import('../../api/auth.ts')>()),
  registerGuest: (...args: unknown[]) => registerGuest(...args),
}))

beforeAll(async () => {
  await changeLanguage('zh')
})
afterEach(() => {
  cleanup()
  registerGuest.mockReset()
})

function renderDialog(props: { tenantId?: string } = {}) {
  const onClose = vi.fn()
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <MemoryRouter>
          <RegisterDialog opened onClose={onClose} {...props} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  )
  return { onClose, user: userEvent.setup() }
}

/** An input by its label; Mantine appends " *" to required labels. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' })

describe('RegisterDialog', () => {
  it('asks for the tenant id and the password first, and sends nothing', async () => {
    const { user } = renderDialog()
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByText('请先输入租户ID')).toBeTruthy()
    expect(screen.getAllByText('请先输入密码')).toHaveLength(2)
    expect(registerGuest).not.toHaveBeenCalled()
  })

  it('refuses passwords that do not match', async () => {
    const { user } = renderDialog()
    await user.type(field('租户ID'), '000000')
    await user.type(field('用户姓名'), '小王')
    await user.type(field('账号'), 'guest01')
    await user.type(field('密码'), 'Guest123')
    await user.type(field('确认密码'), 'Guest124')
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByText('两次输入密码不一致!')).toBeTruthy()
    expect(registerGuest).not.toHaveBeenCalled()
  })

  it('hides the tenant field when the tenant is known and sends it', async () => {
    registerGuest.mockResolvedValue(true)
    const { user, onClose } = renderDialog({ tenantId: '100001' })
    expect(screen.queryByText(/租户ID/)).toBeNull()
    await user.type(field('用户姓名'), '小王')
    await user.type(field('账号'), 'guest01')
    await user.type(field('密码'), 'Guest123')
    await user.type(field('确认密码'), 'Guest123')
    await user.click(screen.getByRole('button', { name: '提交' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(registerGuest).toHaveBeenCalledWith(
      { tenantId: '100001', name: '小王', account: 'guest01', password: 'Guest123' },
      { silent: true },
    )
  })

  it("shows the server's message when the registration is refused", async () => {
    registerGuest.mockRejectedValue(
      new ApiError('账号 guest01 已存在', 400, 400, { errors: [{ field: 'account', message: '账号已存在' }] }),
    )
    const { user, onClose } = renderDialog({ tenantId: '000000' })
    await user.type(field('用户姓名'), '小王')
    await user.type(field('账号'), 'guest01')
    await user.type(field('密码'), 'Guest123')
    await user.type(field('确认密码'), 'Guest123')
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect((await screen.findByRole('alert')).textContent).toContain('账号 guest01 已存在')
    expect(screen.getByText('账号已存在')).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
  })
})
