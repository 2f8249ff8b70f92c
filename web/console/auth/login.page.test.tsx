import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { changeLanguage, i18n } from '../../i18n/i18n.ts'
import { LoginPage } from './login.page.tsx'

type Captcha = { key: string; image: string }
const fetchCaptcha = vi.fn<() => Promise<Captcha>>()
const signIn = vi.fn()
vi.mock('../../api/auth.ts', async (original) => ({
  ...(await original<typeof import('../../api/auth.ts')>()),
  fetchCaptcha: () => fetchCaptcha(),
  fetchTenantByDomain: async () => null,
  signIn: (...args: unknown[]) => signIn(...args),
}))

beforeAll(async () => {
  await changeLanguage('zh')
})
afterEach(() => {
  cleanup()
  fetchCaptcha.mockReset()
  signIn.mockReset()
})

/** A captcha answer the test releases when it wants. */
function pendingCaptcha(key: string) {
  let release: () => void = () => undefined
  const promise = new Promise<Captcha>((resolve) => {
    release = () => resolve({ key, image: `data:image/svg+xml,${key}` })
  })
  return { promise, release }
}

function renderPage() {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  )
  return userEvent.setup()
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('用户名'), 'admin')
  await user.type(screen.getByLabelText('密码', { selector: 'input' }), 'Admin123')
  await user.type(screen.getByLabelText('验证码'), 'abcd')
  await user.click(screen.getByRole('button', { name: '登录' }))
}

describe('LoginPage captcha', () => {
  it('waits for a captcha still on its way instead of signing in without its key', async () => {
    const slow = pendingCaptcha('k-slow')
    fetchCaptcha.mockReturnValue(slow.promise)
    signIn.mockResolvedValue({})
    const user = renderPage()
    await fillAndSend(user)
    expect(signIn).not.toHaveBeenCalled()
    slow.release()
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1))
    expect(signIn.mock.calls[0]?.[0]).toMatchObject({ captchaKey: 'k-slow', captchaCode: 'abcd' })
  })

  it('signs in with the latest captcha when an older answer arrives after it', async () => {
    const older = pendingCaptcha('k-old')
    const newer = pendingCaptcha('k-new')
    fetchCaptcha.mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise)
    signIn.mockResolvedValue({})
    const user = renderPage()
    // A click on the image asks for a new one while the first is still on its way.
    await user.click(screen.getByRole('button', { name: /点击图片/ }))
    newer.release()
    older.release()
    await fillAndSend(user)
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1))
    expect(signIn.mock.calls[0]?.[0]).toMatchObject({ captchaKey: 'k-new' })
    expect(screen.getByRole('img', { name: /点击图片/ }).getAttribute('src')).toBe('data:image/svg+xml,k-new')
  })
})

describe('LoginPage offline (issue 27, item 13)', () => {
  it('says signing in needs the network instead of a broken captcha image and a network error', async () => {
    fetchCaptcha.mockRejectedValue(new TypeError('Failed to fetch'))
    // Offline for this test: an own property over the browser's getter, removed after.
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    try {
      const user = renderPage()
      expect((await screen.findByRole('status')).textContent).toContain('登录需要网络')
      expect(screen.queryByRole('img', { name: /点击图片/ })).toBeNull()
      await fillAndSend(user)
      expect(signIn).not.toHaveBeenCalled()
      expect(screen.getByRole('alert').textContent).toContain('登录需要网络')
    } finally {
      Reflect.deleteProperty(navigator, 'onLine')
    }
  })
})
