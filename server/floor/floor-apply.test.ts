import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { CommandOutcome, FloorCommand } from '#sync/floor/floor-protocol.ts'
import type { Language } from '#sync/i18n/language.ts'
import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import { FLOOR_COMMAND_STATUS } from '#sync/resources/floor/floor-command.resource.ts'
import type { Actor } from '../platform/actor.ts'
import { AppError } from '../platform/http/app-error.ts'
import {
  type ClosedBy,
  canonicalJson,
  closedPickRejection,
  deviceTime,
  pickOf,
  placeInSequence,
  rejection,
  requestHash,
  storedOutcome,
} from './floor-sync.ts'

// Issue 28 item 10: the floor sync's apply path without a database: how a command is placed in the
// device's sequence, hashed, answered again, and how a refusal is told to the worker.
// floor-sync.test.ts runs the same path end to end on the database.

const actorIn = (lang: Language, userId = '7'): Actor => ({
  session: { sid: 's', tenantId: '000000', userId, account: 'a', roleIds: [], deptIds: [], clientId: 'floor' },
  lang,
  secretKey: new Uint8Array(),
})
const actor = actorIn('en')
const t = (key: MessageKey, params?: Record<string, unknown>) => translate(key, 'en', params)
const command = (name: FloorCommand['name'], args: Record<string, unknown> = {}, seq = 1): FloorCommand => ({
  seq,
  name,
  args,
})

describe('the canonical body of a command', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}',
    )
    expect(canonicalJson([undefined, 1])).toBe('[null,1]')
    expect(canonicalJson(undefined)).toBe('null')
    expect(canonicalJson(null)).toBe('null')
    expect(canonicalJson('x"y')).toBe('"x\\"y"')
    expect(canonicalJson({ B: 1, a: 2, 'a b': 3 })).toBe('{"B":1,"a":2,"a b":3}')
    expect(canonicalJson({ a: 1, a0: 2 })).toBe('{"a":1,"a0":2}')
  })

  it('hashes name and arguments, whatever their keys’ order, and nothing else', () => {
    const one = requestHash({ name: 'scanPick', args: { pickId: '1', quantity: 2 } })
    expect(one).toBe(
      createHash('sha256').update('{"args":{"pickId":"1","quantity":2},"name":"scanPick"}').digest('hex'),
    )
    expect(requestHash({ name: 'scanPick', args: { quantity: 2, pickId: '1' } })).toBe(one)
    expect(requestHash({ name: 'shortPick', args: { pickId: '1', quantity: 2 } })).not.toBe(one)
    expect(requestHash({ name: 'scanPick', args: { pickId: '1', quantity: 3 } })).not.toBe(one)
  })
})

describe('a command’s place in the device’s sequence', () => {
  const applied: CommandOutcome = { seq: 3, status: 'applied', result: { ok: 1 }, replayed: false }
  const stored = new Map([[3, { hash: 'h3', outcome: applied }]])

  it('takes the next number', () => {
    expect(placeInSequence(6, 'h', 5, stored, 'en')).toEqual({ take: true })
    expect(placeInSequence(1, 'h', 0, new Map(), 'en')).toEqual({ take: true })
  })

  it('answers a number already taken with its stored outcome when the body is the same', () => {
    expect(placeInSequence(3, 'h3', 5, stored, 'en')).toEqual({ replay: { ...applied, replayed: true } })
    expect(placeInSequence(5, 'h5', 5, new Map([[5, { hash: 'h5', outcome: applied }]]), 'en')).toEqual({
      replay: { ...applied, replayed: true },
    })
  })

  it('refuses a number already taken with another body, or one it does not know, as a conflict', () => {
    const conflict = { refused: { seq: 3, code: 'conflict', message: t('floor.conflict', { seq: 3 }) } }
    expect(placeInSequence(3, 'other', 5, stored, 'en')).toEqual(conflict)
    expect(placeInSequence(2, 'h3', 5, stored, 'en')).toEqual({
      refused: { seq: 2, code: 'conflict', message: t('floor.conflict', { seq: 2 }) },
    })
  })

  it('refuses a number beyond the next as a gap, naming the one expected, in the device user’s language', () => {
    expect(placeInSequence(7, 'h', 5, stored, 'en')).toEqual({
      refused: { seq: 7, code: 'gap', message: t('floor.gap', { seq: 7, expected: 6 }) },
    })
    expect(placeInSequence(7, 'h', 5, stored, 'zh')).toEqual({
      refused: { seq: 7, code: 'gap', message: translate('floor.gap', 'zh', { seq: 7, expected: 6 }) },
    })
  })

  it('answers a stored command as applied with its result, or rejected with reason and hint', () => {
    const row = { seq: '4', requestHash: 'h', result: { n: 1 }, reason: 'r', hint: 'h' }
    expect(storedOutcome({ ...row, status: FLOOR_COMMAND_STATUS.applied })).toEqual({
      seq: 4,
      status: 'applied',
      result: { n: 1 },
      replayed: true,
    })
    expect(storedOutcome({ ...row, status: FLOOR_COMMAND_STATUS.applied, result: null })).toEqual({
      seq: 4,
      status: 'applied',
      result: null,
      replayed: true,
    })
    expect(storedOutcome({ ...row, status: String(FLOOR_COMMAND_STATUS.rejected) as never })).toEqual({
      seq: 4,
      status: 'rejected',
      reason: 'r',
      hint: 'h',
      replayed: true,
    })
    expect(
      storedOutcome({ ...row, status: FLOOR_COMMAND_STATUS.rejected, reason: null, hint: null, result: { n: 1 } }),
    ).toEqual({ seq: 4, status: 'rejected', reason: '', hint: '', replayed: true })
  })
})

