import { cleanup, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NumberField } from './number-field.tsx'
import { renderWithProviders } from './render-for-test.tsx'

function Harness(props: {
  initial: string | null
  allowNull?: boolean
  min?: number
  onValue: (v: string | null) => void
}) {
  const [value, setValue] = useState(props.initial)
  return (
    <NumberField
      label="价格"
      value={value}
      allowNull={props.allowNull}
      min={props.min}
      onChange={(v) => {
        setValue(v)
        props.onValue(v)
      }}
    />
  )
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('NumberField', () => {
  it('drops letters and extra dots while typing and shows two decimals on blur', async () => {
    const seen = vi.fn()
    renderWithProviders(<Harness initial={null} onValue={seen} />)
    const input = screen.getByLabelText('价格') as HTMLInputElement
    await userEvent.type(input, '12a.3.4')
    expect(input.value).toBe('12.34')
    await userEvent.tab()
    expect(input.value).toBe('12.34')
    await userEvent.clear(input)
    await userEvent.type(input, '7')
    await userEvent.tab()
    expect(input.value).toBe('7.00')
    expect(seen).toHaveBeenLastCalledWith('7.00')
  })

  it('falls back to the minimum when emptied and null is not allowed', async () => {
    const seen = vi.fn()
    renderWithProviders(<Harness initial="8.00" allowNull={false} min={5} onValue={seen} />)
    const input = screen.getByLabelText('价格') as HTMLInputElement
    await userEvent.clear(input)
    await userEvent.tab()
    expect(input.value).toBe('5.00')
    expect(seen).toHaveBeenLastCalledWith('5.00')
  })

  it('steps with the arrow keys', async () => {
    const seen = vi.fn()
    renderWithProviders(<Harness initial="1.00" onValue={seen} />)
    const input = screen.getByLabelText('价格') as HTMLInputElement
    input.focus()
    fireEvent.keyDown(input, { key: 'ArrowUp' })
    expect(input.value).toBe('2.00')
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(seen).toHaveBeenLastCalledWith('0.00')
  })

  it('settles the value to the formatted number 1 s after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const seen = vi.fn()
    renderWithProviders(<Harness initial={null} onValue={seen} />)
    const input = screen.getByLabelText('价格') as HTMLInputElement
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: '3.5' } })
    expect(seen).toHaveBeenLastCalledWith('3.5')
    vi.advanceTimersByTime(1000)
    expect(seen).toHaveBeenLastCalledWith('3.50')
  })
})
