/** Snowflake-style 64-bit ids (BladeX's shape): time, a per-process worker number, a sequence. */
const EPOCH = 1_577_836_800_000n // 2020-01-01
const WORKER = BigInt(Math.floor(Math.random() * 1024))
let lastMs = 0n
let sequence = 0n

/** The next id, as the decimal string the API sends (ids exceed 2^53). */
export function nextId(): string {
  let now = BigInt(Date.now())
  if (now < lastMs) now = lastMs // the clock stepped back: stay monotonic
  if (now === lastMs) {
    sequence = (sequence + 1n) & 0xfffn
    if (sequence === 0n) now = lastMs + 1n // 4,096 ids in one millisecond: borrow the next one
  } else {
    sequence = 0n
  }
  lastMs = now
  return (((now - EPOCH) << 22n) | (WORKER << 12n) | sequence).toString()
}
