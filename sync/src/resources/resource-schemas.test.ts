import { describe, expect, it } from 'vitest'
import { describeIssues } from './describe-issues.ts'
import { createSchema, fieldLabels, updateSchema } from './resource-schemas.ts'
import { notice } from './system/notice.resource.ts'

const labels = fieldLabels(notice)
const problems = (schema: ReturnType<typeof createSchema>, input: unknown) => {
  const r = schema.safeParse(input, { reportInput: true })
  return r.success ? [] : describeIssues(r.error.issues, 'en', labels).map((p) => `${p.field}: ${p.message}`)
}

describe('schemas derived from a declaration', () => {
  it('requires the required fields on create only', () => {
    expect(problems(createSchema(notice), {})).toEqual(['title: Title is required', 'category: Category is required'])
    expect(problems(updateSchema(notice), { id: '12' })).toEqual([])
    expect(problems(updateSchema(notice), {})).toEqual(['id: ID is required'])
  })

  it('accepts numbers sent as strings, dates for times, and blanks for optional fields', () => {
    const r = createSchema(notice).parse({ title: ' T ', category: 1, releaseTime: '2026-01-02', content: '' })
    expect(r).toEqual({ title: 'T', category: '1', releaseTime: '2026-01-02 00:00:00', content: null })
  })

  it('drops fields it does not declare (the server sets base columns itself)', () => {
    const r = createSchema(notice).parse({ title: 'T', category: '1', tenantId: '100001', isDeleted: 1 })
    expect(r).not.toHaveProperty('tenantId')
    expect(r).not.toHaveProperty('isDeleted')
  })
})
