import { Alert, Box, Button, Loader, Stack, Text } from '@mantine/core'
import type { DecodeHintType as HintType } from '@zxing/library'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CAMERA_DEBOUNCE_MS, createScanDebouncer } from './debounce.ts'
import { type Scan, toScan } from './scan.ts'

/** The formats the floor reads: labels (Code 128), retail barcodes, and the 2D codes GS1 and shipping labels use. */
export const CAMERA_FORMATS = ['code_128', 'ean_13', 'ean_8', 'upc_a', 'qr_code', 'data_matrix'] as const

/** The rear camera where there is one (ideal, so a laptop's only camera still serves). */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
}

/** Why the camera is not showing, each with its own message. */
export type CameraProblem = 'denied' | 'none' | 'busy' | 'insecure' | 'failed'

/** The problem a failure of getUserMedia (or of loading the reader) stands for. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'none'
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy'
  return 'failed'
}

/** The part of the Barcode Detection API used (not in TypeScript's DOM types yet). */
type NativeDetector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> }
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector
  getSupportedFormats(): Promise<string[]>
}

/** The browser's own barcode detector for our formats, where it has one (Android Chrome, Safari 17+). */
async function nativeDetector(): Promise<NativeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector
  if (!Detector) return null
  try {
    const supported = await Detector.getSupportedFormats()
    const formats = CAMERA_FORMATS.filter((f) => supported.includes(f))
    return formats.length > 0 ? new Detector({ formats }) : null
  } catch {
    return null
  }
}

/** Stops every track of whatever stream a video shows, and lets the video go. */
function releaseVideo(video: HTMLVideoElement | null): void {
  if (!video) return
  const stream = video.srcObject as MediaStream | null
  for (const track of stream?.getTracks?.() ?? []) track.stop()
  video.srcObject = null
}

/** How often the native detector looks at a frame (zxing paces itself with the same delay). */
const FRAME_INTERVAL_MS = 120

/**
 * Reads from the native detector: opens the camera itself and looks at a frame every interval.
 * Answers the function that stops it.
 */
async function startNative(video: HTMLVideoElement, detector: NativeDetector, onText: (text: string) => void) {
  const stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS)
  video.srcObject = stream
  await video.play().catch(() => undefined)
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const look = async () => {
    if (stopped) return
    try {
      if (video.readyState >= 2) for (const code of await detector.detect(video)) onText(code.rawValue)
    } catch {
      // A frame the detector could not take (the video resizing): the next one will do.
    }
    if (!stopped) timer = setTimeout(look, FRAME_INTERVAL_MS)
  }
  void look()
  return () => {
    stopped = true
    clearTimeout(timer)
    for (const track of stream.getTracks()) track.stop()
  }
}

/** Reads with zxing, loaded only now so it stays out of the floor app's first chunk. */
async function startZxing(video: HTMLVideoElement, onText: (text: string) => void) {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ])
  const hints = new Map<HintType, unknown>([
    [
      DecodeHintType.POSSIBLE_FORMATS,
      [
        BarcodeFormat.CODE_128,
        BarcodeFormat.EAN_13,
        BarcodeFormat.EAN_8,
        BarcodeFormat.UPC_A,
        BarcodeFormat.QR_CODE,
        BarcodeFormat.DATA_MATRIX,
      ],
    ],
    // GS1-128: a leading FNC1 becomes "]C1" and the others GS, so the element string survives.
    [DecodeHintType.ASSUME_GS1, true],
  ])
  const reader = new BrowserMultiFormatReader(hints, {
    delayBetweenScanAttempts: FRAME_INTERVAL_MS,
    delayBetweenScanSuccess: FRAME_INTERVAL_MS,
  })
  const controls = await reader.decodeFromConstraints(CAMERA_CONSTRAINTS, video, (result) => {
    if (result) onText(result.getText())
  })
  return () => controls.stop()
}

export type CameraScannerProps = {
  /** Called with each `camera` scan, a code held in view counting once (see `debounceMs`). */
  onScan: (scan: Scan) => void
  /** The camera is open only while active; turning it off or unmounting stops the stream. */
  active: boolean
  /** Reads of one code within this many ms of its last read count once (default 800). */
  debounceMs?: number
  /** Height of the preview in px. */
  height?: number
}

type CameraState = { status: 'off' | 'starting' | 'running' } | { status: 'problem'; problem: CameraProblem }

/**
 * The camera as a scanner: the rear camera's picture with an aiming frame, read by the browser's
 * BarcodeDetector where it has one, else by zxing (loaded on first use). Permission refused, no
 * camera, a camera in use and an insecure page each say so, with a retry.
 */
export function CameraScanner({ onScan, active, debounceMs = CAMERA_DEBOUNCE_MS, height = 260 }: CameraScannerProps) {
  const { t } = useTranslation()
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
        const detector = await nativeDetector()
        const stopReading = detector ? await startNative(video, detector, onText) : await startZxing(video, onText)
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

  const problem = state.status === 'problem' ? state.problem : null
  return (
    <Stack gap="xs" display={active ? undefined : 'none'}>
      <Box
        pos="relative"
        h={height}
        bg="dark.9"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', display: problem ? 'none' : undefined }}
      >
        {/* A new element per opening, so a stream that opens late never lands in the next opening's video. */}
        <video
          key={`${active}-${attempt}`}
          ref={videoRef}
          aria-label={t('floor.camera.view')}
          muted
          playsInline
          autoPlay
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
        <Box
          pos="absolute"
          top="22%"
          left="10%"
          w="80%"
          h="56%"
          aria-hidden
          style={{
            border: '3px solid rgba(255,255,255,0.85)',
            borderRadius: 8,
            boxShadow: '0 0 0 999px rgba(0,0,0,0.25)',
          }}
        />
        <Text pos="absolute" bottom={8} left={0} right={0} ta="center" c="white" fz="sm">
          {state.status === 'starting' ? (
            <>
              <Loader size="xs" color="white" mr={6} />
              {t('floor.camera.starting')}
            </>
          ) : (
            t('floor.camera.aim')
          )}
        </Text>
      </Box>
      {problem && (
        <Alert color={problem === 'denied' ? 'red' : 'orange'} role="alert" data-camera-problem={problem}>
          <Stack gap="sm">
            <Text size="md">{t(`floor.camera.${problem}`)}</Text>
            {problem !== 'insecure' && (
              <Button size="md" variant="white" onClick={() => setAttempt((n) => n + 1)}>
                {t('floor.camera.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  )
}
