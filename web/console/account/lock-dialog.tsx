import { Button, Group, Loader, Modal, PasswordInput, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { hasLockPassword, lockScreen, setLockPassword } from './lock-state.ts'

/** Spec 1 §2.5: the lock page follows 100 ms after locking. */
const LOCK_DELAY_MS = 100
export const LOCK_PATH = '/lock'

/**
 * The lock button's dialog: asks for a lock password when none is set (then locks), otherwise locks at
 * once; either way the console moves to /lock.
 */
export function LockDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value ? null : t('account.lock.passwordRequired')) },
  })
  const resetForm = useRef(form.reset)
  resetForm.current = form.reset
  const [locking, setLocking] = useState(false)
  // Decided when the dialog opens: a password set now must not skip the form mid-way.
  const [asksPassword, setAsksPassword] = useState(false)
  // The parent's onClose may change identity on every render; only opening should restart the dialog.
  const close = useRef(onClose)
  close.current = onClose
  const location = useLocation()
  // The page the console is locked on, where unlocking returns.
  const here = useRef(location.pathname + location.search)
  here.current = location.pathname + location.search

  useEffect(() => {
    if (!opened) return
    resetForm.current()
    const needsPassword = !hasLockPassword()
    setAsksPassword(needsPassword)
    if (needsPassword) return
    lockScreen(here.current)
    setLocking(true)
    const timer = window.setTimeout(() => {
      setLocking(false)
      close.current()
      navigate(LOCK_PATH)
    }, LOCK_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [opened, navigate])

  const submit = form.onSubmit(({ password }) => {
    setLockPassword(password)
    lockScreen(here.current)
    setLocking(true)
    window.setTimeout(() => {
      setLocking(false)
      close.current()
      navigate(LOCK_PATH)
    }, LOCK_DELAY_MS)
  })

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={asksPassword ? t('account.lock.setTitle') : t('account.lock.locking')}
      centered
      size="sm"
    >
      {asksPassword ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('account.lock.setHint')}
            </Text>
            <PasswordInput
              label={t('account.lock.password')}
              {...form.getInputProps('password')}
              autoComplete="new-password"
              data-autofocus
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={locking}>
                {t('account.cancel')}
              </Button>
              <Button type="submit" loading={locking}>
                {t('account.lock.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group justify="center" p="md">
          <Loader size="sm" />
        </Group>
      )}
    </Modal>
  )
}
