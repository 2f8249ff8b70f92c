import type { z } from 'zod'
import type { Label, Language } from '../i18n/language.ts'
import { type MessageKey, translate } from '../i18n/messages.ts'

/** One thing wrong with the input: which field, and why, in the caller's language. */
export type FieldProblem = { field: string; message: string }

const BODY_LABEL: Label = { zh: '请求体', en: 'Request body', ja: 'リクエスト本文' }

const TYPE_NAMES: Record<string, MessageKey> = {
  string: 'typeText',
  number: 'typeNumber',
  int: 'typeInteger',
  object: 'typeObject',
  array: 'typeArray',
  boolean: 'typeBoolean',
  datetime: 'typeDateTime',
  date: 'typeDate',
  id: 'typeId',
  decimal: 'typeDecimal',
  bool: 'typeBool',
}

/** Turns zod issues (parsed with `reportInput: true`) into field messages a person can act on. */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  lang: Language,
  labels: Record<string, Label> = {},
): FieldProblem[] {
  return issues.flatMap((issue) => {
    const key = issue.path.map(String).join('.')
    const top = issue.path[0]
    const label = (top === undefined ? BODY_LABEL : labels[String(top)])?.[lang] ?? key
    const say = (messageKey: MessageKey, params: Record<string, unknown> = {}): FieldProblem => ({
      field: key || 'body',
      message: translate(messageKey, lang, { field: label, ...params }),
    })
    if (issue.message === 'control') return [say('fieldControlCharacters')]
    if (issue.message.startsWith('rule:') && issue.input !== undefined && issue.input !== null) {
      const rule = JSON.parse(issue.message.slice(5)) as Label
      return [say('fieldRule', { rule: rule[lang] })]
    }
    const customType = TYPE_NAMES[issue.message]
    // Bounds checked by refinements carry their limit in the message: "min:0", "max:100".
    const bound = /^(min|max):(-?[\d.]+)$/.exec(issue.message)
    if (bound)
      return [bound[1] === 'min' ? say('fieldTooSmall', { min: bound[2] }) : say('fieldTooBig', { max: bound[2] })]
    // A value that is absent is "required", whatever rule it would have broken.
    if (issue.code !== 'unrecognized_keys' && (issue.input === undefined || issue.input === null)) {
      return [say('fieldRequired')]
    }
    switch (issue.code) {
      case 'invalid_type': {
        const expected = TYPE_NAMES[issue.expected] ?? 'typeText'
        return [say('fieldType', { expected: translate(expected, lang) })]
      }
      case 'too_small':
        if (issue.origin === 'string') {
          return [Number(issue.minimum) <= 1 ? say('fieldRequired') : say('fieldTooShort', { min: issue.minimum })]
        }
        return [say('fieldTooSmall', { min: issue.minimum })]
      case 'too_big':
        return [
          issue.origin === 'string'
            ? say('fieldTooLong', { max: issue.maximum })
            : say('fieldTooBig', { max: issue.maximum }),
        ]
      case 'invalid_value':
        return [say('fieldOneOf', { options: issue.values.map(String).join(', ') })]
      case 'unrecognized_keys':
        return issue.keys.map((k) => ({ field: k, message: translate('fieldUnknown', lang, { field: k }) }))
      case 'invalid_format':
        return [customType ? say('fieldType', { expected: translate(customType, lang) }) : say('fieldFormat')]
      default:
        return [customType ? say('fieldType', { expected: translate(customType, lang) }) : say('fieldInvalid')]
    }
  })
}
