import { Anchor, Avatar, Box, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { hasSession } from '../../api/session.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import { LanguageSelect } from '../../ui/language-select.tsx'
import { useImageSource } from '../../ui/widgets/image-source.ts'
import { isLocked, unlockedPath, unlockScreen } from './lock-state.ts'
import { useSignOutEverywhere } from './sign-out.ts'
import { displayName, useUserInfo } from './user-info.ts'

/** The lock screen (/lock): the user, a password box to unlock, and a way out by logging out. */
export function LockPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signedIn = hasSession()
  const locked = isLocked()
  const user = useUserInfo(signedIn && locked)
  const avatar = useImageSource(user.data?.avatar).url ?? undefined
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value ? null : t('account.lock.passwordRequired')) },
  })
  const signOutEverywhere = useSignOutEverywhere()

  if (!signedIn) return <Navigate to="/login" replace />
  // Unlocked here: go back to the page locked on (the form's own re-render must not send the person home first).
  if (!locked) return <Navigate to={unlockedPath()} replace />

  const unlock = form.onSubmit(({ password }) => {
    if (unlockScreen(password)) {
      navigate(unlockedPath(), { replace: true })
      return
    }
    form.setFieldValue('password', '')
    form.setFieldError('password', t('account.lock.wrongPassword'))
  })

  const name = displayName(user.data)
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
      <Paper shadow="xl" radius="md" p="xl" w={380} maw="100%" component="form" onSubmit={unlock} noValidate>
        <Group justify="flex-end" mb="xs">
          <LanguageSelect />
        </Group>
        <Stack align="center" gap="xs">
          <Avatar src={avatar} alt={name} name={name} size={80} radius={80} color="blue" />
          <Title order={3}>{name || '\u00a0'}</Title>
          <Text size="sm" c="dimmed">
            {t('account.lock.title')}
          </Text>
        </Stack>
        <Stack gap="sm" mt="lg">
          <PasswordInput
            label={t('account.lock.password')}
            description={t('account.lock.unlockHint')}
            {...form.getInputProps('password')}
            autoComplete="off"
            autoFocus
          />
          <Button type="submit" fullWidth>
            {t('account.lock.unlock')}
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            onClick={() => confirmAction(t('account.lock.logoutConfirm'), signOutEverywhere, { danger: true })}
          >
            {t('account.lock.logout')}
          </Anchor>
        </Stack>
      </Paper>
    </Box>
  )
}
