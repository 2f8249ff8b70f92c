import { Box, Button, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { clearTabs } from '../../app/shell/tabs-store.ts'
import { clearLock } from '../../console/account/lock-state.ts'
import { SignInAlerts, SignInFields } from '../../ui/sign-in/sign-in-fields.tsx'
import { useSignIn } from '../../ui/sign-in/use-sign-in.ts'
import { rememberUserName, sessionChanged, useFloorSession } from './floor-session.ts'
import { floorReturnPath } from './floor-work.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { WaitingOnDevice } from './waiting-on-device.tsx'

/**
 * The floor's sign-in (/floor/login): the one sign-in form (web/ui/sign-in), phone first, the sign-in
 * button at the thumb. The session is the console's: whoever signed in on one is signed in on the other.
 */
export function FloorLoginScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const session = useFloorSession()
  const state = useSignIn(location.search, (token, tenantId) => {
    rememberUserName(token.tenant_id || tenantId, token.user_id, token.real_name || token.account)
    // A new session starts the console without the last one's tabs or lock, as its own sign-in does.
    clearTabs()
    clearLock()
    sessionChanged()
    navigate(floorReturnPath(location.state), { replace: true })
  })

  if (session) return <Navigate to={floorReturnPath(location.state)} replace />

  return (
    <Box
      component="form"
      onSubmit={state.submit}
      noValidate
      mih="100dvh"
      maw={480}
      mx="auto"
      p="md"
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-md)' }}
    >
      <div>
        <Title order={1} size="h2">
          {t('floor.app.name')}
        </Title>
        <Text c="dimmed">{t('floor.app.tagline')}</Text>
      </div>
      <LanguageSwitch />
      <WaitingOnDevice worker={null} />
      <SignInAlerts state={state} />
      <SignInFields state={state} look="phone" />
      {/* The sign-in sits at the bottom of the screen, where the thumb is. */}
      <Button type="submit" size="xl" fullWidth mt="auto" loading={state.submitting}>
        {t('signIn.submit')}
      </Button>
    </Box>
  )
}
