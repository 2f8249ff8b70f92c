import type { DecodeHintType as HintType } from '@zxing/library'

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
export function releaseVideo(video: HTMLVideoElement | null): void {
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

/**
 * Reads codes from the rear camera into `video`: the browser's own detector where it has one for our
 * formats, else zxing. Answers the function that stops it.
 */
export async function startCameraReader(video: HTMLVideoElement, onText: (text: string) => void) {
  const detector = await nativeDetector()
  return detector ? await startNative(video, detector, onText) : await startZxing(video, onText)
}
