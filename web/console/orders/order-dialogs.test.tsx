import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWidget } from '../../ui/widgets/test-providers.tsx'
import { AddressDialog, ChannelDialog, LabelDialog, SkuDialog } from './order-dialogs.tsx'

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

  it('edits only the address fields filled in, asks for one at least and upper-cases the country code', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined)
    renderWidget(<AddressDialog title="修改地址" onSubmit={onSubmit} onClose={() => undefined} />)
    const ok = await screen.findByRole('button', { name: '确定' })
    fireEvent.click(ok)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('请至少填写一个要修改的字段'))
    fireEvent.change(screen.getByRole('textbox', { name: '收件邮箱' }), { target: { value: 'not-an-address' } })
    fireEvent.click(ok)
    await waitFor(() => expect(screen.getByText(/收件邮箱/, { selector: '.mantine-InputWrapper-error' })).toBeTruthy())
    expect(onSubmit).not.toHaveBeenCalled()
    fireEvent.change(screen.getByRole('textbox', { name: '收件邮箱' }), { target: { value: '' } })
    fireEvent.change(screen.getByRole('textbox', { name: '国家' }), { target: { value: 'de' } })
    fireEvent.click(ok)
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ addressCountryCode: 'DE' }))
  })

  it('replaces a product only when the one replaced and the new one are named', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined)
    renderWidget(<SkuDialog title="修改SKU" onSubmit={onSubmit} onClose={() => undefined} />)
    fireEvent.change(await screen.findByRole('textbox', { name: '或原销售SKU' }), { target: { value: ' SKU-1 ' } })
    fireEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.getAllByText('请选择原系统SKU或填写原销售SKU，并选择新系统SKU')).toHaveLength(1))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('makes a face sheet unless another kind of label is chosen', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined)
    renderWidget(<LabelDialog title="生成标签" onSubmit={onSubmit} onClose={() => undefined} />)
    fireEvent.click(await screen.findByRole('button', { name: '确定' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ labelType: '1' }))
  })
})
