/**
 * What a scan sounds, feels and looks like, so a person hears the verdict without looking: a short
 * tone of its own pitch, a vibration pattern, and the Mantine colour the screen flashes. Each part
 * does nothing where the device lacks it (no WebAudio, no vibration motor, iOS Safari).
 */

/** The verdicts a screen gives a scan: the expected item, a wrong one, more than needed, a code nobody knows. */
export type ScanVerdict = 'ok' | 'wrong' | 'tooMany' | 'unknown'

type Tone = { frequency: number; durationMs: number; repeat: number; wave: OscillatorType }

/** Each verdict has its own pitch and rhythm: high and short is right, low and long is wrong. */
export const SCAN_TONES: Record<ScanVerdict, Tone> = {
  ok: { frequency: 1760, durationMs: 90, repeat: 1, wave: 'sine' },
  wrong: { frequency: 220, durationMs: 380, repeat: 1, wave: 'square' },
  tooMany: { frequency: 880, durationMs: 110, repeat: 3, wave: 'triangle' },
  unknown: { frequency: 440, durationMs: 160, repeat: 2, wave: 'sawtooth' },
}

/** Vibration patterns (ms on, off, on, ...). */
export const SCAN_VIBRATIONS: Record<ScanVerdict, number[]> = {
  ok: [40],
  wrong: [220, 90, 220],
  tooMany: [70, 50, 70, 50, 70],
  unknown: [140, 80, 140],
}

/** The Mantine colour the screen flashes for each verdict. */
export const SCAN_COLORS: Record<ScanVerdict, 'green' | 'red' | 'orange' | 'yellow'> = {
  ok: 'green',
  wrong: 'red',
  tooMany: 'orange',
  unknown: 'yellow',
}

type AudioContextClass = typeof AudioContext
let audio: AudioContext | null = null
let primed = false

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
}

/** The audio context, made (or resumed) only inside a user gesture, since browsers keep it mute otherwise. */
function unlockAudio(): void {
  const Context = audioContextClass()
  if (!Context) return
  try {
    audio ??= new Context()
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined)
  } catch {
    // Too many contexts or a blocked one: scans stay silent, nothing else is affected.
    audio = null
  }
}

/** The gestures that make the audio context: taps only (see `primeScanFeedback`). */
const PRIMING_GESTURES = ['pointerdown', 'touchend'] as const

/**
 * Makes the audio context on the person's first tap (a moment browsers let a page start sound).
 * Never on a key: making a context blocks the page for tens of milliseconds, and inside a wedge
 * scan's first keystroke that gap split the burst and lost the code's first character. Keys get
 * their context at the first verdict instead (`playTone`), once the scan has ended. Called by
 * `useScanner`; safe to call more than once.
 */
export function primeScanFeedback(): void {
  if (primed || typeof window === 'undefined') return
  primed = true
  const unlock = () => {
    unlockAudio()
    for (const type of PRIMING_GESTURES) window.removeEventListener(type, unlock, { capture: true })
  }
  for (const type of PRIMING_GESTURES) window.addEventListener(type, unlock, { capture: true, passive: true })
}

function playTone(tone: Tone): void {
  // A scan by keys (wedge or typed) is itself a gesture: the first verdict after it makes the context.
  if (!audio && typeof navigator !== 'undefined' && navigator.userActivation?.isActive) unlockAudio()
  const context = audio
  if (!context || context.state === 'closed') return
  try {
    const start = context.currentTime + 0.005
    const step = (tone.durationMs * 1.6) / 1000
    for (let i = 0; i < tone.repeat; i++) {
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      oscillator.type = tone.wave
      oscillator.frequency.value = tone.frequency
      const at = start + i * step
      const end = at + tone.durationMs / 1000
      // A short ramp in and out keeps the tone from clicking.
      gain.gain.setValueAtTime(0.0001, at)
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.01)
      gain.gain.exponentialRampToValueAtTime(0.0001, end)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(at)
      oscillator.stop(end + 0.02)
    }
  } catch {
    // A context the browser tore down: no sound this time.
  }
}

/**
 * Sounds and vibrates the verdict of a scan and answers the colour the screen should flash.
 * Never throws and never waits: it is called on every scan, before anything else the screen does.
 */
export function scanFeedback(kind: ScanVerdict): { color: (typeof SCAN_COLORS)[ScanVerdict] } {
  playTone(SCAN_TONES[kind])
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function')
      navigator.vibrate(SCAN_VIBRATIONS[kind])
  } catch {
    // Vibration refused (no user activation yet, or a frame without permission).
  }
  return { color: SCAN_COLORS[kind] }
}
