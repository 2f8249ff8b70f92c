import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { scanFeedback } from '../scan/feedback.ts'
import type { OutboxEntry } from '../store/floor-db.ts'

/**
 * Rejections the office's server sent back, over whatever screen is open until the worker reads them:
 * what to do first ("put 2 kettles back on A-01-01"), then why. A rejection not seen before sounds
 * and vibrates, so a worker with the phone in a pocket notices it too.
 */
export function RejectionBanner(props: {
  rejected: readonly OutboxEntry[]
  onRead: (seq: number) => void
  onSeeAll: () => void
}) {
  const { t } = useTranslation()
  const { rejected, onRead, onSeeAll } = props
  const alerted = useRef<number>(0)
  const newest = rejected.reduce((most, e) => Math.max(most, e.seq), 0)
  useEffect(() => {
    // Only a rejection newer than the last one alerted sounds: reading one does not sound the next.
    if (newest > alerted.current) {
      alerted.current = newest
      scanFeedback('wrong')
    }
  }, [newest])
  const [first] = rejected
  if (!first) return null
  return (
    <Alert
      color="red"
      variant="filled"
      radius={0}
      role="alert"
      data-testid="floor-rejection"
      title={t('floor.rejected.title', { count: rejected.length })}
    >
      <Stack gap={6}>
        {first.hint && (
          <Text fw={800} fz={20} lh={1.3} data-testid="floor-rejection-hint">
            {first.hint}
          </Text>
        )}
        {first.reason && (
          <Text fz={16} lh={1.35} data-testid="floor-rejection-reason">
            {first.reason}
          </Text>
        )}
        <Group gap="xs" grow>
          <Button color="dark" variant="white" onClick={() => onRead(first.seq)}>
            {t('floor.rejected.read')}
          </Button>
          {rejected.length > 1 && (
            <Button color="dark" variant="white" onClick={onSeeAll}>
              {t('floor.rejected.more', { count: rejected.length - 1 })}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  )
}
