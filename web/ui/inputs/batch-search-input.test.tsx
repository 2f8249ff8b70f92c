import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BatchSearchInput } from './batch-search-input.tsx'
import { renderWithProviders } from './render-for-test.tsx'

function Harness({ initial, onValues }: { initial: string[]; onValues: (v: string[]) => void }) {
  const [values, setValues] = useState(initial)
  const [mode, setMode] = useState<0 | 1>(0)
  return (
    <BatchSearchInput
      placeholder="SKU"
      value={values}
      onChange={(v) => {
        setValues(v)
        onValues(v)
      }}
      mode={mode}
      onModeChange={setMode}
    />
  )
}

afterEach(cleanup)

describe('BatchSearchInput', () => {
  it('shows the first entry and the count of the others', () => {
    renderWithProviders(<Harness initial={['A1', 'B2', 'C3']} onValues={vi.fn()} />)
    expect((screen.getByPlaceholderText('SKU') as HTMLInputElement).value).toBe('A1')
    expect(screen.getByText('+2')).toBeTruthy()
  })

  it('saves the trimmed non-empty lines of the box', async () => {
    const seen = vi.fn()
    renderWithProviders(<Harness initial={[]} onValues={seen} />)
    await userEvent.click(screen.getByRole('button', { name: '批量输入' }))
    const box = await screen.findByRole('textbox', { name: '每行一条' })
    await userEvent.type(box, '  A1 {enter}{enter}B2  {enter}')
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(seen).toHaveBeenLastCalledWith(['A1', 'B2'])
    expect((screen.getByPlaceholderText('SKU') as HTMLInputElement).value).toBe('A1')
  })

  it('refuses more than 100 lines and keeps nothing', async () => {
    const seen = vi.fn()
    renderWithProviders(<Harness initial={['X']} onValues={seen} />)
    await userEvent.click(screen.getByRole('button', { name: '批量输入' }))
    const box = (await screen.findByRole('textbox', { name: '每行一条' })) as HTMLTextAreaElement
    await userEvent.clear(box)
    await userEvent.click(box)
    await userEvent.paste(Array.from({ length: 101 }, (_, i) => `S${i}`).join('\n'))
    await userEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.getByText('创建条目不能超过100行！')).toBeTruthy())
    expect(seen).not.toHaveBeenCalled()
  })
})
