import { useEffect, useRef, useState } from 'react'
import { type CameraProblem, cameraProblemOf, releaseVideo, startCameraReader } from './camera-readers.ts'
import { createScanDebouncer } from './debounce.ts'
import { type Scan, toScan } from './scan.ts'

export type CameraState = { status: 'off' | 'starting' | 'running' } | { status: 'problem'; problem: CameraProblem }

/**
 * The camera read while `active`: opens it into the video of `videoRef` and hands each code read to
 * `onScan` (a code held in view counting once within `debounceMs`); turning it off or unmounting
 * stops the stream. `retry` opens it again after a problem; `attempt` counts the openings asked for.
 */
export function useCameraReader({
  onScan,
  active,
  debounceMs,
}: {
  onScan: (scan: Scan) => void
  active: boolean
  debounceMs: number
}) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const onScanRef = useRef(onScan)
  useEffect(() => {
    onScanRef.current = onScan
  })
  const [state, setState] = useState<CameraState>({ status: 'off' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's way to start again.
  useEffect(() => {
    const video = videoRef.current
    if (!active || !video) {
      setState({ status: 'off' })
      return
    }
    let cancelled = false
    let stop: (() => void) | null = null
    const debouncer = createScanDebouncer(debounceMs)
    const onText = (text: string) => {
      const scan = toScan(text, 'camera')
      if (!cancelled && scan && debouncer.accept(scan.code, scan.at)) onScanRef.current(scan)
    }
    setState({ status: 'starting' })
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) {
          setState({ status: 'problem', problem: window.isSecureContext === false ? 'insecure' : 'none' })
          return
        }
        const stopReading = await startCameraReader(video, onText)
        if (cancelled) {
          stopReading()
          releaseVideo(video)
        } else {
          stop = stopReading
          setState({ status: 'running' })
        }
      } catch (error) {
        releaseVideo(video)
        if (!cancelled) setState({ status: 'problem', problem: cameraProblemOf(error) })
      }
    })()
    return () => {
      cancelled = true
      stop?.()
      // A stream still being opened when the camera was turned off is stopped here too.
      releaseVideo(video)
    }
  }, [active, debounceMs, attempt])

  return { videoRef, state, attempt, retry: () => setAttempt((n) => n + 1) }
}
