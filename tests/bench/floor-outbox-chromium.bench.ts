// The floor outbox in Chromium (issue 27 §17): one device's 10,000 queued commands replayed to
// acknowledged through the floor app's own store (web/floor/store: FloorDb and Outbox over Chromium's
// IndexedDB, served by Vite into a page), sent to the real app over HTTP on PostgreSQL (POST
// /api/floor/sync/push, batches of 500), as commands per second, beside raw IndexedDB puts of as many
// outbox rows in the same page (one transaction each, as a queued command is written) as the baseline.
//   DATABASE_URL=postgres://... npx tsx tests/bench/floor-outbox-chromium.bench.ts [commands]
//   (default postgres://postgres@127.0.0.1:5432/test and 10,000 commands; CHROMIUM_PATH for another browser)
// The commands are pick scans (scanPick: one unit of a line at its position) over a pick list of 50
// lines of 1,000 units. A second line times the server's side alone (the same scans of another device
// pushed from Node), a third the device's side alone: the same replay against a transport that answers
// every push at once, at 2,500 and 10,000 commands, whose ratio shows whether the outbox's cost per
// command grows with the queue (1.00: linear) or with its square (4.00).
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { createServer, type Plugin } from 'vite'
import { PUSH_BATCH_MAX, type PushResponse } from '#sync/floor/floor-protocol.ts'
import { LINES, type PickLine, preparePickBench } from './support/floor-pick-list.ts'

const COMMANDS = Number(process.argv[2] ?? 10_000)
const TARGET_PER_SECOND = 2_000
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const executablePath =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')

/** A blank page of the Vite server's origin, where the floor store's modules are imported. */
const blankPage: Plugin = {
  name: 'bench-blank-page',
  configureServer(server) {
    server.middlewares.use('/__bench', (_req, res) => {
      res.setHeader('Content-Type', 'text/html')
      res.end('<!doctype html><meta charset="utf-8"><title>floor outbox bench</title>')
    })
  },
}

/** What the page measured. */
type PageRun = { enqueueMs: number; replayMs: number; applied: number; report: unknown; deviceId: string }

const bench = await preparePickBench(url, 'bench_floor_chromium')
const vite = await createServer({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  plugins: [blankPage],
  server: { host: '127.0.0.1', port: 0, proxy: { '/api': bench.base }, hmr: false },
})
await vite.listen()
const origin = vite.resolvedUrls?.local[0]?.replace(/\/$/, '')
const browser = await chromium.launch({
  executablePath,
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
})

