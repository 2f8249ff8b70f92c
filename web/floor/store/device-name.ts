/**
 * The name a floor device gives itself when it registers, so the console's device list tells the
 * scanners apart by something a person recognises: its model (or system), its browser, and the end of
 * its id, e.g. `TC52 · Chrome · 3F0A`.
 */
export function deviceName(userAgent: string | undefined, deviceId: string): string {
  const ua = userAgent ?? ''
  const tail = deviceId.replace(/-/g, '').slice(-4).toUpperCase()
  return [modelOf(ua), browserOf(ua), tail].filter(Boolean).join(' · ').slice(0, 100)
}

/** The device's model where the browser tells it (Android before the reduced agent string), else its system. */
function modelOf(ua: string): string | null {
  // "(Linux; Android 11; TC52 Build/RKQ1...; wv)": the part after the Android version, without its build.
  const parts =
    /\(([^)]*)\)/
      .exec(ua)?.[1]
      ?.split(';')
      .map((p) => p.trim()) ?? []
  const version = parts.findIndex((p) => p.startsWith('Android'))
  const model = version >= 0 ? parts[version + 1]?.replace(/\s*Build\/.*$/, '') : undefined
  // Reduced user agents name every Android model "K".
  if (model && model !== 'K' && model !== 'wv') return model
  if (/iPhone/.test(ua)) return 'iPhone'
  if (/iPad/.test(ua)) return 'iPad'
  if (/Android/.test(ua)) return 'Android'
  if (/Windows/.test(ua)) return 'Windows'
  if (/CrOS/.test(ua)) return 'ChromeOS'
  if (/Mac OS X|Macintosh/.test(ua)) return 'Mac'
  if (/Linux/.test(ua)) return 'Linux'
  return null
}

function browserOf(ua: string): string | null {
  if (/EdgA?\//.test(ua)) return 'Edge'
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox'
  if (/SamsungBrowser\//.test(ua)) return 'Samsung Internet'
  if (/Chrome\/|CriOS\//.test(ua)) return 'Chrome'
  if (/Safari\//.test(ua)) return 'Safari'
  return null
}
