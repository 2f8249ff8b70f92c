import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { updateInfoContract } from '#sync/resources/system/system.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { type ProfileForm, profileErrors } from './account-rules.ts'
import { AvatarPicker } from './avatar-picker.tsx'
import { ruleErrors, serverFieldErrors } from './form-errors.ts'
import { displayName, USER_INFO_KEY, type UserInfo } from './user-info.ts'

type PersonalInfo = ProfileForm & { avatar: string | null }
const personalInfoOf = (u: UserInfo): PersonalInfo => ({
  avatar: u.avatar,
  name: u.name ?? '',
  realName: u.realName ?? '',
  phone: u.phone ?? '',
  email: u.email ?? '',
})
const SERVER_FIELDS = { name: 'name', realName: 'realName', phone: 'phone', email: 'email' } as const

/** The profile's personal info: the avatar, names, phone and e-mail, filled once from the stored user. */
export function PersonalInfoTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useForm<PersonalInfo>({
    initialValues: personalInfoOf(user),
    validate: (values) => ruleErrors(profileErrors(values, user), t),
  })

  const save = form.onSubmit(async (values) => {
    try {
      const saved = await callApi(updateInfoContract, {
        params: {
          avatar: values.avatar || null,
          name: values.name.trim(),
          realName: values.realName.trim(),
          phone: values.phone.trim() || null,
          email: values.email.trim() || null,
        },
      })
      queryClient.setQueryData<UserInfo>(USER_INFO_KEY, (old) => (old ? { ...old, ...saved } : old))
      // What was saved is what "reset" goes back to, and the avatar no longer waits.
      form.resetDirty()
      clientSettings.notifySuccess(t('account.profile.saved'))
    } catch (err) {
      form.setErrors(serverFieldErrors(err, SERVER_FIELDS))
    }
  })

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md" maw={640}>
        <AvatarPicker
          value={form.values.avatar}
          name={displayName(user)}
          error={form.errors.avatar as string | undefined}
          unsaved={form.isDirty('avatar')}
          onChange={(url) => form.setFieldValue('avatar', url)}
          onRefused={(problem) => form.setFieldError('avatar', problem)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('account.profile.account')} value={user.account} readOnly variant="filled" />
          <TextInput label={t('account.profile.name')} {...form.getInputProps('name')} required />
          <TextInput label={t('account.profile.realName')} {...form.getInputProps('realName')} required />
          <TextInput
            label={t('account.profile.phone')}
            {...form.getInputProps('phone')}
            inputMode="tel"
            autoComplete="tel"
            required={Boolean(user.phone?.trim())}
          />
          <TextInput
            label={t('account.profile.email')}
            {...form.getInputProps('email')}
            type="email"
            autoComplete="email"
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t('account.profile.save')}
          </Button>
          <Button variant="default" onClick={form.reset} disabled={form.submitting}>
            {t('account.profile.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
