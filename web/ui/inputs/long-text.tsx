import { Text, Tooltip } from '@mantine/core'

/** Characters shown in a table cell before the text is cut. */
export const LONG_TEXT_CUT = 20
/** Texts longer than this show in full in a popover. */
export const LONG_TEXT_POPOVER = 10

/** The cell text: the first 20 characters, with an ellipsis when cut. */
export function truncateLongText(text: string): string {
  const chars = Array.from(text)
  return chars.length > LONG_TEXT_CUT ? `${chars.slice(0, LONG_TEXT_CUT).join('')}…` : text
}

/** A long text in a table cell: truncated at 20 characters, the full text in a popover past 10. */
export function LongText({ text }: { text: string | null | undefined }) {
  if (!text) return null
  const shown = truncateLongText(text)
  const cell = (
    <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
      {shown}
    </Text>
  )
  if (Array.from(text).length <= LONG_TEXT_POPOVER) return cell
  return (
    <Tooltip
      label={text}
      multiline
      maw={400}
      withinPortal
      events={{ hover: true, focus: true, touch: true }}
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      <Text span size="sm" tabIndex={0} style={{ whiteSpace: 'nowrap', cursor: 'help' }}>
        {shown}
      </Text>
    </Tooltip>
  )
}
