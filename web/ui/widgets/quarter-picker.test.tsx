import { fireEvent, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { QuarterPicker } from './quarter-picker.tsx'
import { renderWidget } from './test-providers.tsx'

function Controlled({ initial, onChange }: { initial: string | null; onChange: (v: string | null) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <QuarterPicker
      label="季度"
      clearable
      value={value}
      onChange={(v) => {
        setValue(v)
        onChange(v)
      }}
    />
  )
}

describe('QuarterPicker', () => {
  it('shows the chosen quarter and picks another in the shown year', async () => {
    const onChange = vi.fn()
    renderWidget(<Controlled initial="2023-Q2" onChange={onChange} />)
    const trigger = screen.getByRole('button', { name: /^季度/ })
    expect(trigger.textContent).toContain('2023-Q2')
    await userEvent.click(trigger)
    expect(await screen.findByText('2023')).toBeTruthy()
    expect(screen.getByRole('button', { name: '第2季度' }).getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: '第4季度' }))
    expect(onChange).toHaveBeenLastCalledWith('2023-Q4')
    expect(trigger.textContent).toContain('2023-Q4')
  })

  it('moves the year with the arrows before picking', async () => {
    const onChange = vi.fn()
    renderWidget(<Controlled initial="2023-Q2" onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: /^季度/ }))
    await userEvent.click(await screen.findByRole('button', { name: '下一年' }))
    await userEvent.click(screen.getByRole('button', { name: '下一年' }))
    expect(screen.getByText('2025')).toBeTruthy()
    // The chosen quarter belongs to 2023, so no cell is marked in 2025.
    expect(screen.getByRole('button', { name: '第2季度' }).getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(screen.getByRole('button', { name: '上一年' }))
    fireEvent.click(screen.getByRole('button', { name: '第1季度' }))
    expect(onChange).toHaveBeenLastCalledWith('2024-Q1')
  })

  it('clears the value when clearable', async () => {
    const onChange = vi.fn()
    renderWidget(<Controlled initial="2023-Q2" onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: '清空' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(screen.getByRole('button', { name: /^季度/ }).textContent).toContain('选择季度')
    expect(screen.queryByRole('button', { name: '清空' })).toBeNull()
  })
})
