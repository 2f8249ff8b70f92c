import type { Label } from '../../i18n/language.ts'

/** Messages of the shipping area (keys prefixed `shipping.`), in each language. */
export const shippingMessages = {} as const satisfies Record<string, Label>
