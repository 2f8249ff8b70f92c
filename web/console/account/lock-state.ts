import { hashPassword } from '../../api/auth.ts'

/** localStorage keys of the screen lock: it survives a reload, so a locked console stays locked. */
const LOCKED_KEY = 'erp-lock-locked'
const PASSWORD_KEY = 'erp-lock-password'
const RETURN_KEY = 'erp-lock-return'

/** Whether the console is locked (the guard sends every page to /lock). */
export function isLocked(): boolean {
  return localStorage.getItem(LOCKED_KEY) === '1'
}

/** Whether a lock password was set: locking needs one first (spec 1 §4). */
export function hasLockPassword(): boolean {
  return Boolean(localStorage.getItem(PASSWORD_KEY))
}

/** Remembers the lock password, as a hash only: the typed text never sits in storage. */
export function setLockPassword(password: string): void {
  if (!password) throw new Error('a lock password cannot be empty')
  localStorage.setItem(PASSWORD_KEY, hashPassword(password))
}

/**
 * Locks the console; false (and nothing changes) while no lock password is set. `returnTo` is the
 * page the person was on, where unlocking brings them back.
 */
export function lockScreen(returnTo?: string): boolean {
  if (!hasLockPassword()) return false
  localStorage.setItem(LOCKED_KEY, '1')
  if (returnTo?.startsWith('/') && !returnTo.startsWith('/lock')) localStorage.setItem(RETURN_KEY, returnTo)
  else localStorage.removeItem(RETURN_KEY)
  return true
}

/** Where unlocking goes: the page the console was locked on, else home. */
export function unlockedPath(): string {
  return localStorage.getItem(RETURN_KEY) ?? '/'
}

/** Unlocks when the password matches the one set; a wrong one leaves the console locked. */
export function unlockScreen(password: string): boolean {
  const stored = localStorage.getItem(PASSWORD_KEY)
  if (!stored || hashPassword(password) !== stored) return false
  localStorage.removeItem(LOCKED_KEY)
  return true
}

/** Forgets the lock and its password (sign-in and log-out start without one). */
export function clearLock(): void {
  localStorage.removeItem(LOCKED_KEY)
  localStorage.removeItem(PASSWORD_KEY)
  localStorage.removeItem(RETURN_KEY)
}
