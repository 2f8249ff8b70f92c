import { Alert, Box, Button, Image, PasswordInput, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { fetchCaptcha, fetchTenantByDomain, SignInError, signIn } from '../../api/auth.ts'
import { readSession } from '../../api/session.ts'
import { clearTabs } from '../../app/shell/tabs-store.ts'
import { clearLock } from '../../console/account/lock-state.ts'
import { rememberUserName, sessionChanged, useFloorSession } from './floor-session.ts'
import { floorReturnPath } from './floor-work.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { useOnline } from './use-online.ts'
import { WaitingOnDevice } from './waiting-on-device.tsx'

type Captcha = { key: string; image: string }
type Fields = { tenantId: string; username: string; password: string; captchaCode: string }
type FieldErrors = Partial<Record<keyof Fields, string>>

/**
 * The floor's sign-in (/floor/login): tenant (unless the address or the domain gives it), user,
 * password, captcha, with the console's labels; phone first, the sign-in button at the thumb. The
 * session is the console's: whoever signed in on one is signed in on the other.
 */
export function FloorLoginScreen() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const session = useFloorSession()
  const online = useOnline()
  const queryTenant = new URLSearchParams(location.search).get('tenantId')?.trim() || null
  const [domainTenant, setDomainTenant] = useState<string | null>(null)
  const knownTenant = queryTenant ?? domainTenant
  const [fields, setFields] = useState<Fields>({
    tenantId: readSession().tenantId ?? '000000',
    username: '',
    password: '',
    captchaCode: '',
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [captcha, setCaptcha] = useState<Captcha | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // The server's message is in the language it was asked in: a switch of language drops it.
  const language = i18n.language
  useEffect(() => {
    if (language) setServerError(null)
  }, [language])

  // Only the latest captcha request fills the image, and a sign-in waits for it (as the console does).
  const captchaRequest = useRef<Promise<Captcha | null> | null>(null)
  const loadCaptcha = useCallback(() => {
    const request = fetchCaptcha().catch(() => null)
    captchaRequest.current = request
    void request.then((found) => {
      if (captchaRequest.current === request) setCaptcha(found)
    })
    return request
  }, [])
  useEffect(() => {
    void loadCaptcha()
  }, [loadCaptcha])
  // Back online, a captcha that could not load offline is fetched again.
  useEffect(() => {
    if (online && !captcha) void loadCaptcha()
  }, [online, captcha, loadCaptcha])

  useEffect(() => {
    if (queryTenant) return
    let live = true
    fetchTenantByDomain(window.location.host)
      .then((found) => {
        if (live && found) setDomainTenant(found)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [queryTenant])

  if (session) return <Navigate to={floorReturnPath(location.state)} replace />

  const tenantId = knownTenant ?? fields.tenantId.trim()
  const set = (name: keyof Fields) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value
    setFields((f) => ({ ...f, [name]: value }))
    setErrors((errs) => ({ ...errs, [name]: undefined }))
  }

  function validate(): FieldErrors {
    const found: FieldErrors = {}
    if (!tenantId) found.tenantId = t('floor.login.required')
    if (!fields.username.trim()) found.username = t('floor.login.required')
    if (!fields.password) found.password = t('floor.login.required')
    else if (fields.password.length < 6) found.password = t('floor.login.passwordShort')
    if (!fields.captchaCode.trim()) found.captchaCode = t('floor.login.required')
    return found
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    // Offline the server cannot be asked: say what is needed rather than a network error.
    if (!navigator.onLine) {
      setServerError(t('floor.login.needsNetwork'))
      return
    }
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSubmitting(true)
    setServerError(null)
    try {
      const current = await captchaRequest.current
      const token = await signIn({
        tenantId,
        username: fields.username.trim(),
        password: fields.password,
        captchaKey: current?.key ?? '',
        captchaCode: fields.captchaCode.trim(),
      })
      rememberUserName(token.tenant_id || tenantId, token.user_id, token.real_name || token.account)
      // A new session starts the console without the last one's tabs or lock, as its own sign-in does.
      clearTabs()
      clearLock()
      sessionChanged()
      navigate(floorReturnPath(location.state), { replace: true })
    } catch (err) {
      setServerError(err instanceof SignInError ? err.message : t('floor.login.failed'))
      setFields((f) => ({ ...f, captchaCode: '' }))
      void loadCaptcha()
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Box
      component="form"
      onSubmit={submit}
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
      {!online && (
        <Alert color="orange" role="status">
          {t('floor.login.offline')}
        </Alert>
      )}
      <WaitingOnDevice worker={null} />
      {serverError && (
        <Alert color="red" role="alert" title={t('floor.login.failed')}>
          {serverError}
        </Alert>
      )}
      <Stack gap="sm">
        {!knownTenant && (
          <TextInput
            label={t('floor.login.tenant')}
            aria-label={t('floor.login.tenant')}
            required
            value={fields.tenantId}
            onChange={set('tenantId')}
            error={errors.tenantId}
            inputMode="numeric"
          />
        )}
        <TextInput
          label={t('floor.login.username')}
          aria-label={t('floor.login.username')}
          required
          value={fields.username}
          onChange={set('username')}
          error={errors.username}
          autoComplete="username"
          autoCapitalize="none"
        />
        <PasswordInput
          label={t('floor.login.password')}
          aria-label={t('floor.login.password')}
          required
          value={fields.password}
          onChange={set('password')}
          error={errors.password}
          autoComplete="current-password"
        />
        <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-xs)', alignItems: 'flex-start' }}>
          <TextInput
            label={t('floor.login.captcha')}
            aria-label={t('floor.login.captcha')}
            required
            value={fields.captchaCode}
            onChange={set('captchaCode')}
            error={errors.captchaCode}
            autoComplete="off"
            autoCapitalize="none"
            style={{ flex: 1 }}
          />
          <UnstyledButton
            type="button"
            mt={30}
            aria-label={t('floor.login.captchaRefresh')}
            title={t('floor.login.captchaRefresh')}
            onClick={() => void loadCaptcha()}
          >
            {online && captcha ? (
              <Image
                src={captcha.image}
                alt={t('floor.login.captchaRefresh')}
                w={140}
                h={50}
                radius="md"
                style={{ border: '1px solid var(--mantine-color-gray-4)' }}
              />
            ) : (
              // No image to break: offline the box says what it waits for (online, the image is on its way).
              <Text
                w={140}
                h={50}
                fz={12}
                lh={1.2}
                c="dimmed"
                p={4}
                data-testid="floor-captcha-missing"
                style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8, overflow: 'hidden' }}
              >
                {online ? '' : t('floor.login.needsNetwork')}
              </Text>
            )}
          </UnstyledButton>
        </Box>
      </Stack>
      {/* The sign-in sits at the bottom of the screen, where the thumb is. */}
      <Button type="submit" size="xl" fullWidth mt="auto" loading={submitting}>
        {t('floor.login.submit')}
      </Button>
    </Box>
  )
}
