import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The token signing key: JWT_SECRET when set, else one generated once into the data directory. */
export function loadSigningKey(dataDir: string, secret: string | undefined): Uint8Array {
  if (secret) return new TextEncoder().encode(secret)
  const file = join(dataDir, 'jwt-secret')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' })
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim())
}
