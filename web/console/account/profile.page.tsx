import {
  Avatar,
  Button,
  FileButton,
  Group,
  Loader,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hashPassword } from '../../api/auth.ts'
import { ApiError, clientSettings, postJson, uploadFile } from '../../api/client.ts'
import { ImageCropDialog } from '../../ui/widgets/image-crop-dialog.tsx'
import { useImageSource } from '../../ui/widgets/image-source.ts'
import {
  avatarFileRule,
  type FormErrors,
  type PasswordForm,
  type ProfileForm,
  passwordErrors,
  profileErrors,
  type RuleMessage,
} from './account-rules.ts'
import { displayName, USER_INFO_KEY, type UserInfo, useUserInfo } from './user-info.ts'

/** The server's field errors (400 with data.errors), renamed onto this form's fields. */
function serverFieldErrors<F extends string>(e: unknown, rename: Record<string, F>): Partial<Record<F, string>> {
  if (!(e instanceof ApiError)) return {}
  const errors = (e.data as { errors?: { field: string; message: string }[] } | null)?.errors ?? []
  const out: Partial<Record<F, string>> = {}
  for (const { field, message } of errors) {
    const target = rename[field]
    if (target) out[target] = message
  }
  return out
}

const EMPTY_PROFILE: ProfileForm = { name: '', realName: '', phone: '', email: '' }
const profileOf = (u: UserInfo | undefined): ProfileForm =>
  u ? { name: u.name ?? '', realName: u.realName ?? '', phone: u.phone ?? '', email: u.email ?? '' } : EMPTY_PROFILE

function PersonalInfoTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [form, setForm] = useState<ProfileForm>(() => profileOf(user))
  const [avatarUrl, setAvatarUrl] = useState<string | null>(user.avatar)
  const [errors, setErrors] = useState<FormErrors<keyof ProfileForm>>({})
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof ProfileForm, string>>>({})
  const [avatarError, setAvatarError] = useState<RuleMessage | null>(null)
  const [avatarNote, setAvatarNote] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [saving, setSaving] = useState(false)
  const avatarSrc = useImageSource(avatarUrl).url ?? undefined

  const set = (name: keyof ProfileForm) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value
    setForm((f) => ({ ...f, [name]: value }))
    setErrors((errs) => ({ ...errs, [name]: undefined }))
    setServerErrors((errs) => ({ ...errs, [name]: undefined }))
  }
  const errorOf = (name: keyof ProfileForm) => serverErrors[name] ?? (errors[name] ? t(errors[name]) : undefined)

  // A picked image is framed square (图片裁剪) before it is uploaded; the blob URL lives while the dialog does.
  const [cropping, setCropping] = useState<{ src: string; name: string } | null>(null)
  function closeCrop() {
    if (cropping) URL.revokeObjectURL(cropping.src)
    setCropping(null)
  }

  function pickAvatar(file: File | null) {
    if (!file) return
    const problem = avatarFileRule(file)
    setAvatarError(problem)
    setAvatarNote(false)
    if (problem) return
    setCropping({ src: URL.createObjectURL(file), name: file.name })
  }

  async function uploadAvatar(cropped: Blob) {
    const name = cropping?.name ?? 'avatar.png'
    closeCrop()
    setUploading(true)
    try {
      const answer = await uploadFile<{ url: string }>(
        '/api/picture/upload',
        new File([cropped], name, { type: cropped.type }),
      )
      setAvatarUrl(answer.url)
      setAvatarNote(true)
    } catch {
      // The client showed the server's message (or "Upload failed!").
    } finally {
      setUploading(false)
    }
  }

  function reset() {
    setForm(profileOf(user))
    setAvatarUrl(user.avatar)
    setErrors({})
    setServerErrors({})
    setAvatarError(null)
    setAvatarNote(false)
  }

  async function save(e: FormEvent) {
    e.preventDefault()
    const found = profileErrors(form, user)
    setErrors(found)
    setServerErrors({})
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      const saved = await postJson<Partial<UserInfo>>('/api/blade-user/update-info', {
        avatar: avatarUrl || null,
        name: form.name.trim(),
        realName: form.realName.trim(),
        phone: form.phone.trim() || null,
        email: form.email.trim() || null,
      })
      queryClient.setQueryData<UserInfo>(USER_INFO_KEY, (old) => (old ? { ...old, ...saved } : old))
      setAvatarNote(false)
      clientSettings.notifySuccess(t('account.profile.saved'))
    } catch (err) {
      setServerErrors(
        serverFieldErrors(err, { name: 'name', realName: 'realName', phone: 'phone', email: 'email' } as const),
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md" maw={640}>
        <Group gap="md" align="center">
          <Avatar src={avatarSrc} alt={t('account.avatar.alt')} name={displayName(user)} size={88} radius={88} />
          <Stack gap={4}>
            <FileButton onChange={pickAvatar} accept="image/png,image/jpeg">
              {(props) => (
                <Button {...props} variant="light" loading={uploading}>
                  {t('account.avatar.change')}
                </Button>
              )}
            </FileButton>
            <ImageCropDialog
              opened={cropping !== null}
              src={cropping?.src ?? null}
              onClose={closeCrop}
              onCropped={(blob) => void uploadAvatar(blob)}
            />
            <Text size="xs" c="dimmed">
              {t('account.avatar.hint')}
            </Text>
            {avatarError && (
              <Text size="xs" c="red" role="alert">
                {t(avatarError)}
              </Text>
            )}
            {avatarNote && (
              <Text size="xs" c="blue">
                {t('account.avatar.uploaded')}
              </Text>
            )}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('account.profile.account')} value={user.account} readOnly variant="filled" />
          <TextInput
            label={t('account.profile.name')}
            value={form.name}
            onChange={set('name')}
            error={errorOf('name')}
            required
          />
          <TextInput
            label={t('account.profile.realName')}
            value={form.realName}
            onChange={set('realName')}
            error={errorOf('realName')}
            required
          />
          <TextInput
            label={t('account.profile.phone')}
            value={form.phone}
            onChange={set('phone')}
            error={errorOf('phone')}
            inputMode="tel"
            autoComplete="tel"
            required={Boolean(user.phone?.trim())}
          />
          <TextInput
            label={t('account.profile.email')}
            value={form.email}
            onChange={set('email')}
            error={errorOf('email')}
            type="email"
            autoComplete="email"
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={saving}>
            {t('account.profile.save')}
          </Button>
          <Button variant="default" onClick={reset} disabled={saving}>
            {t('account.profile.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

const EMPTY_PASSWORDS: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' }

function ChangePasswordTab() {
  const { t } = useTranslation()
  const [form, setForm] = useState<PasswordForm>(EMPTY_PASSWORDS)
  const [errors, setErrors] = useState<FormErrors<keyof PasswordForm>>({})
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof PasswordForm, string>>>({})
  const [saving, setSaving] = useState(false)

  const set = (name: keyof PasswordForm) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value
    setForm((f) => ({ ...f, [name]: value }))
    setErrors((errs) => ({ ...errs, [name]: undefined }))
    setServerErrors((errs) => ({ ...errs, [name]: undefined }))
  }
  const errorOf = (name: keyof PasswordForm) => serverErrors[name] ?? (errors[name] ? t(errors[name]) : undefined)

  async function save(e: FormEvent) {
    e.preventDefault()
    const found = passwordErrors(form)
    setErrors(found)
    setServerErrors({})
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      // The current password travels as the md5 the sign-in sends; the new one is checked against the rules.
      await postJson('/api/blade-user/update-password', {
        oldPassword: hashPassword(form.oldPassword),
        newPassword: form.newPassword,
        newPassword1: form.confirmPassword,
      })
      setForm(EMPTY_PASSWORDS)
      clientSettings.notifySuccess(t('account.profile.passwordChanged'))
    } catch (err) {
      setServerErrors(
        serverFieldErrors(err, {
          oldPassword: 'oldPassword',
          newPassword: 'newPassword',
          newPassword1: 'confirmPassword',
        } as const),
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label={t('account.profile.oldPassword')}
          value={form.oldPassword}
          onChange={set('oldPassword')}
          error={errorOf('oldPassword')}
          autoComplete="current-password"
          required
        />
        <PasswordInput
          label={t('account.profile.newPassword')}
          description={t('account.profile.passwordHint')}
          value={form.newPassword}
          onChange={set('newPassword')}
          error={errorOf('newPassword')}
          autoComplete="new-password"
          required
        />
        <PasswordInput
          label={t('account.profile.confirmPassword')}
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          error={errorOf('confirmPassword')}
          autoComplete="new-password"
          required
        />
        <Group>
          <Button type="submit" loading={saving}>
            {t('account.profile.save')}
          </Button>
          <Button variant="default" onClick={() => setForm(EMPTY_PASSWORDS)} disabled={saving}>
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
