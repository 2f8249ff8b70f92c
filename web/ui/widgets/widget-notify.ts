import { clientSettings } from '../../api/client.ts'

/** Shows a widget's own refusal (wrong format, too large, too many) the way the client shows call errors. */
export function notifyWidgetError(message: string): void {
  clientSettings.notifyError(message)
}
