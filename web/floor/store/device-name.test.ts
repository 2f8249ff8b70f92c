import { describe, expect, it } from 'vitest'
import { deviceName } from './device-name.ts'

const ID = '0190f5a2-7c3e-7a10-8b42-5d1e9c0a3f0a'

describe('deviceName', () => {
  it('names a scanner by its model, browser and the end of its id', () => {
    const zebra =
      'Mozilla/5.0 (Linux; Android 11; TC52 Build/RKQ1.210614.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'
    expect(deviceName(zebra, ID)).toBe('TC52 · Chrome · 3F0A')
  })

  it('falls back to the system where the agent hides the model', () => {
    const reduced =
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
    expect(deviceName(reduced, ID)).toBe('Android · Chrome · 3F0A')
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
    expect(deviceName(iphone, ID)).toBe('iPhone · Safari · 3F0A')
    expect(deviceName(undefined, ID)).toBe('3F0A')
  })
})
