import {
  Alert,
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
} from '@mantine/core'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { fetchCaptcha, SignInError, signIn } from '../../api/auth.ts'
import { readSession } from '../../api/session.ts'
import { LanguageSelect } from '../../ui/language-select.tsx'

type Fields = { tenantId: string; username: string; password: string; captchaCode: string }
type FieldErrors = Partial<Record<keyof Fields, string>>

/** Where a signed-in user lands (spec 1 §2.2). */
export const HOME_PATH = '/desk/notice'

/** The sign-in page: tenant, user, password (hashed before sending), captcha, language. */
export function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [fields, setFields] = useState<Fields>({
    tenantId: readSession().tenantId ?? '000000',
    username: '',
    password: '',
    captchaCode: '',
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [captcha, setCaptcha] = useState<{ key: string; image: string } | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const loadCaptcha = useCallback(async () => {
    try {
      setCaptcha(await fetchCaptcha())
    } catch {
      setCaptcha(null)
    }
  }, [])
  useEffect(() => {
    void loadCaptcha()
  }, [loadCaptcha])

  const set = (name: keyof Fields) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value
    setFields((f) => ({ ...f, [name]: value }))
    setErrors((errs) => ({ ...errs, [name]: undefined }))
  }

  function validate(): FieldErrors {
    const found: FieldErrors = {}
    if (!fields.tenantId.trim()) found.tenantId = t('login.required.tenant')
    if (!fields.username.trim()) found.username = t('login.required.username')
    if (!fields.password) found.password = t('login.required.password')
    else if (fields.password.length < 6) found.password = t('login.passwordShort')
    if (!fields.captchaCode.trim()) found.captchaCode = t('login.required.captcha')
    return found
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSubmitting(true)
    setServerError(null)
    try {
      await signIn({
        tenantId: fields.tenantId.trim(),
        username: fields.username.trim(),
        password: fields.password,
        captchaKey: captcha?.key ?? '',
        captchaCode: fields.captchaCode.trim(),
      })
      navigate(HOME_PATH, { replace: true })
    } catch (err) {
      setServerError(err instanceof SignInError ? err.message : t('login.failed'))
      setFields((f) => ({ ...f, captchaCode: '' }))
      void loadCaptcha()
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Box
      mih="100vh"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #1864ab 0%, #1c7ed6 45%, #e7f5ff 100%)',
      }}
    >
      <Paper shadow="xl" radius="md" p="xl" w={420} component="form" onSubmit={submit} noValidate>
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
          {serverError && (
            <Alert color="red" role="alert" title={t('login.failed')}>
              {serverError}
            </Alert>
          )}
          <TextInput
            label={t('login.tenant')}
            value={fields.tenantId}
            onChange={set('tenantId')}
            error={errors.tenantId}
          />
          <TextInput
            label={t('login.username')}
            value={fields.username}
            onChange={set('username')}
            error={errors.username}
            autoComplete="username"
            autoFocus
          />
          <PasswordInput
            label={t('login.password')}
            value={fields.password}
            onChange={set('password')}
            error={errors.password}
            autoComplete="current-password"
          />
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              label={t('login.captcha')}
              value={fields.captchaCode}
              onChange={set('captchaCode')}
              error={errors.captchaCode}
              autoComplete="off"
              style={{ flex: 1 }}
            />
            <Tooltip label={t('login.captchaRefresh')}>
              <Image
                src={captcha?.image}
                alt={t('login.captchaRefresh')}
                w={130}
                h={48}
                mt={24}
                radius="sm"
                style={{ cursor: 'pointer', border: '1px solid var(--mantine-color-gray-3)' }}
                onClick={() => void loadCaptcha()}
              />
            </Tooltip>
          </Group>
          <Button type="submit" fullWidth mt="sm" loading={submitting} loaderProps={{ type: 'dots' }}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
          {submitting && (
            <Text size="xs" c="dimmed" ta="center">
              {t('login.submitting')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Box>
  )
}
