/** A line of the order being split: its id, SKU and quantity. */
export type SplitLine = { id: string; sku: string; quantity: number }

/** One part of a split: its warehouse, transport and how many units of each line it takes. */
export type SplitPart = { storeId: string | null; transportId: string | null; quantities: Record<string, number> }

/** A new, empty part (the order's warehouse and transport preset). */
export function emptyPart(storeId: string | null, transportId: string | null): SplitPart {
  return { storeId, transportId, quantities: {} }
}

/** Units of a line not yet in any part (negative when the parts take more than the line has). */
export function unitsLeft(line: SplitLine, parts: readonly SplitPart[]): number {
  return line.quantity - parts.reduce((sum, p) => sum + (p.quantities[line.id] ?? 0), 0)
}

/** Units a part takes in all. */
export function partUnits(part: SplitPart): number {
  return Object.values(part.quantities).reduce((sum, n) => sum + n, 0)
}

/** What keeps a split from being sent (spec 1 §5: fully split; warehouse, transport and quantity required). */
export type SplitProblems = {
  /** Lines not fully split (units left) or split beyond their quantity. */
  lines: Record<string, 'left' | 'over'>
  /** Each part's missing warehouse, transport, or units. */
  parts: Record<number, ('store' | 'transport' | 'empty')[]>
  /** Fewer than two parts take units: nothing would be split. */
  tooFew: boolean
}

/** The problems of a split as drafted. */
export function splitProblems(lines: readonly SplitLine[], parts: readonly SplitPart[]): SplitProblems {
  const lineProblems: SplitProblems['lines'] = {}
  for (const line of lines) {
    const left = unitsLeft(line, parts)
    if (left > 0) lineProblems[line.id] = 'left'
    else if (left < 0) lineProblems[line.id] = 'over'
  }
  const partProblems: SplitProblems['parts'] = {}
  parts.forEach((part, i) => {
    const missing: ('store' | 'transport' | 'empty')[] = []
    if (!part.storeId) missing.push('store')
    if (!part.transportId) missing.push('transport')
    if (partUnits(part) <= 0) missing.push('empty')
    if (missing.length) partProblems[i] = missing
  })
  const filled = parts.filter((p) => partUnits(p) > 0).length
  return { lines: lineProblems, parts: partProblems, tooFew: filled < 2 }
}

/** Whether the split may be sent: every line fully split, every part complete, at least two parts. */
export function splitComplete(lines: readonly SplitLine[], parts: readonly SplitPart[]): boolean {
  const p = splitProblems(lines, parts)
  return Object.keys(p.lines).length === 0 && Object.keys(p.parts).length === 0 && !p.tooFew
}

/** The part with every unit still left of the lines added to it (the "rest here" button). */
export function withRest(lines: readonly SplitLine[], parts: readonly SplitPart[], index: number): SplitPart[] {
  return parts.map((part, i) => {
    if (i !== index) return part
    const quantities = { ...part.quantities }
    for (const line of lines) {
      const left = unitsLeft(line, parts)
      if (left > 0) quantities[line.id] = (quantities[line.id] ?? 0) + left
    }
    return { ...part, quantities }
  })
}

/** The split call's body: the order and its parts, each with its lines and units (lines without units left out). */
export function splitBody(orderId: string, lines: readonly SplitLine[], parts: readonly SplitPart[]) {
  return {
    id: orderId,
    parts: parts.map((part) => ({
      storeId: part.storeId,
      transportId: part.transportId,
      lines: lines
        .filter((l) => (part.quantities[l.id] ?? 0) > 0)
        .map((l) => ({ itemId: l.id, quantity: part.quantities[l.id] ?? 0 })),
    })),
  }
}

/** The message of each thing a part still lacks, in the order the dialog asks for them. */
export const PART_NEEDS = {
  store: 'salesOrder.split.needStore',
  transport: 'salesOrder.split.needTransport',
  empty: 'salesOrder.split.needUnits',
} as const

/**
 * What the dialog tells about the draft: the general rule only while the lines are not fully split
 * (or fewer than two parts take units), and per part only what it still lacks, never what is filled.
 */
export function splitNotes(problems: SplitProblems): {
  incomplete: boolean
  parts: { n: number; needs: (typeof PART_NEEDS)[keyof typeof PART_NEEDS][] }[]
} {
  return {
    incomplete: Object.keys(problems.lines).length > 0 || problems.tooFew,
    parts: Object.entries(problems.parts).map(([i, missing]) => ({
      n: Number(i) + 1,
      needs: missing.map((m) => PART_NEEDS[m]),
    })),
  }
}