describe('the device’s clock', () => {
  it('keeps a real time, as UTC ISO', () => {
    expect(deviceTime('2026-03-01T10:00:00+08:00')).toBe('2026-03-01T02:00:00.000Z')
    expect(deviceTime('2000-01-01T00:00:00Z')).toBe('2000-01-01T00:00:00.000Z')
    expect(deviceTime('9999-12-31T00:00:00Z')).toBe('9999-12-31T00:00:00.000Z')
  })

  it('drops what is missing, unreadable or out of range', () => {
    expect(deviceTime(undefined)).toBeNull()
    expect(deviceTime('')).toBeNull()
    expect(deviceTime('yesterday')).toBeNull()
    expect(deviceTime('1999-12-31T23:59:59Z')).toBeNull()
    expect(deviceTime('+010000-01-01T00:00:00Z')).toBeNull()
  })
})

describe('the pick list a command works on', () => {
  it('is the list of a scan or short pick, or of a picking task finished', () => {
    expect(pickOf(command('scanPick', { pickId: '5' }))).toBe('5')
    expect(pickOf(command('shortPick', { pickId: '6' }))).toBe('6')
    expect(pickOf(command('finishTask', { kind: 'picking', id: '7' }))).toBe('7')
  })

  it('is none for other commands and tasks, or arguments of the wrong type', () => {
    expect(pickOf(command('scanPick', { pickId: 5 }))).toBeNull()
    expect(pickOf(command('finishTask', { kind: 'packing', id: '7' }))).toBeNull()
    expect(pickOf(command('finishTask', { kind: 'picking', id: 7 }))).toBeNull()
    expect(pickOf(command('packIntoBox', { pickId: '5', id: '5', kind: 'picking' }))).toBeNull()
  })
})

describe('a rejection as the worker reads it', () => {
  it('says the refusal’s message with its details and parameters, and the command’s hint', () => {
    const e = new AppError('VALIDATION', 'validation', {}, [
      { field: 'a', message: 'one' },
      { field: 'b', message: 'two' },
    ])
    expect(rejection(e, command('putAway'), actor)).toEqual({
      reason: t('validation', { details: 'one; two' }),
      hint: t('floor.hint.putAway'),
    })
    const over = new AppError('VALIDATION', 'wms.overReceipt', { sku: 'K', quantity: 3, planned: 2, max: 2 })
    expect(rejection(over, command('receiveLine'), actorIn('zh'))).toEqual({
      reason: translate('wms.overReceipt', 'zh', { details: '', sku: 'K', quantity: 3, planned: 2, max: 2 }),
      hint: translate('floor.hint.overReceipt', 'zh'),
    })
  })

  it('a refusal with a hint of its own wins over the command’s; too little stock has one', () => {
    const closed = new AppError('VALIDATION', 'floor.pickNotPicking', { code: 'P1', status: 'x' })
    expect(rejection(closed, command('scanPick'), actor).hint).toBe(t('floor.hint.pickClosed'))
    const short = new AppError('INSUFFICIENT_STOCK', 'inventory.insufficientStock', {})
    expect(rejection(short, command('putAway'), actor).hint).toBe(t('floor.hint.insufficientStock'))
    expect(rejection(short, command('finishTask', { kind: 'picking' }), actor).hint).toBe(
      t('floor.hint.insufficientStock'),
    )
  })

  it('a finished task is hinted by its kind, else as the command', () => {
    const e = new AppError('VALIDATION', 'validation')
    expect(rejection(e, command('finishTask', { kind: 'picking' }), actor).hint).toBe(t('floor.hint.finishPicking'))
    expect(rejection(e, command('finishTask', { kind: 'packing' }), actor).hint).toBe(t('floor.hint.packing'))
    expect(rejection(e, command('finishTask', { kind: 'stocktaking' }), actor).hint).toBe(t('floor.hint.countPosition'))
    expect(rejection(e, command('finishTask', { kind: 'receiving' }), actor).hint).toBe(t('floor.hint.finishTask'))
    expect(rejection(e, command('countPosition', { kind: 'picking' }), actor).hint).toBe(t('floor.hint.countPosition'))
  })

  it('hints each refusal that has a hint of its own by it, whatever the command', () => {
    const OWN: [MessageKey, MessageKey][] = [
      ['wms.overReceipt', 'floor.hint.overReceipt'],
      ['wms.pickingFinished', 'floor.hint.pickClosed'],
      ['floor.pickNotPicking', 'floor.hint.pickClosed'],
      ['floor.pickLineOpen', 'floor.hint.finishPicking'],
      ['wms.countLocked', 'floor.hint.countClosed'],
      ['wms.packingFinished', 'floor.hint.packClosed'],
      ['wms.labellingFinished', 'floor.hint.packClosed'],
      ['wms.packNotPicked', 'floor.hint.packClosed'],
      ['wms.packingActionRefused', 'floor.hint.packClosed'],
      ['floor.warehouseNotYours', 'floor.hint.warehouseNotYours'],
      ['recordNotFound', 'floor.hint.notFound'],
    ]
    for (const [key, hint] of OWN) {
      expect(rejection(new AppError('VALIDATION', key), command('putAway'), actor).hint, key).toBe(t(hint))
    }
  })

  it('hints any other refusal by what the command was', () => {
    const OF_COMMAND: [FloorCommand['name'], MessageKey][] = [
      ['receiveLine', 'floor.hint.receiveLine'],
      ['putAway', 'floor.hint.putAway'],
      ['scanPick', 'floor.hint.scanPick'],
      ['shortPick', 'floor.hint.shortPick'],
      ['packIntoBox', 'floor.hint.packing'],
      ['closeBox', 'floor.hint.closeBox'],
      ['countPosition', 'floor.hint.countPosition'],
      ['finishTask', 'floor.hint.finishTask'],
    ]
    for (const [name, hint] of OF_COMMAND) {
      expect(rejection(new AppError('VALIDATION', 'validation'), command(name), actor).hint, name).toBe(t(hint))
    }
  })

  it('cuts reason and hint at 500 characters', () => {
    const e = new AppError('VALIDATION', 'validation', {}, [{ field: 'a', message: 'x'.repeat(600) }])
    expect(rejection(e, command('putAway'), actor).reason).toHaveLength(500)
  })
})

