import { PASSWORD_PATTERN, PHONE_PATTERN } from '#sync/resources/system/user.resource.ts'
import { checkUploadFile } from '../../ui/widgets/image-files.ts'

/** An i18n key of ACCOUNT_TEXT naming what is wrong with a field. */
export type RuleMessage =
  | 'account.rule.required'
  | 'account.rule.nameLength'
  | 'account.rule.phoneRequired'
  | 'account.rule.phoneLength'
  | 'account.rule.phoneFormat'
  | 'account.rule.emailFormat'
  | 'account.rule.passwordStrength'
  | 'account.rule.passwordMismatch'
  | 'account.rule.passwordShort'
  | 'account.rule.accountFormat'
  | 'account.register.tenantFirst'
  | 'account.register.passwordFirst'
  | 'account.avatar.wrongType'
  | 'account.avatar.tooLarge'

/** Field name → what is wrong with it; an empty object means the form may be sent. */
export type FormErrors<F extends string> = Partial<Record<F, RuleMessage>>

/** Spec 1 §5: a landline number (0 + area code + number) is refused where a mobile number is asked. */
const LANDLINE_PATTERN = /^0\d{2,3}-?\d{7,8}$/
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ACCOUNT_PATTERN = /^[\w.@-]+$/

/** Spec 1 §9: names of people are 2 to 10 characters. */
export function nameRule(value: string): RuleMessage | null {
  const length = [...value.trim()].length
  if (length === 0) return 'account.rule.required'
  return length < 2 || length > 10 ? 'account.rule.nameLength' : null
}

/**
 * Spec 1 §5: empty, a landline number ("format incorrect", whatever its length, so 010-12345678 is
 * told what is wrong with it) or not 11 long is refused; the rest must be a mobile number.
 */
export function phoneRule(value: string): RuleMessage | null {
  const phone = value.trim()
  if (!phone) return 'account.rule.phoneRequired'
  if (LANDLINE_PATTERN.test(phone)) return 'account.rule.phoneFormat'
  if (phone.length !== 11) return 'account.rule.phoneLength'
  if (!PHONE_PATTERN.test(phone)) return 'account.rule.phoneFormat'
  return null
}

/** An e-mail is optional; when given it must look like one. */
export function emailRule(value: string): RuleMessage | null {
  const email = value.trim()
  return email && !EMAIL_PATTERN.test(email) ? 'account.rule.emailFormat' : null
}

/** Spec 1 §5: 8-16 characters with at least one digit, one lower-case and one upper-case letter. */
export function isStrongPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value)
}

/** The personal-info tab of the profile. */
export type ProfileForm = { name: string; realName: string; phone: string; email: string }

/**
 * What keeps the personal info from being saved. A phone is asked only of an account that has one
 * (it may be changed, not blanked); an account without one may save without it, or add one.
 */
export function profileErrors(
  form: ProfileForm,
  stored: { phone?: string | null } = {},
): FormErrors<keyof ProfileForm> {
  const errors: FormErrors<keyof ProfileForm> = {}
  const name = nameRule(form.name)
  if (name) errors.name = name
  const realName = nameRule(form.realName)
  if (realName) errors.realName = realName
  const phone = form.phone.trim() || stored.phone?.trim() ? phoneRule(form.phone) : null
  if (phone) errors.phone = phone
  const email = emailRule(form.email)
  if (email) errors.email = email
  return errors
}

/** The change-password tab of the profile. */
export type PasswordForm = { oldPassword: string; newPassword: string; confirmPassword: string }

/** What keeps the password change from being sent. */
export function passwordErrors(form: PasswordForm): FormErrors<keyof PasswordForm> {
  const errors: FormErrors<keyof PasswordForm> = {}
  if (!form.oldPassword) errors.oldPassword = 'account.rule.required'
  if (!form.newPassword) errors.newPassword = 'account.rule.required'
  else if (!isStrongPassword(form.newPassword)) errors.newPassword = 'account.rule.passwordStrength'
  if (!form.confirmPassword) errors.confirmPassword = 'account.rule.required'
  else if (form.confirmPassword !== form.newPassword) errors.confirmPassword = 'account.rule.passwordMismatch'
  return errors
}

/** The registration dialog of a guest. */
export type RegisterForm = {
  tenantId: string
  name: string
  account: string
  password: string
  confirmPassword: string
}

/** What keeps a registration from being sent (spec 1 §5; the server's limits checked first here). */
export function registerErrors(form: RegisterForm): FormErrors<keyof RegisterForm> {
  const errors: FormErrors<keyof RegisterForm> = {}
  if (!form.tenantId.trim()) errors.tenantId = 'account.register.tenantFirst'
  const name = nameRule(form.name)
  if (name) errors.name = name
  const account = form.account.trim()
  if (!account) errors.account = 'account.rule.required'
  else if (account.length < 2 || account.length > 45 || !ACCOUNT_PATTERN.test(account)) {
    errors.account = 'account.rule.accountFormat'
  }
  if (!form.password) errors.password = 'account.register.passwordFirst'
  else if (form.password.length < 6) errors.password = 'account.rule.passwordShort'
  if (!form.confirmPassword) errors.confirmPassword = 'account.register.passwordFirst'
  else if (form.confirmPassword !== form.password) errors.confirmPassword = 'account.rule.passwordMismatch'
  return errors
}

/** Spec 1 §5, §9: an avatar is a jpg or png of at most 500 KB. */
export const AVATAR_MAX_BYTES = 500 * 1024

/** Why a picked avatar file is refused, or null when it may be uploaded (the upload widget's check, avatar limits). */
export function avatarFileRule(file: Pick<File, 'name' | 'type' | 'size'>): RuleMessage | null {
  const problem = checkUploadFile(file, { extensions: ['jpg', 'jpeg', 'png'], maxSizeKb: AVATAR_MAX_BYTES / 1024 })
  if (problem === 'wrongFormat') return 'account.avatar.wrongType'
  return problem === 'tooLarge' ? 'account.avatar.tooLarge' : null
}
