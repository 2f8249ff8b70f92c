import { Alert, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { type FloorSession, othersWaiting } from './floor-session.ts'

/**
 * On a shared device: other workers' commands that still wait here (each database is one worker's,
 * and only they can send theirs), so the next worker knows to hand the device back or call them.
 */
export function WaitingOnDevice({ worker }: { worker: Pick<FloorSession, 'tenantId' | 'userId'> | null }) {
  const { t } = useTranslation()
  const others = othersWaiting(worker)
  if (!others.length) return null
  return (
    <Alert color="yellow" role="status" data-testid="floor-others-waiting" title={t('floor.waiting.title')}>
      {others.map((w) => (
        <Text key={`${w.tenantId}:${w.userId}`} fz={16}>
          {t('floor.waiting.worker', { name: w.userName, count: w.pending })}
        </Text>
      ))}
    </Alert>
  )
}
