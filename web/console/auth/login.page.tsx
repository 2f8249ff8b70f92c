import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Image,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core'
import { type FormEvent, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { fetchCaptcha, fetchTenantByDomain, SignInError, signIn } from '../../api/auth.ts'
import { readSession } from '../../api/session.ts'
import { clearTabs } from '../../app/shell/tabs-store.ts'
import { LanguageSelect } from '../../ui/language-select.tsx'
import { clearLock } from '../account/lock-state.ts'
import { RegisterDialog } from '../account/register-dialog.tsx'
import { requestNewsDialog } from '../desk/news-dialog.tsx'

type Captcha = { key: string; image: string }

function subscribeOnline(fn: () => void): () => void {
  window.addEventListener('online', fn)
  window.addEventListener('offline', fn)
  return () => {
    window.removeEventListener('online', fn)
    window.removeEventListener('offline', fn)
  }
}
const isOnline = () => navigator.onLine
const assumeOnline = () => true
type Fields = { tenantId: string; username: string; password: string; captchaCode: string }
type FieldErrors = Partial<Record<keyof Fields, string>>

/** The tenant id given in the address (?tenantId=), trimmed, or null. */
function tenantIdFromQuery(search: string): string | null {
  const value = new URLSearchParams(search).get('tenantId')?.trim()
  return value ? value : null
}

/** The page a guarded route sent the person away from, if it is a console page worth returning to. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/'
  return ['/login', '/lock'].some((p) => from === p || from.startsWith(`${p}?`)) ? '/' : from
}

/** The sign-in page: tenant (hidden when known), user, password (hashed before sending), captcha, language. */
export function LoginPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const queryTenant = tenantIdFromQuery(location.search)
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
  // The server's message is in the language it was asked in: a switch of language drops it.
  const language = i18n.language
  useEffect(() => {
    if (language) setServerError(null)
  }, [language])
  const [submitting, setSubmitting] = useState(false)
  const [registering, setRegistering] = useState(false)

  // The latest captcha request: a sign-in waits for it (sent before the image arrived, it would carry
  // no key), and only it may fill the image (an older, slower answer never overwrites a newer one).
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
  // Offline a sign-in cannot reach the server: say so, and fetch the captcha once back online.
  const online = useSyncExternalStore(subscribeOnline, isOnline, assumeOnline)
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current && !captcha) void loadCaptcha()
    wasOnline.current = online
  }, [online, captcha, loadCaptcha])

  // A tenant bound to this domain needs no typing; an id in the address wins over it.
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

  const tenantId = knownTenant ?? fields.tenantId.trim()

  const set = (name: keyof Fields) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value
    setFields((f) => ({ ...f, [name]: value }))
    setErrors((errs) => ({ ...errs, [name]: undefined }))
  }

  function validate(): FieldErrors {
    const found: FieldErrors = {}
    if (!tenantId) found.tenantId = t('account.login.required.tenant')
    if (!fields.username.trim()) found.username = t('account.login.required.username')
    if (!fields.password) found.password = t('account.login.required.password')
    else if (fields.password.length < 6) found.password = t('account.login.passwordShort')
    if (!fields.captchaCode.trim()) found.captchaCode = t('account.login.required.captcha')
    return found
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!navigator.onLine) {
      setServerError(t('account.login.offline'))
      return
    }
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSubmitting(true)
    setServerError(null)
    try {
      const current = await captchaRequest.current
      await signIn({
        tenantId,
        username: fields.username.trim(),
        password: fields.password,
        captchaKey: current?.key ?? '',
        captchaCode: fields.captchaCode.trim(),
      })
      // Spec 1 §4: a new session starts without the last one's tabs or lock, and shows the news once.
      clearTabs()
      clearLock()
      requestNewsDialog()
      navigate(returnPath(location.state), { replace: true })
    } catch (err) {
      setServerError(err instanceof SignInError ? err.message : t('account.login.failed'))
      setFields((f) => ({ ...f, captchaCode: '' }))
      void loadCaptcha()
    } finally {
      setSubmitting(false)
    }
  }

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
      <Paper shadow="xl" radius="md" p="xl" w={420} maw="100%" component="form" onSubmit={submit} noValidate>
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
          {!online && !serverError && (
            <Alert color="orange" role="status">
              {t('account.login.offline')}
            </Alert>
          )}
          {serverError && (
            <Alert color="red" role="alert" title={t('account.login.failed')}>
              {serverError}
            </Alert>
          )}
          {!knownTenant && (
            <TextInput
              label={t('account.login.tenant')}
              aria-label={t('account.login.tenant')}
              required
              value={fields.tenantId}
              onChange={set('tenantId')}
              error={errors.tenantId}
            />
          )}
          <TextInput
            label={t('account.login.username')}
            aria-label={t('account.login.username')}
            required
            value={fields.username}
            onChange={set('username')}
            error={errors.username}
            autoComplete="username"
            autoFocus
          />
          <PasswordInput
            label={t('account.login.password')}
            aria-label={t('account.login.password')}
            required
            value={fields.password}
            onChange={set('password')}
            error={errors.password}
            autoComplete="current-password"
          />
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label={t('account.login.captcha')}
              aria-label={t('account.login.captcha')}
              required
              value={fields.captchaCode}
              onChange={set('captchaCode')}
              error={errors.captchaCode}
              autoComplete="off"
              style={{ flex: 1 }}
            />
            <Tooltip label={t('account.login.captchaRefresh')}>
              <UnstyledButton
                type="button"
                mt={24}
                aria-label={t('account.login.captchaRefresh')}
                onClick={() => void loadCaptcha()}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              >
                {online && captcha ? (
                  <Image
                    src={captcha.image}
                    alt={t('account.login.captchaRefresh')}
                    w={130}
                    h={48}
                    radius="sm"
                    style={{ border: '1px solid var(--mantine-color-gray-3)' }}
                  />
                ) : (
                  <Text
                    w={130}
                    h={48}
                    size="xs"
                    c="dimmed"
                    ta="center"
                    lh="48px"
                    style={{ border: '1px dashed var(--mantine-color-gray-3)', borderRadius: 4 }}
                  >
                    {online ? '' : t('account.login.captchaOffline')}
                  </Text>
                )}
              </UnstyledButton>
            </Tooltip>
          </Group>
          <Button type="submit" fullWidth mt="sm" loading={submitting} loaderProps={{ type: 'dots' }}>
            {t('account.login.submit')}
          </Button>
          {submitting && (
            <Text size="xs" c="dimmed" ta="center" role="status">
              {t('account.login.submitting')}
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
      <RegisterDialog opened={registering} onClose={() => setRegistering(false)} tenantId={knownTenant} />
    </Box>
  )
}
