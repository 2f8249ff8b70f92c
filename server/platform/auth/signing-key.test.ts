import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadSigningKey } from './signing-key.ts'

const made: string[] = []
const dir = () => {
  const d = mkdtempSync(join(tmpdir(), 'signing-key-'))
  made.push(d)
  return d
}
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true })
})
const text = (key: Uint8Array) => new TextDecoder().decode(key)

describe('the token signing key', () => {
  it('is JWT_SECRET when set, and then nothing is written', () => {
    const data = join(dir(), 'data')
    expect(text(loadSigningKey(data, 'a configured secret'))).toBe('a configured secret')
    expect(() => statSync(data)).toThrow()
  })

  it('is made once into the data directory (created as needed), readable by the owner only, and kept', () => {
    const data = join(dir(), 'nested', 'data')
    const first = text(loadSigningKey(data, undefined))
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/)
    const file = join(data, 'jwt-secret')
    expect(readFileSync(file, 'utf8')).toBe(first)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(text(loadSigningKey(data, undefined))).toBe(first)
    expect(text(loadSigningKey(data, ''))).toBe(first)
  })

  it('is read from an existing file without its surrounding blanks', () => {
    const data = dir()
    writeFileSync(join(data, 'jwt-secret'), '  kept-secret\n')
    expect(text(loadSigningKey(data, undefined))).toBe('kept-secret')
  })
})
