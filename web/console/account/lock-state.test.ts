import { beforeEach, describe, expect, it } from 'vitest'
import { clearLock, hasLockPassword, isLocked, lockScreen, setLockPassword, unlockScreen } from './lock-state.ts'

beforeEach(() => {
  localStorage.clear()
})

describe('the screen lock', () => {
  it('refuses to lock before a lock password is set', () => {
    expect(hasLockPassword()).toBe(false)
    expect(lockScreen()).toBe(false)
    expect(isLocked()).toBe(false)
  })

  it('locks once a password is set, and keeps only its hash', () => {
    setLockPassword('tea-break')
    expect(hasLockPassword()).toBe(true)
    expect(JSON.stringify({ ...localStorage })).not.toContain('tea-break')
    expect(lockScreen()).toBe(true)
    expect(isLocked()).toBe(true)
  })

  it('stays locked on a wrong password and unlocks on the right one', () => {
    setLockPassword('tea-break')
    lockScreen()
    expect(unlockScreen('coffee-break')).toBe(false)
    expect(unlockScreen('')).toBe(false)
    expect(isLocked()).toBe(true)
    expect(unlockScreen('tea-break')).toBe(true)
    expect(isLocked()).toBe(false)
    // The password stays set: the next lock needs no new one.
    expect(hasLockPassword()).toBe(true)
  })

  it('clears both the lock and its password', () => {
    setLockPassword('tea-break')
    lockScreen()
    clearLock()
    expect(isLocked()).toBe(false)
    expect(hasLockPassword()).toBe(false)
    expect(unlockScreen('tea-break')).toBe(false)
  })

  it('never stores an empty lock password', () => {
    expect(() => setLockPassword('')).toThrow()
    expect(hasLockPassword()).toBe(false)
  })
})
