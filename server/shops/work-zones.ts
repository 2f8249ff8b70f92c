import { LANGUAGES, type Language } from '#sync/i18n/language.ts'
import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import type { Row } from '../platform/db/db.ts'

// The system's own zones of a warehouse: the warehouse (store) is declared here, in shops, and both its
// hooks and the warehouse area's (wms, above) name the zones with this one list.

/** A zone the system makes for a warehouse that has none, with its one position (codes are the same in every language). */
export type WorkZone = { type: number; code: string; zoneName: MessageKey; positionName: MessageKey }

/** Where received goods wait until put away (a zone of type 3). */
export const RECEIVING: WorkZone = {
  type: 3,
  code: 'RECV',
  zoneName: 'wms.receivingZoneName',
  positionName: 'wms.receivingPositionName',
}
/** Where defective goods are held (a zone of type 6). */
export const QUARANTINE: WorkZone = {
  type: 6,
  code: 'QC-HOLD',
  zoneName: 'wms.quarantineZoneName',
  positionName: 'wms.quarantinePositionName',
}

/** Where goods on their way to the warehouse lie until they arrive (a zone of type 7): in transit, never available. */
export const TRANSIT: WorkZone = {
  type: 7,
  code: 'TRANSIT',
  zoneName: 'inventory.transitZoneName',
  positionName: 'inventory.transitPositionName',
}

const BY_CODE = new Map([RECEIVING, QUARANTINE, TRANSIT].map((z) => [z.code, z]))

/**
 * Zones and positions the system made are named in the reader's language, whoever's language made
 * them; one renamed by hand (its name no longer the system's in any language) keeps its name.
 */
export function nameWorkZones(records: Row[], kind: 'zone' | 'position', lang: Language): void {
  for (const record of records) {
    const zone = BY_CODE.get(String(record.code))
    if (!zone) continue
    const key = kind === 'zone' ? zone.zoneName : zone.positionName
    if (LANGUAGES.some((l) => translate(key, l) === record.name)) record.name = translate(key, lang)
  }
}
