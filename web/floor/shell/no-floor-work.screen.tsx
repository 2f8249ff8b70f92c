import { Alert, Box, Button, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { signOut } from '../../api/auth.ts'
import { clearTabs } from '../../app/shell/tabs-store.ts'
import { clearLock } from '../../console/account/lock-state.ts'
import { signedOut } from './floor-session.ts'
import { FLOOR_LOGIN_PATH } from './floor-work.ts'

/**
 * The server refused this user floor work (no floor permission): no device is registered for them,
 * and they can sign out for a worker who may, or use the console.
 */
export function NoFloorWorkScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  async function signOutNow() {
    await signOut().catch(() => undefined)
    clearLock()
    clearTabs()
    signedOut()
    navigate(FLOOR_LOGIN_PATH, { replace: true })
  }
  return (
    <Box maw={480} mx="auto" p="md" mih="100dvh" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Title order={1} size="h2">
        {t('floor.app.name')}
      </Title>
      <Alert color="red" role="alert" title={t('floor.noFloorWork.title')}>
        {t('floor.noFloorWork.text')}
      </Alert>
      <Button component="a" href="/" variant="default" size="lg" fullWidth>
        {t('floor.noFloorWork.console')}
      </Button>
      <Button size="xl" fullWidth mt="auto" onClick={() => void signOutNow()}>
        {t('floor.noFloorWork.signOut')}
      </Button>
    </Box>
  )
}
