import type { z } from 'zod'
import type { Label } from '../i18n/language.ts'

/** What a call reads, as both sides see it: the query string, the JSON body, or both merged (`params`). */
export type ContractInput = {
  query?: z.ZodType
  body?: z.ZodType
  /** The query string with the JSON body merged over it: a GET sends it as its query, a POST as its body. */
  params?: z.ZodType
  /** Field names for the server's messages, in each language. */
  labels?: Record<string, Label>
}

/**
 * A call's contract: what the server and the console agree on (method, path, input, answer). The
 * server's defineCall spreads it and adds who may call and the handler; the console's callApi
 * takes it, so what is sent and what comes back are typed from the same schemas.
 */
export type CallContract = {
  method: 'GET' | 'POST'
  path: string
  input: ContractInput | 'nothing' | 'files'
  /** The answer's `data` inside the envelope (the whole answer for raw calls). */
  output?: z.ZodType
  /** The answer is raw JSON (token, captcha) or a file (xlsx, pdf, zip), not the envelope: the caller reads it. */
  raw?: boolean
}

/** Declares a contract, keeping its literal types. */
export function defineContract<const C extends CallContract>(contract: C): C {
  return contract
}

type InputOf<C, K extends string> = C extends { input: Record<K, infer S> }
  ? S extends z.ZodType
    ? z.input<S>
    : never
  : never

/** What the console sends for a call: each declared part, typed by its schema's input. */
export type SentOf<C extends CallContract> = ([InputOf<C, 'query'>] extends [never]
  ? unknown
  : { query: InputOf<C, 'query'> }) &
  ([InputOf<C, 'body'>] extends [never] ? unknown : { body: InputOf<C, 'body'> }) &
  ([InputOf<C, 'params'>] extends [never] ? unknown : { params: InputOf<C, 'params'> })

/** What a call answers (the envelope's data), typed by its output schema. */
export type AnswerOf<C extends CallContract> = C extends { output: infer O }
  ? O extends z.ZodType
    ? z.output<O>
    : unknown
  : unknown
