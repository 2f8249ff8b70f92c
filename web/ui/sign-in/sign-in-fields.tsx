import { Alert, Box, Image, PasswordInput, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SignInState } from './use-sign-in.ts'

/** The console's card (`desk`) or the floor's phone screen (`phone`): larger captcha, no capitals, a numeric pad for the tenant. */
export type SignInLook = 'desk' | 'phone'

const CAPTCHA_BOX = {
  desk: { w: 130, h: 48, mt: 24, radius: 'sm' },
  phone: { w: 140, h: 50, mt: 30, radius: 'md' },
} as const

/** Offline, and the server's refusal of the last attempt (in the language it was asked in). */
export function SignInAlerts({ state }: { state: SignInState }) {
  const { t } = useTranslation()
  return (
    <>
      {!state.online && !state.serverError && (
        <Alert color="orange" role="status">
          {t('signIn.offline')}
        </Alert>
      )}
      {state.serverError && (
        <Alert color="red" role="alert" title={t('signIn.failed')}>
          {state.serverError}
        </Alert>
      )}
    </>
  )
}

/** The captcha image, a button that asks for a new one; offline a box that says the network is needed. */
function CaptchaButton({ state, look }: { state: SignInState; look: SignInLook }) {
  const { t } = useTranslation()
  const box = CAPTCHA_BOX[look]
  return (
    <UnstyledButton
      type="button"
      mt={box.mt}
      aria-label={t('signIn.captchaRefresh')}
      title={t('signIn.captchaRefresh')}
      onClick={() => void state.loadCaptcha()}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {state.online && state.captcha ? (
        <Image
          src={state.captcha.image}
          alt={t('signIn.captchaRefresh')}
          w={box.w}
          h={box.h}
          radius={box.radius}
          style={{ border: '1px solid var(--mantine-color-gray-4)' }}
        />
      ) : (
        <Text
          w={box.w}
          h={box.h}
          fz={12}
          lh={`${box.h}px`}
          c="dimmed"
          ta="center"
          data-testid="captcha-missing"
          style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 4, overflow: 'hidden' }}
        >
          {state.online ? '' : t('signIn.captchaOffline')}
        </Text>
      )}
    </UnstyledButton>
  )
}

/** The sign-in's fields: tenant (unless known), user name, password, captcha code beside its image. */
export function SignInFields({ state, look }: { state: SignInState; look: SignInLook }) {
  const { t } = useTranslation()
  const { form } = state
  const phone = look === 'phone'
  const field = (name: 'tenantId' | 'username' | 'password' | 'captchaCode', label: string) => ({
    ...form.getInputProps(name),
    label: t(label),
    'aria-label': t(label),
    required: true,
  })
  return (
    <Stack gap="sm">
      {!state.knownTenant && (
        <TextInput {...field('tenantId', 'signIn.tenant')} inputMode={phone ? 'numeric' : undefined} />
      )}
      <TextInput
        {...field('username', 'signIn.username')}
        autoComplete="username"
        autoCapitalize={phone ? 'none' : undefined}
        autoFocus={!phone}
      />
      <PasswordInput {...field('password', 'signIn.password')} autoComplete="current-password" />
      <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-xs)', alignItems: 'flex-start' }}>
        <TextInput
          {...field('captchaCode', 'signIn.captcha')}
          autoComplete="off"
          autoCapitalize={phone ? 'none' : undefined}
          style={{ flex: 1 }}
        />
        <CaptchaButton state={state} look={look} />
      </Box>
    </Stack>
  )
}
