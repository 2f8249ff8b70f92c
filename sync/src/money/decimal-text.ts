import { z } from 'zod'

/** An exact decimal as an answer carries it (money, measures, rates): up to 18 digits and 8 places, as text. */
export const decimalText = z.string().regex(/^-?\d{1,18}(\.\d{1,8})?$/)
