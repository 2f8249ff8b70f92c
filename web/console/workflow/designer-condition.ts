/**
 * A gateway branch's condition as the person types it ("pass == true") and as the engine reads it,
 * the body of a formal expression wrapped in `${...}`; blank means no condition.
 */
export function conditionBody(text: string): string | undefined {
  const typed = text.trim()
  if (!typed) return undefined
  return /^\$\{[\s\S]*\}$/.test(typed) ? typed : `\${${typed}}`
}

/** The text shown for a condition's body: what is inside `${...}`, or the body as written. */
export function conditionText(body: string | undefined): string {
  const written = (body ?? '').trim()
  const inner = /^\$\{([\s\S]*)\}$/.exec(written)
  return (inner ? (inner[1] ?? '') : written).trim()
}
