import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createUpdateFlow } from './service-worker.ts'

function flow() {
  const driver = { activateWaiting: vi.fn(async () => undefined), reload: vi.fn() }
  return { driver, update: createUpdateFlow(driver) }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the update flow', () => {
  it('announces a waiting version and never reloads by itself', () => {
    const { driver, update } = flow()
    const seen: boolean[] = []
    update.subscribe(() => seen.push(update.getState().needRefresh))
    update.onNeedRefresh()
    vi.advanceTimersByTime(60_000)
    expect(seen).toEqual([true])
    expect(driver.activateWaiting).not.toHaveBeenCalled()
    expect(driver.reload).not.toHaveBeenCalled()
  })

  it('activates the waiting version and reloads once the person asks here', async () => {
    const { driver, update } = flow()
    update.onNeedRefresh()
    await update.applyUpdate()
    expect(driver.activateWaiting).toHaveBeenCalledOnce()
    update.onControlled()
    expect(driver.reload).toHaveBeenCalledOnce()
  })

  it('keeps a page running when another tab applied the update, and reloads it only when asked', async () => {
    const { driver, update } = flow()
    update.onNeedRefresh()
    update.onControlled()
    expect(driver.reload).not.toHaveBeenCalled()
    expect(update.getState()).toEqual({ needRefresh: true, takenOver: true })
    // Nothing waits any more: the reload alone brings the new version.
    await update.applyUpdate()
    expect(driver.activateWaiting).not.toHaveBeenCalled()
    expect(driver.reload).toHaveBeenCalledOnce()
  })

  it('reloads after asking even if the new worker never announces control', async () => {
    const { driver, update } = flow()
    update.onNeedRefresh()
    await update.applyUpdate()
    expect(driver.reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(5_000)
    expect(driver.reload).toHaveBeenCalledOnce()
  })
})
