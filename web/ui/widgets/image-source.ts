import { useEffect, useState } from 'react'
import { apiHeaders } from '../../api/client.ts'

/**
 * Whether a source is one of our API's files: those answer only with the session's Blade-Auth header,
 * which an <img> or a new tab cannot send, so they are fetched and shown from a blob URL.
 */
export function needsAuthorisedFetch(src: string, origin = window.location.origin): boolean {
  if (src.startsWith('/api/')) return true
  if (!/^https?:\/\//i.test(src)) return false
  try {
    const url = new URL(src)
    return url.origin === origin && url.pathname.startsWith('/api/')
  } catch {
    return false
  }
}

/** Fetches one of our API's files with the session headers. */
export async function fetchAuthorisedBlob(src: string): Promise<Blob> {
  const res = await fetch(src, { headers: apiHeaders(), credentials: 'same-origin' })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return res.blob()
}

type Shared = { users: number; url: Promise<string>; release?: ReturnType<typeof setTimeout> }

/**
 * Blob URLs of API files shared by every preview on the page: a list of 200 rows showing the same
 * picture fetches it once; a URL is revoked a while after its last user goes (paging back reuses it).
 */
const shared = new Map<string, Shared>()
const RELEASE_AFTER_MS = 30_000

function acquire(src: string): Shared {
  let entry = shared.get(src)
  if (!entry) {
    const created: Shared = {
      users: 0,
      url: fetchAuthorisedBlob(src).then((blob) => URL.createObjectURL(blob)),
    }
    // A failed fetch is forgotten at once, so the next preview tries again.
    created.url.catch(() => {
      if (shared.get(src) === created) shared.delete(src)
    })
    shared.set(src, created)
    entry = created
  }
  clearTimeout(entry.release)
  entry.users += 1
  return entry
}

function release(src: string, entry: Shared): void {
  entry.users -= 1
  if (entry.users > 0) return
  entry.release = setTimeout(() => {
    if (entry.users > 0 || shared.get(src) !== entry) return
    shared.delete(src)
    void entry.url.then((url) => URL.revokeObjectURL(url)).catch(() => undefined)
  }, RELEASE_AFTER_MS)
}

/** A URL a browser can show for `src`: the source itself, or a shared blob URL of an API file. */
export function useImageSource(src: string | null | undefined): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; url: string | null; failed: boolean }>({
    src: null,
    url: null,
    failed: false,
  })
  const authorised = Boolean(src && needsAuthorisedFetch(src))

  useEffect(() => {
    if (!src || !authorised) return
    let current = true
    const entry = acquire(src)
    entry.url
      .then((url) => current && setState({ src, url, failed: false }))
      .catch(() => current && setState({ src, url: null, failed: true }))
    return () => {
      current = false
      release(src, entry)
    }
  }, [src, authorised])

  if (!src) return { url: null, failed: false }
  if (!authorised) return { url: src, failed: false }
  // A state left from a previous source is not shown for the new one.
  return state.src === src ? { url: state.url, failed: state.failed } : { url: null, failed: false }
}

/** Opens a source in a new tab; an API file is fetched first and opened as a blob. */
export async function openInNewTab(src: string): Promise<void> {
  if (!needsAuthorisedFetch(src)) {
    window.open(src, '_blank', 'noopener')
    return
  }
  // Opened before the fetch so pop-up blockers see it as the click's own window.
  const tab = window.open('', '_blank')
  try {
    const url = URL.createObjectURL(await fetchAuthorisedBlob(src))
    if (tab) tab.location.href = url
    else window.open(url, '_blank')
    // The new tab has loaded the blob by then; free it a minute later.
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
  } catch (e) {
    tab?.close()
    throw e
  }
}
