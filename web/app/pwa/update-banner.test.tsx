import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../i18n/i18n-core.ts'
import { appUpdateFlow, connectUpdateFlow } from './service-worker.ts'
import { UpdateBanner } from './update-banner.tsx'

afterEach(cleanup)

function show(blocked: boolean) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <UpdateBanner reloadBlocked={blocked} placement="inline" />
      </MantineProvider>
    </I18nextProvider>,
  )
}

describe('the update banner', () => {
  it('shows nothing until a new version waits', () => {
    show(false)
    expect(screen.queryByText('有新版本可用')).toBeNull()
  })

  it('holds the reload back while a task is open or commands wait, and says why', () => {
    appUpdateFlow.onNeedRefresh()
    show(true)
    expect(screen.getByText('有新版本可用')).toBeTruthy()
    expect(screen.getByText('完成当前任务并同步后即可更新')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '重新加载以更新' })).toBeNull()
  })

  it('reloads into the new version only when the button is pressed, and hides for later', () => {
    // The reload's fallback timer must not fire in the test's page.
    vi.useFakeTimers()
    const activate = vi.fn(async () => undefined)
    connectUpdateFlow(activate)
    appUpdateFlow.onNeedRefresh()
    show(false)
    expect(activate).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: '重新加载以更新' }))
    expect(activate).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: '稍后' }))
    expect(screen.queryByText('有新版本可用')).toBeNull()
    vi.useRealTimers()
  })
})
