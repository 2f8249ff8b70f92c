import {
  type CommandOutcome,
  type DeviceRegistration,
  FLOOR_COLLECTIONS,
  type FloorCommand,
  type FloorRows,
  type PullQuery,
  type PullResponse,
  type PushRequest,
  type PushResponse,
  type RegisterDevice,
} from '#sync/floor/floor-protocol.ts'
import { type FloorTransport, FloorTransportError, type LockManagerLike } from './outbox.ts'

/** What a test makes the next pull answer (the rest as for nothing changed). */
export type PullAnswer = Omit<Partial<PullResponse>, 'changes'> & { changes?: Partial<PullResponse['changes']> }

/**
 * The server side of the floor protocol in memory, for the store's tests: keyed by sequence number
 * with the command's body, a duplicate answered with the stored outcome, another body under a used
 * number refused as a conflict, a number past the next refused as a gap. Pulls answer what a test
 * queued. It counts what it applied and how many pushes ran at once.
 */
export class FakeFloorServer implements FloorTransport {
  lastSeq = 0
  readonly bodies = new Map<number, string>()
  readonly outcomes = new Map<number, CommandOutcome>()
  /** Each command applied, in order (never twice). */
  readonly applied: FloorCommand[] = []
  readonly pushes: PushRequest[] = []
  readonly pulls: PullQuery[] = []
  readonly registrations: RegisterDevice[] = []
  /** Pushes that fail without an answer before any is taken. */
  failNext = 0
  /** Pushes whose commands are applied but whose answer is lost on the way back. */
  loseAnswerNext = 0
  /** Why a command is rejected, or null to apply it. */
  rejectWhen: (command: FloorCommand) => string | null = () => null
  /** Holds pushes until released. */
  gate: Promise<void> | null = null
  inFlight = 0
  maxInFlight = 0
  readonly pullAnswers: PullAnswer[] = []

  async register(body: RegisterDevice): Promise<DeviceRegistration> {
    this.registrations.push(body)
    return { deviceId: body.deviceId, lastSeq: this.lastSeq, userId: '1', storeId: body.storeId ?? null }
  }

  async push(body: PushRequest): Promise<PushResponse> {
    this.pushes.push(body)
    this.inFlight++
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight)
    try {
      if (this.gate) await this.gate
      await new Promise((resolve) => setTimeout(resolve, 1))
      if (this.failNext > 0) {
        this.failNext--
        throw new FloorTransportError('offline', 'network')
      }
      const answer = this.take(body.commands)
      if (this.loseAnswerNext > 0) {
        this.loseAnswerNext--
        throw new FloorTransportError('the answer was lost', 'network')
      }
      return answer
    } finally {
      this.inFlight--
    }
  }

  private take(commands: FloorCommand[]): PushResponse {
    const outcomes: CommandOutcome[] = []
    for (const c of commands) {
      const body = JSON.stringify([c.name, c.args])
      if (c.seq <= this.lastSeq) {
        const stored = this.outcomes.get(c.seq)
        if (this.bodies.get(c.seq) !== body || !stored) {
          return { outcomes, lastSeq: this.lastSeq, refused: { seq: c.seq, code: 'conflict', message: 'conflict' } }
        }
        outcomes.push({ ...stored, replayed: true })
        continue
      }
      if (c.seq !== this.lastSeq + 1) {
        return { outcomes, lastSeq: this.lastSeq, refused: { seq: c.seq, code: 'gap', message: 'gap' } }
      }
      const reason = this.rejectWhen(c)
      const outcome: CommandOutcome = reason
        ? { seq: c.seq, status: 'rejected', reason, hint: 'ask the supervisor', replayed: false }
        : { seq: c.seq, status: 'applied', result: { seq: c.seq }, replayed: false }
      if (!reason) this.applied.push(c)
      this.bodies.set(c.seq, body)
      this.outcomes.set(c.seq, outcome)
      this.lastSeq = c.seq
      outcomes.push(outcome)
    }
    return { outcomes, lastSeq: this.lastSeq }
  }

  async pull(q: PullQuery): Promise<PullResponse> {
    this.pulls.push(q)
    const answer = this.pullAnswers.shift() ?? {}
    return {
      cursor: `c${this.pulls.length}`,
      reset: false,
      deviceLastSeq: this.lastSeq,
      serverTime: '2025-01-01T00:00:00.000Z',
      ...answer,
      changes: { ...emptyChanges(), ...answer.changes },
    }
  }
}

/** A pull's changes with nothing in them. */
export function emptyChanges(): PullResponse['changes'] {
  return Object.fromEntries(
    FLOOR_COLLECTIONS.map((c) => [c, { upserts: [], removals: [] }]),
  ) as unknown as PullResponse['changes']
}

/** Upserts of one collection. */
export function upserts<C extends keyof FloorRows>(
  collection: C,
  rows: FloorRows[C][],
  removals: string[] = [],
): Partial<PullResponse['changes']> {
  return { [collection]: { upserts: rows, removals } } as Partial<PullResponse['changes']>
}

/** Web Locks as two tabs of one browser share them (`ifAvailable` only). */
export function sharedLocks(): LockManagerLike & { held: Set<string> } {
  const held = new Set<string>()
  return {
    held,
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null)
      held.add(name)
      try {
        return await callback({ name })
      } finally {
        held.delete(name)
      }
    },
  }
}
