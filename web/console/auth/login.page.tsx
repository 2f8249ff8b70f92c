import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { clearTabs } from '../../app/shell/tabs-store.ts'
import { LanguageSelect } from '../../ui/language-select.tsx'
import { SignInAlerts, SignInFields } from '../../ui/sign-in/sign-in-fields.tsx'
import { useSignIn } from '../../ui/sign-in/use-sign-in.ts'
import { clearLock } from '../account/lock-state.ts'
import { RegisterDialog } from '../account/register-dialog.tsx'
import { requestNewsDialog } from '../desk/news-dialog.tsx'

/** The page a guarded route sent the person away from, if it is a console page worth returning to. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/'
  return ['/login', '/lock'].some((p) => from === p || from.startsWith(`${p}?`)) ? '/' : from
}

/** The console's sign-in page: the one sign-in form (web/ui/sign-in) on a card, with language and registration. */
export function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [registering, setRegistering] = useState(false)
  const state = useSignIn(location.search, () => {
    // Spec 1 §4: a new session starts without the last one's tabs or lock, and shows the news once.
    clearTabs()
    clearLock()
    requestNewsDialog()
    navigate(returnPath(location.state), { replace: true })
  })

  return (
    <Box
      mih="100vh"
      p="md"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #1864ab 0%, #1c7ed6 45%, #e7f5ff 100%)',
      }}
    >
      <Paper shadow="xl" radius="md" p="xl" w={420} maw="100%" component="form" onSubmit={state.submit} noValidate>
        <Group justify="space-between" align="flex-start" mb="lg" wrap="nowrap">
          <div>
            <Title order={2}>{t('app.name')}</Title>
            <Text size="sm" c="dimmed">
              {t('app.tagline')}
            </Text>
          </div>
          <LanguageSelect />
        </Group>
        <Stack gap="sm">
          <SignInAlerts state={state} />
          <SignInFields state={state} look="desk" />
          <Button type="submit" fullWidth mt="sm" loading={state.submitting} loaderProps={{ type: 'dots' }}>
            {t('signIn.submit')}
          </Button>
          {state.submitting && (
            <Text size="xs" c="dimmed" ta="center" role="status">
              {t('signIn.submitting')}
            </Text>
          )}
          <Text size="sm" ta="center">
            {t('account.login.noAccount')}{' '}
            <Anchor component="button" type="button" onClick={() => setRegistering(true)}>
              {t('account.login.register')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
      <RegisterDialog opened={registering} onClose={() => setRegistering(false)} tenantId={state.knownTenant} />
    </Box>
  )
}
