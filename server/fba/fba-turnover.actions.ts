import { fbaTurnoverActions as a } from '#sync/resources/fba/fba-turnover.actions.ts'
import { type ActionWork, actionWork } from '../platform/records/action-calls.ts'
import {
  allocateTurnovers,
  cancellation,
  cancelTurnovers,
  confirmEncasement,
  labelTurnovers,
  shipTurnovers,
} from './fba-turnover.ts'
import { DEMO_FBA_TURNOVER as D } from './fba-turnover-seed.ts'

/** What the server does for each FBA turnover action beyond its status change. */
export const fbaTurnoverActionWorks: ActionWork[] = [
  actionWork(a.cancel, (tx, actor, ids, input) => cancelTurnovers(tx, actor, ids, input), {
    summary:
      'Cancels FBA turnovers (ids) in draft or pending allocation, with an optional cancelReason; nothing is reserved yet',
    example: { ids: D.draft, status: '6' },
  }),
  actionWork(a.allocate, (tx, actor, ids) => allocateTurnovers(tx, actor, ids), {
    summary:
      "Allocates FBA turnovers (ids) pending allocation: each line's units are reserved in the turnover's warehouse, oldest lot first (the picking list); too few available is a 400 naming the SKU",
    example: { ids: D.pendingAllocation },
  }),
  actionWork(a.confirmEncasement, (tx, actor, ids) => confirmEncasement(tx, actor, ids), {
    summary:
      'Confirms the packing of allocated FBA turnovers (ids): every line packed in boxes exactly (packed equal to the total), else a 400 naming both totals',
    example: { ids: D.allocated },
  }),
  actionWork(a.label, (tx, actor, ids, input) => labelTurnovers(tx, actor, ids, input), {
    summary:
      'Finishes labelling encased FBA turnovers (ids), adding the files given first (files: attachId of /api/picture/upload, fileType 1 box label, 2 FBA label): a box label and an FBA label must be uploaded, else a 400 "not uploaded"',
    example: { ids: D.encased },
  }),
  actionWork(a.ship, (tx, actor, ids) => shipTurnovers(tx, actor, ids), {
    summary:
      "Ships labelled FBA turnovers (ids) out to their FBA centre: the reserved units are issued through the stock ledger and recorded as inbound to the centre for the shop's shipment",
    example: { ids: D.labelled },
  }),
  actionWork(a.cancellation, (tx, actor, ids, input) => cancellation(tx, actor, ids, input), {
    summary:
      'Cancels FBA turnovers (ids) not yet shipped, with an optional cancelReason: what allocation reserved is available again',
    example: { ids: D.allocated },
  }),
]
