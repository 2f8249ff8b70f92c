import { MantineProvider } from '@mantine/core'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../i18n/i18n.ts'
import { CameraScanner, cameraProblemOf } from './camera-scanner.tsx'
import { SCAN_TEXT } from './scan.messages.ts'

const renderIn = (ui: ReactElement) =>
  render(ui, {
    wrapper: ({ children }) => (
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">{children}</MantineProvider>
      </I18nextProvider>
    ),
  })

/** A camera stream whose one track records being stopped. */
function fakeStream() {
  const track = { stop: vi.fn(), kind: 'video' }
  // An object of happy-dom's MediaStream class, so a video takes it as its source.
  const stream = Object.create(MediaStream.prototype) as MediaStream
  Object.assign(stream, { getTracks: () => [track], getVideoTracks: () => [track] })
  return { track, stream }
}

/** The browser's BarcodeDetector, answering the codes in `seen` on every frame. */
function installDetector(seen: string[]) {
  class FakeDetector {
    static getSupportedFormats = async () => ['code_128', 'qr_code', 'ean_13']
    formats: string[]
    constructor(options: { formats: string[] }) {
      this.formats = options.formats
    }
    detect = async () => seen.map((rawValue) => ({ rawValue }))
  }
  Object.defineProperty(globalThis, 'BarcodeDetector', { value: FakeDetector, configurable: true })
}

beforeEach(async () => {
  await i18n.changeLanguage('en')
  i18n.addResourceBundle(
    'en',
    'translation',
    Object.fromEntries(Object.entries(SCAN_TEXT).map(([k, v]) => [k, v.en])),
    true,
    false,
  )
  // A video that has a frame and plays at once.
  Object.defineProperty(HTMLVideoElement.prototype, 'readyState', { get: () => 4, configurable: true })
  HTMLVideoElement.prototype.play = () => Promise.resolve()
})

afterEach(async () => {
  cleanup()
  Reflect.deleteProperty(globalThis, 'BarcodeDetector')
  Reflect.deleteProperty(navigator, 'mediaDevices')
  vi.useRealTimers()
  await i18n.changeLanguage('zh')
})

function installCamera(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn(getUserMedia) }, configurable: true })
  return navigator.mediaDevices.getUserMedia as ReturnType<typeof vi.fn>
}

describe('CameraScanner', () => {
  it('reads with the native BarcodeDetector from the rear camera, a code held in view counting once', async () => {
    const { stream, track } = fakeStream()
    const getUserMedia = installCamera(async () => stream)
    installDetector(['A-01-01'])
    const onScan = vi.fn()
    renderIn(<CameraScanner onScan={onScan} active />)
    await waitFor(() => expect(onScan).toHaveBeenCalledTimes(1))
    expect(onScan.mock.calls[0]?.[0]).toMatchObject({ code: 'A-01-01', source: 'camera', gs1: null })
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }),
    )
    // Several more frames show the same label: still one scan.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(onScan).toHaveBeenCalledTimes(1)
    expect(track.stop).not.toHaveBeenCalled()
  })

  it('stops the stream when turned off and when unmounted', async () => {
    const first = fakeStream()
    const second = fakeStream()
    const streams = [first.stream, second.stream]
    installCamera(async () => streams.shift()!)
    installDetector([])
    const { rerender, unmount } = renderIn(<CameraScanner onScan={() => {}} active />)
    await waitFor(() => expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledTimes(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    rerender(<CameraScanner onScan={() => {}} active={false} />)
    expect(first.track.stop).toHaveBeenCalled()
    rerender(<CameraScanner onScan={() => {}} active />)
    await waitFor(() => expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledTimes(2))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    unmount()
    expect(second.track.stop).toHaveBeenCalled()
  })

  it('stops a stream that opens only after the camera was turned off', async () => {
    const { stream, track } = fakeStream()
    let open: (s: MediaStream) => void = () => {}
    installCamera(() => new Promise((resolve) => (open = resolve)))
    installDetector([])
    const { rerender } = renderIn(<CameraScanner onScan={() => {}} active />)
    await waitFor(() => expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalled())
    rerender(<CameraScanner onScan={() => {}} active={false} />)
    await act(async () => open(stream))
    await waitFor(() => expect(track.stop).toHaveBeenCalled())
  })

  it('says so clearly when camera permission is denied, and retries', async () => {
    const getUserMedia = installCamera(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError')
    })
    installDetector([])
    renderIn(<CameraScanner onScan={() => {}} active />)
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Camera access was refused'),
    )
    screen.getByRole('button', { name: 'Retry' }).click()
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2))
  })

  it('names each camera failure', () => {
    expect(cameraProblemOf(new DOMException('', 'NotAllowedError'))).toBe('denied')
    expect(cameraProblemOf(new DOMException('', 'NotFoundError'))).toBe('none')
    expect(cameraProblemOf(new DOMException('', 'NotReadableError'))).toBe('busy')
    expect(cameraProblemOf(new Error('chunk failed to load'))).toBe('failed')
  })

  it('says the camera needs HTTPS where the page has no mediaDevices', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true })
    renderIn(<CameraScanner onScan={() => {}} active />)
    expect((await screen.findByRole('alert')).textContent).toContain('HTTPS')
    Reflect.deleteProperty(window, 'isSecureContext')
  })
})
