// Load generation shared by the HTTP benchmarks: keep-alive GET loops in a worker thread (so the
// load does not share the server's event loop), summaries with percentiles, and a call measured in
// turns with its baseline so a machine that gets busier or quieter weighs on both alike.
import type { AddressInfo } from 'node:net'
import { Worker } from 'node:worker_threads'
import { serve } from '@hono/node-server'

export type Slice = { times: number[]; seconds: number; errors: number; sample: string }
export type Result = { name: string; rps: number; p50: number; p95: number; errors: number; sample: string }
/** Where to send the load: `{id}` in a path becomes a random id in `ids` (lo + 1 ... lo + count). */
export type Target = {
  base: string
  paths: string[]
  headers: Record<string, string>
  ids?: { lo: bigint; count: number }
}

const WORKER = `
const { parentPort } = require('node:worker_threads')
const http = require('node:http')
const agents = new Map()
function get(base, path, headers, clients) {
  if (!agents.has(base)) agents.set(base, new http.Agent({ keepAlive: true, maxSockets: clients }))
  return new Promise((resolve, reject) => {
    const req = http.get(base + path, { agent: agents.get(base), headers }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }))
    })
    req.on('error', reject)
  })
}
parentPort.on('message', async ({ base, paths, headers, clients, seconds, lo, count }) => {
  const pick = () => paths[Math.floor(Math.random() * paths.length)]
    .replace('{id}', String(BigInt(lo) + BigInt(1 + Math.floor(Math.random() * count))))
  const times = []
  const out = { errors: 0, sample: '' }
  const t0 = performance.now()
  const deadline = t0 + seconds * 1000
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < deadline) {
      const t = performance.now()
      const r = await get(base, pick(), headers, clients)
      times.push(performance.now() - t)
      if (r.status !== 200 || !/"code":200/.test(r.body)) { out.errors++; out.sample = r.status + ' ' + r.body.slice(0, 300) }
    }
  }))
  parentPort.postMessage({ times, seconds: (performance.now() - t0) / 1000, ...out })
})
`

/** Percentiles and requests per second of slices of one call. */
export function summary(name: string, slices: Slice[]): Result {
  const times = slices.flatMap((s) => s.times).sort((a, b) => a - b)
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
  return {
    name,
    rps: times.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
    sample: slices.find((s) => s.errors)?.sample ?? '',
  }
}

/** A load generator of `clients` concurrent keep-alive clients; `close` ends its worker. */
export function httpLoad(clients: number) {
  const worker = new Worker(WORKER, { eval: true })
  let answer: { resolve: (s: Slice) => void; reject: (e: unknown) => void } | undefined
  worker.on('message', (s: Slice) => answer?.resolve(s))
  worker.on('error', (e) => answer?.reject(e))

  /** `clients` loops of GETs against the target for `seconds`. */
  function slice(target: Target, seconds: number): Promise<Slice> {
    return new Promise((resolve, reject) => {
      answer = { resolve, reject }
      worker.postMessage({
        base: target.base,
        paths: target.paths,
        headers: target.headers,
        clients,
        seconds,
        lo: String(target.ids?.lo ?? 0n),
        count: target.ids?.count ?? 1,
      })
    })
  }

  /** A call and the baseline in turns (`rounds` slices of `seconds / rounds` each, after a warm-up of both). */
  async function compare(
    name: string,
    call: Target,
    baseline: Target,
    options: { baseName?: string; seconds: number; rounds: number },
  ): Promise<[Result, Result]> {
    await slice(call, 0.5)
    await slice(baseline, 0.5)
    const mine: Slice[] = []
    const theirs: Slice[] = []
    for (let i = 0; i < options.rounds; i++) {
      mine.push(await slice(call, options.seconds / options.rounds))
      theirs.push(await slice(baseline, options.seconds / options.rounds))
    }
    return [summary(name, mine), summary(options.baseName ?? 'pk-select', theirs)]
  }

  return { slice, compare, close: () => worker.terminate() }
}

/** Serves a fetch handler on a free local port; answers its base URL and a function that closes it. */
export function listen(
  fetch: (req: Request) => Response | Promise<Response>,
): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    )
  })
}
