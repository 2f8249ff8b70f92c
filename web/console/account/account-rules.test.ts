import { describe, expect, it } from 'vitest'
import {
  AVATAR_MAX_BYTES,
  avatarFileRule,
  emailRule,
  isStrongPassword,
  nameRule,
  passwordErrors,
  phoneRule,
  profileErrors,
  registerErrors,
} from './account-rules.ts'

describe('password rules', () => {
  it('asks for 8-16 characters with a digit, a lower-case and an upper-case letter', () => {
    expect(isStrongPassword('Admin1234')).toBe(true)
    expect(isStrongPassword('Ab1xxxxx')).toBe(true)
    expect(isStrongPassword('Ab1xxxx')).toBe(false)
    expect(isStrongPassword('Ab1xxxxxxxxxxxxxx')).toBe(false)
    expect(isStrongPassword('admin1234')).toBe(false)
    expect(isStrongPassword('ADMIN1234')).toBe(false)
    expect(isStrongPassword('AdminAdmin')).toBe(false)
  })

  it('names each problem of the change-password form', () => {
    expect(passwordErrors({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'account.rule.required',
      newPassword: 'account.rule.required',
      confirmPassword: 'account.rule.required',
    })
    expect(passwordErrors({ oldPassword: 'x', newPassword: 'weak', confirmPassword: 'weak' })).toEqual({
      newPassword: 'account.rule.passwordStrength',
    })
    expect(passwordErrors({ oldPassword: 'x', newPassword: 'Admin1234', confirmPassword: 'Admin12345' })).toEqual({
      confirmPassword: 'account.rule.passwordMismatch',
    })
    expect(passwordErrors({ oldPassword: 'x', newPassword: 'Admin1234', confirmPassword: 'Admin1234' })).toEqual({})
  })
})

describe('phone, name and e-mail rules', () => {
  it('refuses an empty phone, a landline whatever its length, a wrong length, then a non-mobile number', () => {
    expect(phoneRule('')).toBe('account.rule.phoneRequired')
    expect(phoneRule('   ')).toBe('account.rule.phoneRequired')
    expect(phoneRule('1380013800')).toBe('account.rule.phoneLength')
    expect(phoneRule('010-6552345')).toBe('account.rule.phoneFormat')
    // Twelve characters, but a landline: the person is told the format, not the length.
    expect(phoneRule('010-12345678')).toBe('account.rule.phoneFormat')
    expect(phoneRule('0755-12345678')).toBe('account.rule.phoneFormat')
    expect(phoneRule('02161234567')).toBe('account.rule.phoneFormat')
    expect(phoneRule('12800138000')).toBe('account.rule.phoneFormat')
    expect(phoneRule('13800138000')).toBeNull()
  })

  it('keeps names between 2 and 10 characters, counting Chinese characters as one', () => {
    expect(nameRule('')).toBe('account.rule.required')
    expect(nameRule('王')).toBe('account.rule.nameLength')
    expect(nameRule('王小明')).toBeNull()
    expect(nameRule('一二三四五六七八九十')).toBeNull()
    expect(nameRule('一二三四五六七八九十一')).toBe('account.rule.nameLength')
  })

  it('accepts no e-mail, refuses a malformed one', () => {
    expect(emailRule('')).toBeNull()
    expect(emailRule('a@b.co')).toBeNull()
    expect(emailRule('a@b')).toBe('account.rule.emailFormat')
  })

  it('collects the profile problems by field', () => {
    const withPhone = { phone: '13800138000' }
    expect(profileErrors({ name: '管理员', realName: '系统管理员', phone: '', email: 'x' }, withPhone)).toEqual({
      phone: 'account.rule.phoneRequired',
      email: 'account.rule.emailFormat',
    })
    expect(profileErrors({ name: '管理员', realName: '系统管理员', phone: '13800138000', email: '' })).toEqual({})
    // Issue 27, item 10: an account without a phone saves its profile without one, or adds one.
    expect(profileErrors({ name: '管理员', realName: '系统管理员', phone: '', email: '' }, { phone: null })).toEqual({})
    expect(profileErrors({ name: '管理员', realName: '系统管理员', phone: '123', email: '' }, { phone: '' })).toEqual({
      phone: 'account.rule.phoneLength',
    })
    expect(
      profileErrors({ name: '管理员', realName: '系统管理员', phone: ' ', email: '' }, { phone: '13800138000' }),
    ).toEqual({ phone: 'account.rule.phoneRequired' })
  })
})

describe('registration rules', () => {
  const good = {
    tenantId: '000000',
    name: '小王',
    account: 'guest01',
    password: 'Guest123',
    confirmPassword: 'Guest123',
  }

  it('accepts a complete form', () => {
    expect(registerErrors(good)).toEqual({})
  })

  it('asks for the tenant id and the password first', () => {
    expect(registerErrors({ ...good, tenantId: ' ', password: '', confirmPassword: '' })).toEqual({
      tenantId: 'account.register.tenantFirst',
      password: 'account.register.passwordFirst',
      confirmPassword: 'account.register.passwordFirst',
    })
  })

  it('refuses passwords that do not match, a short password and a bad account', () => {
    expect(registerErrors({ ...good, confirmPassword: 'Guest124' })).toEqual({
      confirmPassword: 'account.rule.passwordMismatch',
    })
    expect(registerErrors({ ...good, password: '12345', confirmPassword: '12345' }).password).toBe(
      'account.rule.passwordShort',
    )
    expect(registerErrors({ ...good, account: 'a b' }).account).toBe('account.rule.accountFormat')
    expect(registerErrors({ ...good, account: '' }).account).toBe('account.rule.required')
  })
})

describe('avatar file check', () => {
  it('takes jpg and png up to 500 KB', () => {
    expect(avatarFileRule({ name: 'me.png', type: 'image/png', size: 1000 })).toBeNull()
    expect(avatarFileRule({ name: 'me.JPG', type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull()
    expect(avatarFileRule({ name: 'me.jpeg', type: '', size: 10 })).toBeNull()
  })

  it('refuses other formats and larger files', () => {
    expect(avatarFileRule({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe('account.avatar.wrongType')
    expect(avatarFileRule({ name: 'me.pdf', type: 'application/pdf', size: 10 })).toBe('account.avatar.wrongType')
    expect(avatarFileRule({ name: 'me.png', type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'account.avatar.tooLarge',
    )
  })
})
