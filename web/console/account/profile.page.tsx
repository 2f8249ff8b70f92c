import { Button, Group, Loader, Paper, PasswordInput, Stack, Tabs, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { updatePasswordContract } from '#sync/resources/system/system.contracts.ts'
import { hashPassword } from '../../api/auth.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { type PasswordForm, passwordErrors } from './account-rules.ts'
import { ruleErrors, serverFieldErrors } from './form-errors.ts'
import { PersonalInfoTab } from './personal-info-tab.tsx'
import { useUserInfo } from './user-info.ts'

const EMPTY_PASSWORDS: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' }
const SERVER_FIELDS = {
  oldPassword: 'oldPassword',
  newPassword: 'newPassword',
  newPassword1: 'confirmPassword',
} as const

function ChangePasswordTab() {
  const { t } = useTranslation()
  const form = useForm<PasswordForm>({
    initialValues: EMPTY_PASSWORDS,
    validate: (values) => ruleErrors(passwordErrors(values), t),
  })

  const save = form.onSubmit(async (values) => {
    try {
      // The current password travels as the md5 the sign-in sends; the new one is checked against the rules.
      await callApi(updatePasswordContract, {
        params: {
          oldPassword: hashPassword(values.oldPassword),
          newPassword: values.newPassword,
          newPassword1: values.confirmPassword,
        },
      })
      form.setValues(EMPTY_PASSWORDS)
      clientSettings.notifySuccess(t('account.profile.passwordChanged'))
    } catch (err) {
      form.setErrors(serverFieldErrors(err, SERVER_FIELDS))
    }
  })

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label={t('account.profile.oldPassword')}
          {...form.getInputProps('oldPassword')}
          autoComplete="current-password"
          required
        />
        <PasswordInput
          label={t('account.profile.newPassword')}
          description={t('account.profile.passwordHint')}
          {...form.getInputProps('newPassword')}
          autoComplete="new-password"
          required
        />
        <PasswordInput
          label={t('account.profile.confirmPassword')}
          {...form.getInputProps('confirmPassword')}
          autoComplete="new-password"
          required
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t('account.profile.save')}
          </Button>
          <Button variant="default" onClick={() => form.setValues(EMPTY_PASSWORDS)} disabled={form.submitting}>
            {t('account.profile.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** The profile (/info/index): personal info with the avatar, and the password change. */
export function ProfilePage() {
  const { t } = useTranslation()
  const user = useUserInfo()
  const [tab, setTab] = useState<string | null>('info')

  return (
    <Stack gap="md">
      <Title order={3}>{t('account.profile.title')}</Title>
      <Paper withBorder radius="md" p="md">
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List mb="md">
            <Tabs.Tab value="info">{t('account.profile.infoTab')}</Tabs.Tab>
            <Tabs.Tab value="password">{t('account.profile.passwordTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="info">
            {user.isPending && <Loader size="sm" />}
            {user.isError && <Text c="red">{t('account.profile.loadFailed')}</Text>}
            {/* Filled once from the stored user: a background refresh never overwrites what is being typed. */}
            {user.data && <PersonalInfoTab user={user.data} />}
          </Tabs.Panel>
          <Tabs.Panel value="password">
            <ChangePasswordTab />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  )
}
