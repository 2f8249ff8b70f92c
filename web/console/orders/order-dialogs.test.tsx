import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWidget } from '../../ui/widgets/test-providers.tsx'
import { ChannelDialog } from './order-dialogs.tsx'

describe('dialogs drawn from declared inputs', () => {
  it('asks the declared field under its declared label, refuses it empty and sends it trimmed', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined)
    renderWidget(<ChannelDialog title="修改物流渠道" onSubmit={onSubmit} onClose={() => undefined} />)
    const input = await screen.findByRole('textbox', { name: '物流渠道' })
    fireEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.getByText(/物流渠道.*(不能为空|至少)/)).toBeTruthy())
    expect(onSubmit).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: '  USPS-GA  ' } })
    fireEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ channel: 'USPS-GA' }))
  })
})
