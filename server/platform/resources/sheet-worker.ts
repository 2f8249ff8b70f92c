import { parentPort, workerData } from 'node:worker_threads'
import {
  readSheetFile,
  SheetLimitError,
  type SheetLimitName,
  type SheetLimits,
  type SheetReadStats,
} from './sheet-reader.ts'

/** What the server hands the worker: the uploaded file and the limits to hold it to. */
export type SheetJob = { name: string; bytes: Uint8Array; limits: SheetLimits }

/** What the worker answers: the rows, the limit the file passed, or why it is not a spreadsheet. */
export type SheetAnswer =
  | { rows: string[][]; stats: SheetReadStats }
  | { refused: { limit: SheetLimitName; max: number; stats: SheetReadStats } }
  | { malformed: string }

// The worker's entry (started by readSheet in spreadsheet.ts): reads one file and answers once.
if (parentPort) {
  const job = workerData as SheetJob
  let answer: SheetAnswer
  try {
    answer = readSheetFile(job, job.limits)
  } catch (e) {
    answer =
      e instanceof SheetLimitError
        ? { refused: { limit: e.limit, max: e.max, stats: e.stats } }
        : { malformed: e instanceof Error ? e.message : String(e) }
  }
  parentPort.postMessage(answer)
}
