// The mutation scores of `npm run mutate`. server/platform/: the PGlite pass
// (reports/mutation/incremental.json) and the PostgreSQL pass over the postgres.js driver
// (incremental-pg.json), whose results replace the first pass's for that file; then each target
// beyond the platform (stryker.<name>.config.mjs, incremental-<name>.json): the order routing rules,
// the stock ledger and the floor sync's apply path. Prints the score per folder or file, each
// target's total, and with --missed every surviving or uncovered mutant (file:line, mutator, replacement).
import { existsSync, readFileSync } from 'node:fs'

// The incremental reports hold every result so far, an interrupted run's included.
const read = (file) =>
  existsSync(`reports/mutation/${file}`) ? JSON.parse(readFileSync(`reports/mutation/${file}`, 'utf8')).files : {}
const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])

/** What `npm run mutate` reports on: a name, its reports, and how a file is grouped within it. */
const TARGETS = [
  {
    name: 'server/platform',
    files: { ...read('incremental.json'), ...read('incremental-pg.json') },
    // Mutants an interrupted run never reached have no result yet: a full run instruments about 3,760.
    group: (file) => file.replace(/^server\/platform\//, '').replace(/\/?[^/]*$/, '') || '.',
  },
  { name: 'order routing rules', files: read('incremental-routing.json'), group: (file) => file },
  { name: 'stock ledger', files: read('incremental-ledger.json'), group: (file) => file },
  { name: 'floor sync apply path', files: read('incremental-floor.json'), group: (file) => file },
]

const pct = ({ detected, undetected }) => ((100 * detected) / Math.max(1, detected + undetected)).toFixed(1)
const missed = []
const totals = []
for (const { name, files, group } of TARGETS) {
  const byGroup = new Map()
  for (const [file, { mutants }] of Object.entries(files)) {
    const key = group(file)
    const tally = byGroup.get(key) ?? { detected: 0, undetected: 0 }
    for (const m of mutants) {
      if (DETECTED.has(m.status)) tally.detected++
      else if (UNDETECTED.has(m.status)) {
        tally.undetected++
        missed.push(
          `${m.status === 'NoCoverage' ? 'uncovered' : 'survived '} ${file}:${m.location.start.line} ${m.mutatorName}: ${String(
            m.replacement ?? '',
          )
            .replace(/\s+/g, ' ')
            .slice(0, 80)}`,
        )
      }
    }
    byGroup.set(key, tally)
  }
  if (!byGroup.size) {
    totals.push(`MUTATION SCORE ${name}: no results yet`)
    continue
  }
  let total = { detected: 0, undetected: 0 }
  for (const [key, tally] of [...byGroup].sort()) {
    console.log(`${key.padEnd(12)} ${pct(tally).padStart(5)} %  (${tally.detected} detected, ${tally.undetected} not)`)
    total = { detected: total.detected + tally.detected, undetected: total.undetected + tally.undetected }
  }
  totals.push(
    `MUTATION SCORE ${name}: ${pct(total)} % (${total.detected} of the ${total.detected + total.undetected} mutants with a result detected)`,
  )
}
if (process.argv.includes('--missed')) for (const line of missed.sort()) console.log(line)
for (const line of totals) console.log(line)