describe('a pick list found closed', () => {
  const e = new AppError('VALIDATION', 'wms.pickingFinished', { code: 'P-9' })
  const by = (over: Partial<ClosedBy>): ClosedBy => ({
    deviceId: null,
    deviceName: null,
    userId: null,
    userName: null,
    ...over,
  })
  const closed = (who: ClosedBy, putBack: Parameters<typeof closedPickRejection>[4] = null, a = actor) =>
    closedPickRejection(a, e, 'dev-mine-0001', who, putBack, 'plain hint')

  it('by the office, naming who', () => {
    expect(closed(by({ userName: 'Ann' }))).toEqual({
      reason: t('floor.closedBy.office', { code: 'P-9', user: 'Ann' }),
      hint: 'plain hint',
    })
    expect(closed(by({})).reason).toBe(t('floor.closedBy.office', { code: 'P-9', user: '—' }))
    expect(closed(by({ userName: '' })).reason).toBe(t('floor.closedBy.office', { code: 'P-9', user: '—' }))
  })

  it('by this device', () => {
    expect(closed(by({ deviceId: 'dev-mine-0001', userId: '7' }))).toEqual({
      reason: t('floor.closedBy.thisDevice', { code: 'P-9' }),
      hint: t('floor.hint.pickDoneElsewhere'),
    })
  })

  it('by this person’s other device, named, or by its id’s start', () => {
    expect(closed(by({ deviceId: 'dev-other-02', deviceName: 'Scanner 2', userId: '7' })).reason).toBe(
      t('floor.closedBy.yourOtherDevice', { code: 'P-9', device: 'Scanner 2' }),
    )
    expect(closed(by({ deviceId: 'abcdefghijkl', deviceName: '', userId: '7' })).reason).toBe(
      t('floor.closedBy.yourOtherDevice', { code: 'P-9', device: 'abcdefgh' }),
    )
  })

  it('by another worker, with their device', () => {
    expect(closed(by({ deviceId: 'dev-x', deviceName: 'S3', userId: '8', userName: 'Bo' })).reason).toBe(
      t('floor.closedBy.otherWorker', { code: 'P-9', user: 'Bo', device: 'S3' }),
    )
    expect(closed(by({ deviceId: 'dev-x', userId: '8' })).reason).toBe(
      t('floor.closedBy.otherWorker', { code: 'P-9', user: '', device: 'dev-x' }),
    )
  })

  it('a scan says what to put back where, in the worker’s language', () => {
    const putBack = { product: 'Kettle', position: 'A-01', quantity: 2 }
    expect(closed(by({ deviceId: 'dev-x' }), putBack).hint).toBe(t('floor.hint.putBack', putBack))
    expect(closed(by({}), putBack, actorIn('zh')).hint).toBe(translate('floor.hint.putBack', 'zh', putBack))
  })

  it('cuts reason and hint at 500 characters', () => {
    const long = closed(by({ userName: 'u'.repeat(600) }), { product: 'p'.repeat(600), position: 'x', quantity: 1 })
    expect(long.reason).toHaveLength(500)
    expect(long.hint).toHaveLength(500)
    const e2 = new AppError('VALIDATION', 'wms.pickingFinished', {})
    expect(closedPickRejection(actor, e2, 'd', by({}), null, 'h').reason).toBe(
      t('floor.closedBy.office', { code: '', user: '—' }),
    )
  })
})
