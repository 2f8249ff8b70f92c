import { ActionIcon } from '@mantine/core'
import type { ReactNode } from 'react'

/** What a tool button shows and does: its icon, the label it is announced by, and its click. */
export type ToolButtonProps = {
  label: string
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}

/** A square icon button of a widget's toolbar (the PDF viewer's paging and zoom, the crop dialog's turns). */
export function ToolButton({ label, disabled, onClick, children }: ToolButtonProps) {
  return (
    <ActionIcon variant="default" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </ActionIcon>
  )
}
