import { type APIRequestContext, expect } from '@playwright/test'
import { apiToken, authHeaders } from './session.ts'

type Envelope<T> = { code: number; msg: string; data: T }
export type Api = Awaited<ReturnType<typeof signedInApi>>

/** Calls the API as the admin (or the account given) and answers the envelope's data, failing the test on a refusal. */
export async function signedInApi(request: APIRequestContext, token?: string) {
  const headers = authHeaders(token ?? (await apiToken(request)))
  const answer = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    const body = (await res.json()) as Envelope<T>
    expect(body.code, JSON.stringify(body)).toBe(200)
    return body.data
  }
  return {
    headers,
    get: async <T>(path: string, params: Record<string, string>) =>
      answer<T>(await request.get(path, { headers, params })),
    post: async <T>(path: string, data: unknown) => answer<T>(await request.post(path, { headers, data })),
  }
}
