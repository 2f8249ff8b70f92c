import type { MessageKey } from '#sync/i18n/messages.ts'
import type { FieldProblem } from '#sync/resources/describe-issues.ts'

/** The kinds of failure a call can answer with, and the HTTP status of each. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  INVALID_STATE: 400,
  INSUFFICIENT_STOCK: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
} as const
export type ErrorKind = keyof typeof ERROR_STATUS

/**
 * The one error type handlers throw. The message is a key translated into the caller's language
 * by `onError`; `problems` names each bad field for validation failures.
 */
export class AppError extends Error {
  readonly kind: ErrorKind
  readonly messageKey: MessageKey
  readonly params: Record<string, unknown>
  readonly problems: FieldProblem[]

  constructor(
    kind: ErrorKind,
    messageKey: MessageKey,
    params: Record<string, unknown> = {},
    problems: FieldProblem[] = [],
  ) {
    super(messageKey)
    this.name = 'AppError'
    this.kind = kind
    this.messageKey = messageKey
    this.params = params
    this.problems = problems
  }

  get status(): number {
    return ERROR_STATUS[this.kind]
  }
}

/** A validation failure listing every bad field. */
export function validationError(problems: FieldProblem[]): AppError {
  return new AppError('VALIDATION', 'validation', {}, problems)
}
