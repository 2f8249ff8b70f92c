import type { FloorCommandArgs, FloorCommandName } from '#sync/floor/floor-protocol.ts'
import type { ScanVerdict } from '../../scan/feedback.ts'

export type { ScanVerdict } from '../../scan/feedback.ts'

/** A text to show: a message key of screens.messages.ts and its values. */
export type WorkMessage = { key: string; values?: Record<string, string | number> }

/** A floor command as a screen queues it (the store adds the opId). */
export type QueuedCommand = {
  [N in FloorCommandName]: { name: N; args: Omit<FloorCommandArgs<N>, 'opId'> }
}[FloorCommandName]

/** What a scan comes to: its verdict and message, and the command to queue when it is accepted. */
export type ScanJudgement = {
  verdict: ScanVerdict
  message: WorkMessage
  /** Accepted, but the person should look (an over-receipt). */
  warning?: boolean
  command?: QueuedCommand
}

/** A judgement of the given verdict. */
export const judged = (
  verdict: ScanVerdict,
  key: string,
  values?: WorkMessage['values'],
  extra: Pick<ScanJudgement, 'warning' | 'command'> = {},
): ScanJudgement => ({ verdict, message: { key, values }, ...extra })
