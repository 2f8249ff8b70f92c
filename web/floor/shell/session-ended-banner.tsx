import { Alert, Button, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The server ended the session: the worker stays where they are, told what waits and how to send it. */
export function SessionEndedBanner({ pending, onSignIn }: { pending: number; onSignIn: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert
      color="orange"
      radius={0}
      role="alert"
      data-testid="floor-session-ended"
      title={t('floor.sessionEnded.title')}
    >
      <Stack gap={8}>
        <Text fz={16} lh={1.35}>
          {pending > 0 ? t('floor.sessionEnded.pending', { count: pending }) : t('floor.sessionEnded.nothing')}
        </Text>
        <Button size="lg" fullWidth onClick={onSignIn}>
          {t('floor.sessionEnded.signIn')}
        </Button>
      </Stack>
    </Alert>
  )
}
