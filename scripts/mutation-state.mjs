// The results of `npm run mutate`, kept in the repository between sessions: a full run over
// server/platform (and each target beyond it: routing, ledger, floor) takes hours on two cores, and Stryker's incremental report lets a later run
// test only the mutants whose code or covering tests changed (and those an interrupted run never
// reached). `restore` unpacks tests/mutation/*.json.gz into reports/mutation/ where none is there;
// `save` packs the reports back (gzip: 66 MB of JSON is about 0.4 MB).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'

const FILES = [
  'incremental.json',
  'incremental-pg.json',
  'incremental-routing.json',
  'incremental-ledger.json',
  'incremental-floor.json',
]
const kept = (name) => `tests/mutation/${name}.gz`
const live = (name) => `reports/mutation/${name}`

const command = process.argv[2]
mkdirSync('reports/mutation', { recursive: true })
for (const name of FILES) {
  if (command === 'restore' && !existsSync(live(name)) && existsSync(kept(name))) {
    writeFileSync(live(name), gunzipSync(readFileSync(kept(name))))
    console.log(`restored ${live(name)}`)
  } else if (command === 'save' && existsSync(live(name))) {
    writeFileSync(kept(name), gzipSync(readFileSync(live(name)), { level: 9 }))
    console.log(`saved ${kept(name)}`)
  }
}
if (command !== 'restore' && command !== 'save') {
  console.error('usage: node scripts/mutation-state.mjs restore|save')
  process.exitCode = 2
}
