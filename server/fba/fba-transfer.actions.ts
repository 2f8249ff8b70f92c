import { FBA_RECEIVED_LINES, fbaTransferActions } from '#sync/resources/fba/fba-transfer.actions.ts'
import { type ActionWork, actionWork } from '../platform/records/action-calls.ts'
import {
  checkOutTransfers,
  checkTransfers,
  receiveTransfers,
  recordTransferException,
  startReceivingTransfers,
  voidTransfers,
} from './fba-transfer.ts'

const FLOOR = ['/api/ware/wfbatransfer']
const SUMMARY =
  'Moves FBA transfers on (ids, status): 2 FBA check (every line needs its SKU and box number), 3 check-out (reserved stock leaves through the ledger, inbound to the centre), 4 receiving, 5 received (fulfillable), 6 exception (items: received and damaged per line, exceptionRemark), 7 void (reservation released)'

/** The server's work of the FBA transfer's declared actions, at the office's and the warehouse's address. */
export const fbaTransferActionWorks: ActionWork[] = [
  actionWork(fbaTransferActions.check, (tx, actor, ids) => checkTransfers(tx, actor, ids).then(() => true), {
    summary: SUMMARY,
    alsoAt: FLOOR,
  }),
  actionWork(fbaTransferActions.checkOut, (tx, actor, ids, input) =>
    checkOutTransfers(tx, actor, ids, input).then(() => true),
  ),
  actionWork(fbaTransferActions.startReceiving, (tx, actor, ids) =>
    startReceivingTransfers(tx, actor, ids).then(() => true),
  ),
  actionWork(fbaTransferActions.receive, (tx, actor, ids) => receiveTransfers(tx, actor, ids).then(() => true)),
  actionWork(
    fbaTransferActions.exception,
    (tx, actor, ids, input) => recordTransferException(tx, actor, ids, input).then(() => true),
    { params: FBA_RECEIVED_LINES },
  ),
  actionWork(fbaTransferActions.void, (tx, actor, ids) => voidTransfers(tx, actor, ids).then(() => true)),
]
