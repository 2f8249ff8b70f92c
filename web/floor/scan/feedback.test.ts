import { afterEach, describe, expect, it, vi } from 'vitest'
import { primeScanFeedback, SCAN_COLORS, SCAN_TONES, type ScanVerdict, scanFeedback } from './feedback.ts'

/** A WebAudio context that records the tones started on it. */
class FakeAudioContext {
  static made = 0
  state: AudioContextState = 'suspended'
  currentTime = 0
  destination = {}
  tones: { frequency: number; wave: string }[] = []
  constructor() {
    FakeAudioContext.made++
    contexts.push(this)
  }
  resume = vi.fn(async () => {
    this.state = 'running'
  })
  createGain() {
    const ramp = () => undefined
    return {
      gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
      connect: (next: unknown) => next,
    }
  }
  createOscillator() {
    const tone = { frequency: 0, wave: '' }
    const oscillator = {
      type: '',
      frequency: {
        set value(v: number) {
          tone.frequency = v
        },
      },
      connect: (next: unknown) => next,
      start: () => {
        tone.wave = oscillator.type
        this.tones.push(tone)
      },
      stop: () => undefined,
    }
    return oscillator
  }
}
const contexts: FakeAudioContext[] = []

afterEach(() => {
  Reflect.deleteProperty(window, 'AudioContext')
  Reflect.deleteProperty(navigator, 'vibrate')
})

const verdicts: ScanVerdict[] = ['ok', 'wrong', 'tooMany', 'unknown']

describe('scan feedback', () => {
  it('answers a Mantine colour per verdict, and stays silent where there is no WebAudio or vibration', () => {
    expect(verdicts.map((v) => scanFeedback(v).color)).toEqual(['green', 'red', 'orange', 'yellow'])
    expect(new Set(Object.values(SCAN_COLORS)).size).toBe(4)
  })

  it('gives each verdict its own pitch', () => {
    expect(new Set(verdicts.map((v) => SCAN_TONES[v].frequency)).size).toBe(4)
  })

  it('vibrates with the verdict’s pattern, and a refusing vibrate throws nothing', () => {
    const vibrate = vi.fn(() => true)
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true })
    scanFeedback('wrong')
    expect(vibrate).toHaveBeenCalledWith([220, 90, 220])
    Object.defineProperty(navigator, 'vibrate', {
      value: () => {
        throw new Error('blocked')
      },
      configurable: true,
    })
    expect(() => scanFeedback('ok')).not.toThrow()
  })

  it('makes the audio context only on the first gesture, then plays a tone per scan', () => {
    Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true })
    primeScanFeedback()
    expect(FakeAudioContext.made).toBe(0)
    window.dispatchEvent(new Event('pointerdown'))
    expect(FakeAudioContext.made).toBe(1)
    const context = contexts[0]!
    expect(context.resume).toHaveBeenCalled()
    scanFeedback('ok')
    scanFeedback('tooMany')
    expect(context.tones).toEqual([
      { frequency: SCAN_TONES.ok.frequency, wave: 'sine' },
      ...Array.from({ length: 3 }, () => ({ frequency: SCAN_TONES.tooMany.frequency, wave: 'triangle' })),
    ])
    // Later gestures make no second context.
    window.dispatchEvent(new Event('pointerdown'))
    expect(FakeAudioContext.made).toBe(1)
  })

  it('makes no audio context inside a keystroke, where it would stall a wedge burst; the verdict after keys does', async () => {
    vi.resetModules()
    const fresh = await import('./feedback.ts')
    Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true })
    const made = FakeAudioContext.made
    fresh.primeScanFeedback()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'D' }))
    expect(FakeAudioContext.made).toBe(made)
    // The scan's keys gave the page user activation: its verdict makes the context and sounds.
    Object.defineProperty(navigator, 'userActivation', { value: { isActive: true }, configurable: true })
    try {
      fresh.scanFeedback('ok')
      expect(FakeAudioContext.made).toBe(made + 1)
      expect(contexts.at(-1)?.tones).toEqual([{ frequency: SCAN_TONES.ok.frequency, wave: 'sine' }])
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation')
    }
  })
})
