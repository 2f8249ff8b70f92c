import { defineArea } from '../platform/area.ts'
import { shipDocumentCalls } from './ship-documents/ship-documents.calls.ts'

/** The shipping area: its hand-written calls, action work, hooks and demo data. */
export const shippingArea = defineArea({
  name: 'shipping',
  layer: 8,
  calls: [...shipDocumentCalls],
})
