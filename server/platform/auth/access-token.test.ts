import { randomBytes } from 'node:crypto'
import * as jose from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Session } from '../http/app-env.ts'
import { signAccessToken, verifyAccessToken } from './access-token.ts'

// Counts real verifications, so a token known from before is seen not to be verified again.
vi.mock('jose', async (original) => {
  const actual = await original<typeof import('jose')>()
  return { ...actual, jwtVerify: vi.fn(actual.jwtVerify) }
})
const jwtVerify = vi.mocked(jose.jwtVerify)

const session: Session = {
  sid: 'session-1',
  tenantId: '000000',
  userId: '1123598821738675201',
  account: 'admin',
  roleIds: ['1123598816738675201', '1123598816738675202'],
  deptIds: ['1123598813738675201'],
  clientId: 'saber',
}
const newKey = () => new Uint8Array(randomBytes(32))

/** A token signed here by hand, to try claims the app never signs. */
function handMade(
  key: Uint8Array,
  claims: Record<string, unknown>,
  edit: (jwt: jose.SignJWT) => jose.SignJWT = (j) => j,
) {
  const jwt = new jose.SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('erp-back-office').setIssuedAt()
  return edit(jwt.setExpirationTime('1h')).sign(key)
}

afterEach(() => {
  vi.useRealTimers()
  jwtVerify.mockClear()
})

describe('access tokens', () => {
  it('carry the whole session, under an HS256 JWT header', async () => {
    const key = newKey()
    const token = await signAccessToken(key, session, 3600)
    expect(jose.decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(await verifyAccessToken(key, token)).toEqual(session)
  })

  it('are verified once: the same text is known until it expires, and its answer cannot be changed', async () => {
    const key = newKey()
    const token = await signAccessToken(key, session, 3600)
    const first = await verifyAccessToken(key, token)
    if (typeof first === 'string') throw new Error(first)
    first.roleIds.push('changed')
    first.deptIds.length = 0
    expect(await verifyAccessToken(key, token)).toEqual(session)
    expect(await verifyAccessToken(key, token)).toEqual(session)
    expect(jwtVerify).toHaveBeenCalledTimes(1)
    // Under another key the same text is verified afresh (and fails).
    expect(await verifyAccessToken(newKey(), token)).toBe('invalid')
    expect(jwtVerify).toHaveBeenCalledTimes(2)
  })

  it('say expired once their time is up, whether known before or not', async () => {
    const key = newKey()
    const token = await signAccessToken(key, session, 60)
    const unseen = await signAccessToken(key, { ...session, sid: 'session-2' }, 60)
    expect(await verifyAccessToken(key, token)).toEqual(session)
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] })
    expect(await verifyAccessToken(key, token)).toBe('expired')
    expect(await verifyAccessToken(key, unseen)).toBe('expired')
    // Forgotten once expired: asked again, it is verified (and still expired).
    jwtVerify.mockClear()
    expect(await verifyAccessToken(key, token)).toBe('expired')
    expect(jwtVerify).toHaveBeenCalledTimes(1)
  })

  it('keep at most 10,000 known tokens per key, forgetting the oldest', async () => {
    const key = newKey()
    const tokens = await Promise.all(
      Array.from({ length: 10_001 }, (_, i) => signAccessToken(key, { ...session, sid: `s${i}` }, 3600)),
    )
    for (const token of tokens) await verifyAccessToken(key, token)
    jwtVerify.mockClear()
    await verifyAccessToken(key, tokens[1] ?? '')
    expect(jwtVerify).toHaveBeenCalledTimes(0)
    await verifyAccessToken(key, tokens[0] ?? '')
    expect(jwtVerify).toHaveBeenCalledTimes(1)
  })

  it('are refused when signed with another key or algorithm, by another issuer, or not a JWT', async () => {
    const key = newKey()
    const claims = { sid: 's', tid: '000000', sub: '1' }
    expect(await verifyAccessToken(key, await handMade(key, claims))).toMatchObject({ sid: 's', userId: '1' })
    expect(await verifyAccessToken(key, await handMade(newKey(), claims))).toBe('invalid')
    expect(await verifyAccessToken(key, await handMade(key, claims, (j) => j.setIssuer('someone-else')))).toBe(
      'invalid',
    )
    const hs512 = await new jose.SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('erp-back-office')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new Uint8Array(randomBytes(64)).map((_, i) => key[i % key.length] ?? 0))
    expect(await verifyAccessToken(key, hs512)).toBe('invalid')
    expect(await verifyAccessToken(key, 'not.a.token')).toBe('invalid')
  })

  it('must say when they end, when they were issued, whose they are, and their session and tenant', async () => {
    const key = newKey()
    const noExpiry = await new jose.SignJWT({ sid: 's', tid: '000000', sub: '1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('erp-back-office')
      .setIssuedAt()
      .sign(key)
    expect(await verifyAccessToken(key, noExpiry)).toBe('invalid')
    expect(await verifyAccessToken(key, await handMade(key, { sid: 's', tid: '000000' }))).toBe('invalid')
    expect(await verifyAccessToken(key, await handMade(key, { tid: '000000', sub: '1' }))).toBe('invalid')
    expect(await verifyAccessToken(key, await handMade(key, { sid: 's', sub: '1' }))).toBe('invalid')
    expect(await verifyAccessToken(key, await handMade(key, { sid: 7, tid: '000000', sub: '1' }))).toBe('invalid')
    expect(await verifyAccessToken(key, await handMade(key, { sid: 's', tid: 0, sub: '1' }))).toBe('invalid')
  })

  it('read missing account, client, roles and departments as empty, and ids in lists as text', async () => {
    const key = newKey()
    const bare = await handMade(key, { sid: 's', tid: '000000', sub: '1', rol: [12, '13'], dep: 'not a list' })
    expect(await verifyAccessToken(key, bare)).toEqual({
      sid: 's',
      tenantId: '000000',
      userId: '1',
      account: '',
      roleIds: ['12', '13'],
      deptIds: [],
      clientId: '',
    })
  })
})
