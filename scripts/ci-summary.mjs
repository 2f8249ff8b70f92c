// The closing lines of .ci/run: each failing step and test (suite, file, test name, the first lines of
// its error), then 'N passed, N failed'. CI keeps only the tail of the output, so this comes last.
// Reads <dir>/steps.tsv (name, exit code, log file, report files) and the vitest and Playwright JSON
// reports it names. Exits 1 when anything failed.
//   node scripts/ci-summary.mjs <reports dir>
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: node scripts/ci-summary.mjs <reports dir>')
  process.exit(2)
}

/** Failing tests shown with their errors, then by name only. */
const DETAILED = 15
const NAMED = 30

const plain = (text) => stripVTControlCharacters(String(text ?? ''))
/** The first lines of an error worth reading: its message and its first frame in the project's code. */
function firstLines(text, count = 4) {
  const lines = plain(text)
    .split('\n')
    .map((l) => l.trim().replaceAll(`${process.cwd()}/`, ''))
    .filter(Boolean)
  const frame = (l) => /^(at |❯ )/.test(l)
  const message = lines.filter((l) => !frame(l)).slice(0, count - 1)
  const own = lines.find((l) => frame(l) && !/node_modules|node:internal|<anonymous>/.test(l))
  return [...message, ...(own ? [own] : [])].map((l) => `      ${l}`)
}
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Failures and counts of a vitest JSON report. */
function vitestReport(report, suite) {
  const failures = []
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed')
    for (const a of failed) {
      failures.push([
        `${suite}  ${file.name.replace(`${process.cwd()}/`, '')} > ${a.fullName}`,
        ...firstLines(a.failureMessages?.[0]),
      ])
    }
    // A file that failed outside its tests (it did not load, a hook threw).
    if (!failed.length && file.status === 'failed') {
      failures.push([
        `${suite}  ${file.name.replace(`${process.cwd()}/`, '')} (the file itself)`,
        ...firstLines(file.message),
      ])
    }
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, failures }
}

/** Failures and counts of a Playwright JSON report. */
function playwrightReport(report, suite) {
  const failures = []
  const walk = (s, path) => {
    for (const spec of s.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const result = (test.results ?? []).find((r) => r.status !== 'passed') ?? {}
        const error = result.error?.message ?? result.errors?.[0]?.message ?? result.status
        failures.push([
          `${suite}  ${spec.file}:${spec.line} > ${[...path, spec.title].join(' > ')}`,
          ...firstLines(error),
        ])
      }
    }
    for (const inner of s.suites ?? [])
      walk(inner, inner.title && inner.title !== inner.file ? [...path, inner.title] : path)
  }
  for (const s of report.suites ?? []) walk(s, [])
  for (const e of report.errors ?? []) failures.push([`${suite}  (outside any test)`, ...firstLines(e.message)])
  const stats = report.stats ?? {}
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), failures }
}

/** What a failed step printed last, when no report names what failed (a typecheck, a build, an unhandled error). */
function logTail(file) {
  if (!file || !existsSync(file)) return ['      (no output kept)']
  const lines = plain(readFileSync(file, 'utf8')).split('\n')
  const unhandled = lines.findIndex((l) => /Unhandled (Error|Rejection)/.test(l))
  if (unhandled >= 0) return firstLines(lines.slice(unhandled).join('\n'), 8)
  return lines
    .filter((l) => l.trim())
    .slice(-12)
    .map((l) => `      ${l}`)
}

const steps = existsSync(join(dir, 'steps.tsv'))
  ? readFileSync(join(dir, 'steps.tsv'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name, rc, log, ...reports] = line.split('\t')
        return { name, rc: Number(rc), log, reports: reports.filter(Boolean) }
      })
  : []

let passed = 0
let failed = 0
const out = []
for (const step of steps) {
  const stepFailures = []
  for (const file of step.reports) {
    const report = readJson(file)
    if (!report) continue
    const counted = report.testResults ? vitestReport(report, step.name) : playwrightReport(report, step.name)
    passed += counted.passed
    failed += counted.failed
    stepFailures.push(...counted.failures)
  }
  if (step.rc === 0 && !stepFailures.length) continue
  out.push(`FAILED step: ${step.name} (exit ${step.rc})`)
  if (stepFailures.length) {
    // The first ones with their errors, the rest by name: the tail CI keeps stays readable.
    for (const [i, f] of stepFailures.entries()) {
      if (i < DETAILED) out.push(`  FAIL ${f[0]}`, ...f.slice(1))
      else if (i < DETAILED + NAMED) out.push(`  FAIL ${f[0]}`)
    }
    if (stepFailures.length > DETAILED + NAMED) out.push(`  ... and ${stepFailures.length - DETAILED - NAMED} more`)
  } else {
    // Nothing the reports name: the step itself counts as one failure, shown by its last words.
    failed += 1
    out.push(...logTail(step.log))
  }
}

console.log(`\n=== what failed${out.length ? '' : ': nothing'}`)
for (const line of out) console.log(line)
console.log(`${passed} passed, ${failed} failed`)
process.exit(out.length ? 1 : 0)
