import { z } from 'zod'

/** A file uploaded: its address (url and link alike), stored name, the name it came with and its attachment record. */
export const uploadAnswer = z.object({
  url: z.string(),
  link: z.string(),
  name: z.string(),
  originalName: z.string(),
  attachId: z.string(),
})
