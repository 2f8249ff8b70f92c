import { defineArea } from '../platform/area.ts'

/** The fba area: its hand-written calls, action work, hooks and demo data. */
export const fbaArea = defineArea({
  name: 'fba',
  layer: 8,
})
