import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'

/** The finance area's screens of their own for the books (trial balance, aged payables, account entries), by resource key. */
export const booksScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {}
