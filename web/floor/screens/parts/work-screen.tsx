import { ActionIcon, Box, Group, Loader, Paper, Text, Title } from '@mantine/core'
import { type CSSProperties, lazy, type ReactNode, Suspense, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { scanFeedback } from '../../scan/feedback.ts'
import type { Scan } from '../../scan/scan.ts'
import { ScanField } from '../../scan/scan-field.tsx'
import { useScanner } from '../../scan/use-scanner.ts'
import classes from './work.module.css'
import { BackIcon, CameraIcon, CheckIcon, CrossIcon, QuestionIcon, WarningIcon } from './work-icons.tsx'
import type { ScanJudgement, ScanVerdict, WorkMessage } from './work-types.ts'

// The camera reader (zxing) loads only when a person turns the camera on.
const CameraScanner = lazy(() => import('../../scan/camera-scanner.tsx').then((m) => ({ default: m.CameraScanner })))

/** The last answer a screen gave: what the person sees after a scan or an action. */
export type WorkAnswer = {
  verdict: ScanVerdict
  message: WorkMessage
  warning: boolean
  /** The Mantine colour of the verdict (orange for an accepted scan with a warning). */
  color: string
  /** Each answer is a new flash, even when it repeats the last one. */
  serial: number
}

let answerSerial = 0

/**
 * A screen's answers: `answer` sounds, vibrates and flashes the verdict at once (before anything
 * waits) and keeps its message on screen until the next one.
 */
export function useWorkAnswer() {
  const [answer, setAnswer] = useState<WorkAnswer | null>(null)
  const give = useCallback((judgement: Pick<ScanJudgement, 'verdict' | 'message' | 'warning'>) => {
    const { color } = scanFeedback(judgement.verdict)
    answerSerial += 1
    setAnswer({
      verdict: judgement.verdict,
      message: judgement.message,
      warning: judgement.warning ?? false,
      color: judgement.warning ? 'orange' : color,
      serial: answerSerial,
    })
  }, [])
  const clear = useCallback(() => setAnswer(null), [])
  return { answer, give, clear }
}

const VERDICT_ICON: Record<ScanVerdict, () => ReactNode> = {
  ok: () => <CheckIcon size={34} />,
  wrong: () => <CrossIcon size={34} />,
  tooMany: () => <WarningIcon size={34} />,
  unknown: () => <QuestionIcon size={34} />,
}

/** The last answer, big and in its colour: the verdict's word and what it was about. */
export function AnswerBanner({ answer }: { answer: WorkAnswer }) {
  const { t } = useTranslation()
  const title = answer.warning ? t('work.answer.warning') : t(`work.answer.${answer.verdict}`)
  return (
    <Paper
      key={answer.serial}
      className={classes.answer}
      bg={`${answer.color}.${answer.color === 'yellow' ? 4 : 7}`}
      c={answer.color === 'yellow' ? 'dark.9' : 'white'}
      p="sm"
      radius="md"
      role="status"
      aria-live="assertive"
      data-verdict={answer.verdict}
      data-warning={answer.warning || undefined}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        {/* The icon keeps its size beside a long message (a flex item would shrink it). */}
        <Box style={{ flexShrink: 0, display: 'flex' }}>
          {/* A warning is a scan taken (the tick), in orange to look at: a refused "too many" has the triangle. */}
          {VERDICT_ICON[answer.verdict]()}
        </Box>
        <Box style={{ minWidth: 0 }}>
          <Text fw={800} size="lg" lh={1.2}>
            {title}
          </Text>
          <Text fw={600} style={{ fontSize: 19, overflowWrap: 'anywhere' }} lh={1.25}>
            {t(answer.message.key, answer.message.values ?? {})}
          </Text>
        </Box>
      </Group>
    </Paper>
  )
}

/**
 * The code field (a code typed and Enter is a scan like any other) and the camera toggle; wedge
 * scans anywhere on the screen arrive through `useScanner`.
 */
export function ScanBar({ onScan, enabled = true }: { onScan: (scan: Scan) => void; enabled?: boolean }) {
  const { t } = useTranslation()
  const [camera, setCamera] = useState(false)
  useScanner(onScan, { enabled })
  return (
    <Box>
      <Group gap={8} wrap="nowrap" align="flex-end">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <ScanField onScan={onScan} label={t('work.scan.field')} disabled={!enabled} />
        </Box>
        <ActionIcon
          size={52}
          variant={camera ? 'filled' : 'default'}
          aria-label={camera ? t('floor.camera.stop') : t('floor.camera.start')}
          aria-pressed={camera}
          onClick={() => setCamera((on) => !on)}
        >
          <CameraIcon />
        </ActionIcon>
      </Group>
      {camera && (
        <Box mt={8}>
          <Suspense fallback={<Loader m="md" />}>
            <CameraScanner onScan={onScan} active={enabled} />
          </Suspense>
        </Box>
      )}
    </Box>
  )
}

/**
 * A work screen's frame: its heading (with the way back to the list), what to do next in big
 * letters, the last answer, the scan bar, the content, and the primary actions at the bottom.
 */
export function WorkScreen({
  title,
  subtitle,
  onBack,
  prompt,
  answer,
  onScan,
  scanning = true,
  footer,
  children,
}: {
  /** The task's code (the shell's header already names the screen). */
  title?: string
  subtitle?: string
  onBack?: () => void
  prompt?: ReactNode
  answer: WorkAnswer | null
  onScan: (scan: Scan) => void
  /** Off while a dialog takes the person's typing. */
  scanning?: boolean
  footer?: ReactNode
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className={classes.screen}>
      <div className={classes.body}>
        {(title || onBack) && (
          <Group gap="xs" wrap="nowrap" align="center">
            {onBack && (
              <ActionIcon size={52} variant="subtle" aria-label={t('work.back')} onClick={onBack}>
                <BackIcon />
              </ActionIcon>
            )}
            <Box style={{ minWidth: 0 }}>
              {/* A long code (a snowflake pick list number) stays on one line of a phone where it can. */}
              <Title order={1} fz={title && title.length > 16 ? 22 : 26} lh={1.15} style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="md">
                  {subtitle}
                </Text>
              )}
            </Box>
          </Group>
        )}
        {prompt && (
          <div className={classes.prompt} data-testid="work-prompt">
            {prompt}
          </div>
        )}
        {answer && <AnswerBanner answer={answer} />}
        <ScanBar onScan={onScan} enabled={scanning} />
        {children}
      </div>
      {footer && <div className={classes.footer}>{footer}</div>}
      {answer && (
        <div
          key={answer.serial}
          className={classes.flash}
          style={{ '--flash': `var(--mantine-color-${answer.color}-6)` } as CSSProperties}
          aria-hidden="true"
          data-flash={answer.color}
        />
      )}
    </div>
  )
}
