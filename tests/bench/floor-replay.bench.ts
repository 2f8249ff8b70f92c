// Floor replay benchmark (issue 11 §6): one device's 10,000 queued commands replayed end to end on
// PostgreSQL: the device's own outbox (web/floor/store, Dexie over fake-indexeddb) sends them to the
// real app served over HTTP (POST /api/floor/sync/push, batches of 500) and records each answer
// (every command applied and acknowledged on the device), as commands per second, beside single-row
// inserts per second into a plain table (one INSERT per statement, one client) in the same run.
//   DATABASE_URL=postgres://... npx tsx tests/bench/floor-replay.bench.ts [commands]
//   (default postgres://postgres@127.0.0.1:5432/test and 10,000 commands)
// The commands are pick scans (scanPick: one unit of a line at its position) over a pick list of 50
// lines of 1,000 units. Works in a fresh schema, dropped at the end.
import { randomUUID } from 'node:crypto'
import 'fake-indexeddb/auto'
import { type DeviceRegistration, PUSH_BATCH_MAX, type PushResponse } from '#sync/floor/floor-protocol.ts'
import { FloorDb } from '../../web/floor/store/floor-db.ts'
import { type FloorTransport, Outbox } from '../../web/floor/store/outbox.ts'
import { LINES, type PickLine, preparePickBench } from './support/floor-pick-list.ts'

const COMMANDS = Number(process.argv[2] ?? 10_000)
const STORE_LA = '1000000000000004202'
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'

const bench = await preparePickBench(url, 'bench_floor')
const { root, post, pickId, lines } = bench

try {
  // The device's queue, in its own outbox (Dexie over fake-indexeddb here): one unit scanned at a
  // time, walking the lines round and round; then one replay sends it all and settles every answer.
  const db = new FloorDb(`bench-floor-${randomUUID()}`)
  const transport: FloorTransport = {
    register: async (body) => (await post('/api/floor/device/register', body)) as DeviceRegistration,
    push: async (body) => (await post('/api/floor/sync/push', body)) as PushResponse,
    pull: async () => {
      throw new Error('the replay benchmark does not pull')
    },
  }
  const outbox = new Outbox({ db, transport, pollMs: 0 })
  const deviceId = await outbox.device()
  for (let i = 0; i < COMMANDS; i++) {
    const line = lines[i % LINES] as PickLine
    await outbox.enqueue('scanPick', { pickId, lineId: line.id, positionId: line.positionId, quantity: 1 })
  }
  const queue = await db.outbox.orderBy('seq').toArray()

  const replayStarted = performance.now()
  const report = await outbox.replay()
  if (report.outcome !== 'done' || report.applied !== COMMANDS)
    throw new Error(`replay did not apply every command: ${JSON.stringify(report)}`)
  const acknowledged = (await db.outbox.toArray()).filter((e) => e.status === 'applied').length
  if (acknowledged !== COMMANDS) throw new Error(`${acknowledged} of ${COMMANDS} commands acknowledged on the device`)
  const replaySeconds = (performance.now() - replayStarted) / 1000
  const commandsPerSecond = COMMANDS / replaySeconds
  const scanned = await bench.scannedBy(deviceId)
  if (scanned?.units !== COMMANDS || scanned?.commands !== COMMANDS)
    throw new Error(`expected ${COMMANDS} units and commands, found ${JSON.stringify(scanned)}`)

  // The same queue from a second device pushed straight over HTTP (batches of 500, every answer
  // checked): the server's side of the replay alone, without the device's IndexedDB.
  const wireDevice = randomUUID()
  await post('/api/floor/device/register', { deviceId: wireDevice, name: 'Bench wire', storeId: STORE_LA })
  const wireStarted = performance.now()
  for (let done = 0; done < COMMANDS; ) {
    const commands = queue.slice(done, done + PUSH_BATCH_MAX).map((e) => ({
      seq: e.seq,
      name: e.name,
      args: { ...e.args, opId: randomUUID() },
      at: e.createdAt,
    }))
    const answer = (await post('/api/floor/sync/push', { deviceId: wireDevice, commands })) as PushResponse
    if (
      answer.refused ||
      answer.lastSeq !== done + commands.length ||
      answer.outcomes.some((o) => o.status !== 'applied')
    )
      throw new Error(`wire push refused or short: ${JSON.stringify(answer.refused ?? answer.lastSeq)}`)
    done = answer.lastSeq
  }
  const wirePerSecond = COMMANDS / ((performance.now() - wireStarted) / 1000)

  // The baseline: the same number of single-row inserts into a plain table, one statement each.
  await root.exec('CREATE TABLE bench_plain (id bigint PRIMARY KEY, device_id varchar(36), seq bigint, body text)')
  const plainStarted = performance.now()
  for (let i = 0; i < COMMANDS; i++) {
    await root.query('INSERT INTO bench_plain (id, device_id, seq, body) VALUES ($1, $2, $3, $4)', [
      i + 1,
      deviceId,
      i + 1,
      JSON.stringify(queue[i]?.args),
    ])
  }
  const insertsPerSecond = COMMANDS / ((performance.now() - plainStarted) / 1000)

  console.log(
    `  (${COMMANDS.toLocaleString('en')} commands in ${Math.ceil(COMMANDS / PUSH_BATCH_MAX)} pushes: ${replaySeconds.toFixed(2)} s)`,
  )
  console.log(
    `BENCH floor-replay-${COMMANDS}-commands: ${commandsPerSecond.toFixed(0)} commands/s vs plain-table-single-row-insert ${insertsPerSecond.toFixed(0)} inserts/s = ${(commandsPerSecond / insertsPerSecond).toFixed(2)}`,
  )
  // fake-indexeddb keeps each index as a sorted array: a status change moves it, so the outbox side
  // grows with the square of the queue here, where a browser's IndexedDB (a B-tree) does not.
  console.log(
    `BENCH floor-replay-${COMMANDS}-commands-server-side: ${wirePerSecond.toFixed(0)} commands/s vs plain-table-single-row-insert ${insertsPerSecond.toFixed(0)} inserts/s = ${(wirePerSecond / insertsPerSecond).toFixed(2)}`,
  )
} finally {
  await bench.close()
}
