import { Alert, Box, Button, Loader, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { CameraProblem } from './camera-readers.ts'
import { CAMERA_DEBOUNCE_MS } from './debounce.ts'
import type { Scan } from './scan.ts'
import { type CameraState, useCameraReader } from './use-camera-reader.ts'

export { CAMERA_CONSTRAINTS, CAMERA_FORMATS, type CameraProblem, cameraProblemOf } from './camera-readers.ts'

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

/** The aiming frame over the picture: where to hold the code. */
function AimingFrame() {
  return (
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
  )
}

/** Why the camera is not showing, with a retry where one can help (not on an insecure page). */
function CameraProblemAlert({ problem, onRetry }: { problem: CameraProblem; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert color={problem === 'denied' ? 'red' : 'orange'} role="alert" data-camera-problem={problem}>
      <Stack gap="sm">
        <Text size="md">{t(`floor.camera.${problem}`)}</Text>
        {problem !== 'insecure' && (
          <Button size="md" variant="white" onClick={onRetry}>
            {t('floor.camera.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}

/** What the camera is doing, under the picture: opening, or where to aim. */
function CameraCaption({ state }: { state: CameraState }) {
  const { t } = useTranslation()
  return (
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
  )
}

/**
 * The camera as a scanner: the rear camera's picture with an aiming frame, read by the browser's
 * BarcodeDetector where it has one, else by zxing (loaded on first use). Permission refused, no
 * camera, a camera in use and an insecure page each say so, with a retry.
 */
export function CameraScanner({ onScan, active, debounceMs = CAMERA_DEBOUNCE_MS, height = 260 }: CameraScannerProps) {
  const { t } = useTranslation()
  const { videoRef, state, attempt, retry } = useCameraReader({ onScan, active, debounceMs })
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
        <AimingFrame />
        <CameraCaption state={state} />
      </Box>
      {problem && <CameraProblemAlert problem={problem} onRetry={retry} />}
    </Stack>
  )
}