try {
  if (!origin) throw new Error('the Vite server has no address')
  const page = await browser.newPage()
  // tsx keeps functions' names with a helper the page lacks: the code sent into the page calls it.
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
  await page.goto(`${origin}/__bench`)

  // Through the app's own store: its database class and outbox, imported as the floor app imports them.
  const run = (commands: number, answerAtOnce: boolean) =>
    page.evaluate(
      async ({ commands, answerAtOnce, headers, pickId, lines }) => {
        const { FloorDb } = await import(/* @vite-ignore */ '/floor/store/floor-db.ts')
        const { Outbox } = await import(/* @vite-ignore */ '/floor/store/outbox.ts')
        const post = async (path: string, body: unknown) => {
          const r = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) })
          const json = (await r.json()) as { code: number; data: unknown; msg: string }
          if (json.code !== 200) throw new Error(`${path}: ${json.msg}`)
          return json.data
        }
        type Push = { deviceId: string; commands: { seq: number }[] }
        const transport = answerAtOnce
          ? {
              register: async (body: { deviceId: string }) => ({
                deviceId: body.deviceId,
                lastSeq: 0,
                userId: '1',
                storeId: null,
              }),
              push: async (body: Push) => ({
                lastSeq: body.commands.at(-1)?.seq ?? 0,
                outcomes: body.commands.map((c) => ({ seq: c.seq, status: 'applied', result: null })),
              }),
              pull: async () => {
                throw new Error('the benchmark does not pull')
              },
            }
          : {
              register: (body: unknown) => post('/api/floor/device/register', body),
              push: (body: unknown) => post('/api/floor/sync/push', body),
              pull: async () => {
                throw new Error('the benchmark does not pull')
              },
            }
        const db = new FloorDb(`bench-floor-${crypto.randomUUID()}`)
        const outbox = new Outbox({ db, transport, pollMs: 0 })
        const deviceId: string = await outbox.device()
        const queued = performance.now()
        for (let i = 0; i < commands; i++) {
          const line = lines[i % lines.length] as { id: string; positionId: string }
          await outbox.enqueue('scanPick', { pickId, lineId: line.id, positionId: line.positionId, quantity: 1 })
        }
        const started = performance.now()
        const report = await outbox.replay()
        const replayMs = performance.now() - started
        const applied: number = await db.outbox
          .where('[status+seq]')
          .between(['applied', 0], ['applied', Infinity])
          .count()
        db.close()
        return { enqueueMs: started - queued, replayMs, applied, report, deviceId }
      },
      { commands, answerAtOnce, headers: bench.headers, pickId: bench.pickId, lines: bench.lines },
    ) as Promise<PageRun>

  // The baseline: as many outbox-sized rows put into a bare IndexedDB store of the same page, one
  // transaction each (what a command queued costs at least).
  const rawPuts = (rows: number) =>
    page.evaluate(async (rows) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(`bench-raw-${crypto.randomUUID()}`, 1)
        open.onupgradeneeded = () => open.result.createObjectStore('rows', { keyPath: 'seq' })
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const started = performance.now()
      for (let seq = 1; seq <= rows; seq++) {
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('rows', 'readwrite')
          tx.objectStore('rows').put({
            seq,
            name: 'scanPick',
            args: { pickId: '1', lineId: '2', positionId: '3', quantity: 1, opId: crypto.randomUUID() },
            status: 'queued',
            attempts: 0,
            createdAt: new Date().toISOString(),
          })
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        })
      }
      const ms = performance.now() - started
      db.close()
      return ms
    }, rows)

  const server = await run(COMMANDS, false)
  if ((server.report as { outcome: string }).outcome !== 'done' || server.applied !== COMMANDS)
    throw new Error(`replay did not apply every command: ${JSON.stringify(server)}`)
  const held = await bench.scannedBy(server.deviceId)
  if (held.units !== COMMANDS || held.commands !== COMMANDS)
    throw new Error(`expected ${COMMANDS} units and commands on the server, found ${JSON.stringify(held)}`)
  const perSecond = COMMANDS / (server.replayMs / 1000)
  const putsPerSecond = COMMANDS / ((await rawPuts(COMMANDS)) / 1000)

  // The server's side alone: the same scans from a second device pushed straight over HTTP from Node.
  const wireDevice = randomUUID()
  await bench.post('/api/floor/device/register', { deviceId: wireDevice, name: 'Bench wire' })
  const wireStarted = performance.now()
  for (let done = 0; done < COMMANDS; ) {
    const commands = Array.from({ length: Math.min(PUSH_BATCH_MAX, COMMANDS - done) }, (_, i) => {
      const line = bench.lines[(done + i) % LINES] as PickLine
      const args = {
        pickId: bench.pickId,
        lineId: line.id,
        positionId: line.positionId,
        quantity: 1,
        opId: randomUUID(),
      }
      return { seq: done + i + 1, name: 'scanPick', args, at: new Date().toISOString() }
    })
    const answer = (await bench.post('/api/floor/sync/push', { deviceId: wireDevice, commands })) as PushResponse
    if (answer.refused || answer.lastSeq !== done + commands.length)
      throw new Error('the wire push was refused or short')
    done = answer.lastSeq
  }
  const wirePerSecond = COMMANDS / ((performance.now() - wireStarted) / 1000)

  const quarter = Math.round(COMMANDS / 4)
  const small = await run(quarter, true)
  const large = await run(COMMANDS, true)
  if (small.applied !== quarter || large.applied !== COMMANDS) throw new Error('the device-side replay left commands')
  const growth = large.replayMs / COMMANDS / (small.replayMs / quarter)

  console.log(
    `  (${COMMANDS.toLocaleString('en')} commands of ${LINES} lines: queued in ${(server.enqueueMs / 1000).toFixed(2)} s, replayed to acknowledged in ${(server.replayMs / 1000).toFixed(2)} s; target ≥ ${TARGET_PER_SECOND} commands/s: ${perSecond >= TARGET_PER_SECOND ? 'met' : 'NOT met'})`,
  )
  console.log(
    `BENCH floor-outbox-chromium-${COMMANDS}: ${perSecond.toFixed(0)} commands/s vs indexeddb-put-own-transaction ${putsPerSecond.toFixed(0)} puts/s = ${(perSecond / putsPerSecond).toFixed(2)}`,
  )
  console.log(
    `BENCH floor-outbox-chromium-${COMMANDS}-server-side: ${wirePerSecond.toFixed(0)} commands/s vs indexeddb-put-own-transaction ${putsPerSecond.toFixed(0)} puts/s = ${(wirePerSecond / putsPerSecond).toFixed(2)}`,
  )
  console.log(
    `BENCH floor-outbox-chromium-device-side-${COMMANDS}: ${(COMMANDS / (large.replayMs / 1000)).toFixed(0)} commands/s vs the same at ${quarter} ${(quarter / (small.replayMs / 1000)).toFixed(0)} commands/s = ${growth.toFixed(2)} (cost per command, ${COMMANDS} ÷ ${quarter})`,
  )
  if (perSecond < TARGET_PER_SECOND) process.exitCode = 1
} finally {
  await browser.close()
  await vite.close()
  await bench.close()
}
