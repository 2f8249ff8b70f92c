import { createHash } from 'node:crypto'
import { type Algorithm, hash, verify } from '@node-rs/argon2'

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm

/** The lowercase md5 hex the client sends in place of a typed password (BladeX convention). */
export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex')
}

/** Stores a secret (the client's md5 of a password, or a client secret) as an argon2id hash. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, { algorithm: ARGON2ID })
}

/** Checks a secret against its argon2id hash; a malformed hash is simply a mismatch. */
export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret)
  } catch {
    return false
  }
}
