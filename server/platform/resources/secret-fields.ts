import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** The key that encrypts secret fields, derived from the server secret (so one setting guards both). */
export function deriveSecretKey(serverSecret: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', serverSecret, 'erp-secret-fields', 'aes-256-gcm', 32))
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(key: Uint8Array, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
    '.',
  )
}

/** Decrypts what encryptSecret wrote; a tampered value throws. */
export function decryptSecret(key: Uint8Array, stored: string): string {
  const [version, iv, tag, data] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('not an encrypted secret')
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
}
