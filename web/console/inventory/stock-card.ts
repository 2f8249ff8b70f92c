import type { z } from 'zod'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Language } from '#sync/i18n/language.ts'
import type { stockCardAnswer } from '#sync/resources/inventory/inventory.answers.ts'

/** The stock card call's answer (stockCardContract). */
export type StockCard = z.output<typeof stockCardAnswer>

/** One ledger row of the card. */
export type CardMovement = StockCard['records'][number]

/** The document of a movement, a reservation or a lot, as the stock card call answers it. */
export type CardDocument = NonNullable<CardMovement['document']>

/** One line of the card's table: the opening balance, a movement, or the closing balance. */
export type CardLine =
  | { kind: 'opening'; key: string; balance: number }
  | {
      kind: 'movement'
      key: string
      time: string
      document: CardDocument | null
      documentText: string
      movement: string
      position: string
      lot: string
      in: number | null
      out: number | null
      /**
       * A move inside the card's warehouse, or of units in transit (dispatched into it, arrived from
       * it), signed (+5 into a position or into transit, -5 out of one); empty otherwise.
       */
      moved: string
      balance: number
      user: string
      reason: string
      voided: boolean
    }
  | { kind: 'closing'; key: string; in: number; out: number; balance: number }

/** A movement kind's name in the person's language (dictionary stock_movement_type). */
export function movementName(type: number | null | undefined, lang: Language): string {
  if (type === null || type === undefined) return ''
  return findDictionary('stock_movement_type').entries.find((e) => e.key === String(type))?.label[lang] ?? String(type)
}

/** A lot as people name it: batch and inbound date ("P1 · 2026-01-05"), either alone when the other is missing. */
export function lotText(batchNo: string | null | undefined, inboundDate: string | null | undefined): string {
  return [batchNo, inboundDate].filter(Boolean).join(' · ')
}

/**
 * What a document shows as: its own code, else the kind of document (a hand adjustment has no code;
 * `fallback` names it), else nothing.
 */
export function documentText(document: CardDocument | null, fallback: string): string {
  if (!document) return ''
  return document.code ?? (document.type === 'erp/storeproductinventory' ? fallback : (document.label ?? fallback))
}

/**
 * The card's table: the opening balance (on the first page), each movement with its quantity as
 * in or out (a move between the warehouse's own positions, or of units in transit, as neither, its
 * quantity signed beside the movement) and the balance on hand after it, and the closing balance with the period's totals (on the last page).
 */
export function cardLines(card: StockCard, lang: Language, handAdjustment: string): CardLine[] {
  const lines: CardLine[] = []
  if (card.current <= 1) lines.push({ kind: 'opening', key: 'opening', balance: card.opening })
  for (const r of card.records) {
    // Units in transit are not on hand: their dispatch and arrival move neither in nor out.
    const aside = r.movedWithin || r.inTransit
    lines.push({
      kind: 'movement',
      key: r.id,
      time: r.time,
      document: r.document,
      documentText: documentText(r.document, handAdjustment),
      movement: movementName(r.movementType, lang),
      position: r.positionCode ?? '',
      lot: lotText(r.batchNo, r.inboundDate),
      in: r.quantity > 0 && !aside ? r.quantity : null,
      out: r.quantity < 0 && !aside ? -r.quantity : null,
      moved: aside ? (r.quantity > 0 ? `+${r.quantity}` : String(r.quantity)) : '',
      balance: r.balance,
      user: r.userName ?? '',
      reason: [r.reason, r.remark].filter(Boolean).join(' · '),
      voided: r.voided,
    })
  }
  if (card.current >= card.pages) {
    lines.push({ kind: 'closing', key: 'closing', in: card.inQuantity, out: card.outQuantity, balance: card.closing })
  }
  return lines
}
