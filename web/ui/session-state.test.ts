import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { readStored, useSessionState } from './session-state.ts'

afterEach(() => sessionStorage.clear())

describe('useSessionState', () => {
  it('keeps its value in session storage, so a reload finds it as it was left', () => {
    const first = renderHook(() => useSessionState('orders:filters', { batch: [] as string[], tab: 'all' }))
    expect(first.result.current[0]).toEqual({ batch: [], tab: 'all' })
    act(() => first.result.current[1]((v) => ({ ...v, batch: ['SO1'] })))
    act(() => first.result.current[1]((v) => ({ ...v, tab: 'audited' })))
    expect(first.result.current[0]).toEqual({ batch: ['SO1'], tab: 'audited' })
    first.unmount()
    // As after the reload: a new mount reads what was stored.
    const again = renderHook(() => useSessionState('orders:filters', { batch: [] as string[], tab: 'all' }))
    expect(again.result.current[0]).toEqual({ batch: ['SO1'], tab: 'audited' })
    // Another key starts from its own initial value.
    const other = renderHook(() => useSessionState('brands:filters', 'none'))
    expect(other.result.current[0]).toBe('none')
  })

  it('falls back to the initial value when what is stored cannot be read', () => {
    sessionStorage.setItem('broken', '{not json')
    expect(readStored('broken', 7)).toBe(7)
    const { result } = renderHook(() => useSessionState('broken', 7))
    expect(result.current[0]).toBe(7)
  })
})
