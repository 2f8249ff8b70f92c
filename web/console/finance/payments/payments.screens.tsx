import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'

/** The finance area's screens of their own for payments, by resource key. */
export const paymentsScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {}
