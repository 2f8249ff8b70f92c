import { useEffect, useState } from 'react'
import { clampPage } from './pdf-pages.ts'

/** The page shown, what the page input holds, and the moves between pages. */
export type PdfPaging = {
  page: number
  pageInput: string | number
  setPageInput: (value: string | number) => void
  /** Shows the page asked for, clamped to 1..total, and puts it in the input. */
  goTo: (requested: number) => void
  /** Goes to the page typed in the input (on Enter or leaving it). */
  commitInput: () => void
}

/** Paging through a document of `total` pages; each document at `url` opens on its first page. */
export function usePdfPaging(url: string, total: number): PdfPaging {
  const [page, setPage] = useState(1)
  const [pageInput, setPageInput] = useState<string | number>(1)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is a new document, read from page 1.
  useEffect(() => {
    setPage(1)
    setPageInput(1)
  }, [url])

  const goTo = (requested: number) => {
    const next = clampPage(requested, total)
    setPage(next)
    setPageInput(next)
  }
  const commitInput = () => goTo(typeof pageInput === 'number' ? pageInput : Number.parseInt(pageInput, 10))
  return { page, pageInput, setPageInput, goTo, commitInput }
}
