import { describe, expect, it } from 'vitest'
import { hashSecret, md5Hex, verifySecret } from './password.ts'

describe('passwords and secrets', () => {
  it('md5Hex is the lowercase hex the client sends, of the UTF-8 text', () => {
    expect(md5Hex('Admin123')).toBe('e64b78fc3bc91bcbc7dc232ba8ec59e0')
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e')
    expect(md5Hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72')
    // As UTF-8, not Latin-1 (19f9a961…).
    expect(md5Hex('密码')).toBe('a8105204604a0b11e916f3879aae3b0b')
  })

  it('stores a secret as argon2id, which verifies only the same secret', async () => {
    const stored = await hashSecret('e10adc3949ba59abbe56e057f20f883e')
    expect(stored).toMatch(/^\$argon2id\$/)
    expect(await verifySecret(stored, 'e10adc3949ba59abbe56e057f20f883e')).toBe(true)
    expect(await verifySecret(stored, 'e10adc3949ba59abbe56e057f20f883f')).toBe(false)
  })

  it('takes a malformed stored hash as a mismatch, not a fault', async () => {
    expect(await verifySecret('not a hash', 'anything')).toBe(false)
    expect(await verifySecret('', '')).toBe(false)
  })
})
