import { useEffect, useRef, useState } from 'react'

/** How long the popover stays after the pointer leaves, so it can travel from thumbnail to popover. */
const CLOSE_DELAY_MS = 150

/**
 * The image preview's popover: open on hover or click, closed a moment after the pointer leaves (so it
 * can travel from the thumbnail to the popover) or at once; closing also drops a pending delete confirmation.
 */
export function usePreviewPopover() {
  const [opened, setOpened] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const close = () => {
    setOpened(false)
    setConfirming(false)
  }
  const show = () => {
    clearTimeout(closeTimer.current)
    setOpened(true)
  }
  const hideSoon = () => {
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(close, CLOSE_DELAY_MS)
  }
  const hide = () => {
    clearTimeout(closeTimer.current)
    close()
  }
  return { opened, confirming, setConfirming, show, hideSoon, hide }
}
