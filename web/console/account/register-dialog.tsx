import { Alert, Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { registerGuest } from '../../api/auth.ts'
import { ApiError, clientSettings } from '../../api/client.ts'
import { clearSession, hasSession } from '../../api/session.ts'
import { type RegisterForm, registerErrors } from './account-rules.ts'
import { ruleErrors, serverFieldErrors } from './form-errors.ts'

type Field = keyof RegisterForm
const EMPTY: RegisterForm = { tenantId: '', name: '', account: '', password: '', confirmPassword: '' }
/** The server names the fields as the form does. */
const SERVER_FIELDS = Object.fromEntries(Object.keys(EMPTY).map((k) => [k, k])) as Record<Field, Field>

/**
 * Registration of a guest account (spec 1 §2.5): it waits for an administrator's approval. The
 * tenant field is hidden when the tenant is known; `oauthId` links a third-party sign-in.
 */
export function RegisterDialog({
  opened,
  onClose,
  tenantId,
  oauthId,
}: {
  opened: boolean
  onClose: () => void
  tenantId?: string | null
  oauthId?: string
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useForm<RegisterForm>({ initialValues: EMPTY })
  const [failure, setFailure] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const tenantKnown = Boolean(tenantId)
  const field = (name: Field) => form.getInputProps(name)

  function close() {
    form.reset()
    setFailure(null)
    onClose()
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    const values = { ...form.getValues(), ...(tenantKnown ? { tenantId: tenantId as string } : {}) }
    const found = registerErrors(values)
    form.setErrors(ruleErrors(found, t))
    setFailure(null)
    if (Object.keys(found).length > 0) return
    setSubmitting(true)
    try {
      await registerGuest(
        {
          tenantId: values.tenantId.trim(),
          name: values.name.trim(),
          account: values.account.trim(),
          password: values.password,
          ...(oauthId ? { oauthId } : {}),
        },
        { silent: true },
      )
      clientSettings.notifySuccess(t('account.register.submitted'))
      close()
      // A third-party guest may hold a session: registration ends it, and sign-in starts over.
      if (hasSession()) clearSession()
      navigate('/login', { replace: true })
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(serverFieldErrors(err, SERVER_FIELDS))
      setFailure(err instanceof ApiError && err.message ? err.message : t('account.register.submitFailed'))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={t('account.register.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {!tenantKnown && <TextInput label={t('account.register.tenant')} {...field('tenantId')} required />}
          <TextInput label={t('account.register.name')} {...field('name')} autoComplete="name" required />
          <TextInput label={t('account.register.account')} {...field('account')} autoComplete="username" required />
          <PasswordInput
            label={t('account.register.password')}
            {...field('password')}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            label={t('account.register.confirm')}
            {...field('confirmPassword')}
            autoComplete="new-password"
            required
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('account.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('account.register.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
