/**
 * A uuid of version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits, so ids a device
 * makes sort by when they were made. Uses the platform's `crypto.getRandomValues` (browsers, Node 19+).
 */
/** The one platform API used (sync/ has neither DOM nor node types). */
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T }

export function uuidV7(now: number = Date.now()): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  let ms = now
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256
    ms = Math.floor(ms / 256)
  }
  bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f)
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f)
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
