// The mutation score of server/platform/ from both passes of `npm run mutate`: the PGlite pass
// (reports/mutation/incremental.json) and the PostgreSQL pass over the postgres.js driver
// (incremental-pg.json), whose results replace the first pass's for that file. Prints the score per
// folder, the total, and every surviving or uncovered mutant (file:line, mutator, replacement).
import { existsSync, readFileSync } from 'node:fs'

// The incremental reports hold every result so far, an interrupted run's included.
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).files : {})
const files = { ...read('reports/mutation/incremental.json'), ...read('reports/mutation/incremental-pg.json') }
const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])

const byFolder = new Map()
const missed = []
for (const [file, { mutants }] of Object.entries(files)) {
  const folder = file.replace(/^server\/platform\//, '').replace(/\/?[^/]*$/, '') || '.'
  const tally = byFolder.get(folder) ?? { detected: 0, undetected: 0 }
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
  byFolder.set(folder, tally)
}
const pct = ({ detected, undetected }) => ((100 * detected) / Math.max(1, detected + undetected)).toFixed(1)
let total = { detected: 0, undetected: 0 }
for (const [folder, tally] of [...byFolder].sort()) {
  console.log(`${folder.padEnd(12)} ${pct(tally).padStart(5)} %  (${tally.detected} detected, ${tally.undetected} not)`)
  total = { detected: total.detected + tally.detected, undetected: total.undetected + tally.undetected }
}
if (process.argv.includes('--missed')) for (const line of missed.sort()) console.log(line)
// Mutants an interrupted run never reached have no result yet: a full run instruments about 3,760.
console.log(
  `MUTATION SCORE server/platform: ${pct(total)} % (${total.detected} of the ${total.detected + total.undetected} mutants with a result detected)`,
)
