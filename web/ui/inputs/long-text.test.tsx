import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LongText, popoverPlace, truncateLongText } from './long-text.tsx'
import { renderWithProviders } from './render-for-test.tsx'

afterEach(cleanup)

describe('truncateLongText', () => {
  it('keeps up to 20 characters and marks a cut', () => {
    expect(truncateLongText('短文本')).toBe('短文本')
    expect(truncateLongText('a'.repeat(20))).toBe('a'.repeat(20))
    expect(truncateLongText('b'.repeat(25))).toBe(`${'b'.repeat(20)}…`)
  })
  it('counts characters, not UTF-16 units', () => {
    expect(truncateLongText('😀'.repeat(21))).toBe(`${'😀'.repeat(20)}…`)
  })
})

describe('LongText', () => {
  it('shows a text of at most 10 characters as is, with no popover', () => {
    renderWithProviders(<LongText text="十个字以内的文本" />)
    const cell = screen.getByText('十个字以内的文本')
    fireEvent.mouseEnter(cell)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('shows the whole text in a popover on hover and on keyboard focus, and hides it after', () => {
    const text = '这是一段超过二十个字符的备注文本，用来检查弹出层是否显示完整内容'
    renderWithProviders(<LongText text={text} />)
    const cell = screen.getByText(truncateLongText(text))
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.mouseEnter(cell)
    expect(screen.getByRole('tooltip').textContent).toBe(text)
    expect(cell.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id)
    fireEvent.mouseLeave(cell)
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.focus(cell)
    expect(screen.getByRole('tooltip').textContent).toBe(text)
    fireEvent.blur(cell)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('keeps the popover inside the window', () => {
    expect(popoverPlace({ left: 100, bottom: 50 }, 1280)).toEqual({ top: 56, left: 100 })
    expect(popoverPlace({ left: 1200, bottom: 50 }, 1280)).toEqual({ top: 56, left: 872 })
    expect(popoverPlace({ left: -20, bottom: 50 }, 1280)).toEqual({ top: 56, left: 8 })
  })
})
