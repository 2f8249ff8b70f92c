import { defineArea } from '../platform/area.ts'

/** The shipping area: its hand-written calls, action work, hooks and demo data. */
export const shippingArea = defineArea({
  name: 'shipping',
  layer: 8,
})
