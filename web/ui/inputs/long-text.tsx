import { Portal } from '@mantine/core'
import { type SyntheticEvent, useId, useState } from 'react'
import classes from './long-text.module.css'

/** Characters shown in a table cell before the text is cut. */
export const LONG_TEXT_CUT = 20
/** Texts longer than this show in full in a popover. */
export const LONG_TEXT_POPOVER = 10

/** The cell text: the first 20 characters, with an ellipsis when cut. */
export function truncateLongText(text: string): string {
  const chars = Array.from(text)
  return chars.length > LONG_TEXT_CUT ? `${chars.slice(0, LONG_TEXT_CUT).join('')}…` : text
}

/** Where the popover goes: under the text, kept inside the window. */
export function popoverPlace(anchor: Pick<DOMRect, 'left' | 'bottom'>, viewportWidth: number, width = 400) {
  return { top: anchor.bottom + 6, left: Math.max(8, Math.min(anchor.left, viewportWidth - width - 8)) }
}

/**
 * A long text in a table cell: truncated at 20 characters, the full text in a popover past 10 (on
 * hover, keyboard focus or tap). The popover is mounted only while shown, so a page of 200 rows
 * carries no idle tooltip machinery.
 */
export function LongText({ text }: { text: string | null | undefined }) {
  const id = useId()
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null)
  if (!text) return null
  const shown = truncateLongText(text)
  if (Array.from(text).length <= LONG_TEXT_POPOVER) return <span className={classes.cell}>{shown}</span>
  const open = (e: SyntheticEvent<HTMLElement>) =>
    setPlace(popoverPlace(e.currentTarget.getBoundingClientRect(), window.innerWidth))
  const close = () => setPlace(null)
  const handlers = {
    onMouseEnter: open,
    onMouseLeave: close,
    onTouchStart: open,
    'aria-describedby': place ? id : undefined,
  }
  return (
    <>
      {shown === text ? (
        // Nothing is hidden: the popover on hover only repeats the visible text, so no focus stop.
        <span className={classes.cell} {...handlers}>
          {shown}
        </span>
      ) : (
        // A cut text is a button: reachable by keyboard, and its focus shows the whole text like a hover.
        <button type="button" className={`${classes.cell} ${classes.cut}`} onFocus={open} onBlur={close} {...handlers}>
          {shown}
        </button>
      )}
      {place && (
        <Portal>
          <div id={id} role="tooltip" className={classes.popover} style={place}>
            {text}
          </div>
        </Portal>
      )}
    </>
  )
}
