import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { notice } from '#sync/resources/system/notice.resource.ts'
import { user } from '#sync/resources/system/user.resource.ts'
import { openTestApp, type TestApp } from '../../testing/test-app.ts'
import { adminActor } from '../../testing/test-users.ts'
import type { Actor } from '../actor.ts'
import type { Db } from '../db/db.ts'
import { scopeToTenant } from '../db/tenant-scope.ts'
import { AppError } from '../http/app-error.ts'
import { registerHooks } from './hooks.ts'
import { DEFAULT_IMPORT_MAX_ROWS, importRecords } from './import-records.ts'

// importRecords called directly, on declarations made for these tests over existing tables: the
// notice table (whose hooks below refuse rows on demand) and the user table (links to roles).
let t: TestApp
let actor: Actor
let db: Db
beforeAll(async () => {
  t = await openTestApp()
  actor = { ...(await adminActor(t)), lang: 'en' }
  db = scopeToTenant(t.root, { tenantId: '000000', userId: actor.session.userId })
})
afterAll(() => t.close())

const HEADERS = ['Title', 'Category', 'Released at', 'Content']
const noticeProbe: ResourceDef = { ...notice, module: 'test', name: 'noticeimportprobe' }

/** Titles the probe's hook refuses as it saves them, each in its own way. */
const saved: string[] = []
registerHooks({
  'test/noticeimportprobe': {
    beforeSave(_, input) {
      const title = String(input.title)
      saved.push(title)
      if (title.startsWith('refuse-field')) {
        throw new AppError('VALIDATION', 'validation', {}, [{ field: 'title', message: `${title} is refused` }])
      }
      if (title.startsWith('refuse-whole')) throw new AppError('VALIDATION', 'validation')
      if (title.startsWith('conflict')) throw new AppError('CONFLICT', 'validation')
      if (title.startsWith('crash')) throw new TypeError('the hook crashed')
    },
  },
})

type Outcome = { count: number } | { key: string; params: Record<string, unknown>; messages: string[] }

async function run(resource: ResourceDef, sheet: string[][]) {
  try {
    return await db.begin(async (tx): Promise<Outcome> => ({ count: await importRecords(tx, resource, sheet, actor) }))
  } catch (e) {
    if (!(e instanceof AppError)) throw e
    return { key: e.messageKey, params: e.params, messages: e.problems.map((p) => `${p.field}: ${p.message}`) }
  }
}
const notices = (rows: string[][]) => run(noticeProbe, [HEADERS, ...rows])

describe('the headers of an import', () => {
  it('may be in any language, column by column', async () => {
    expect(
      await run(noticeProbe, [
        ['标题', 'Category', '公開日時', '内容'],
        ['mixed headers', '1', '', ''],
      ]),
    ).toEqual({
      count: 1,
    })
  })

  it('must be the template’s, each wrong, missing or extra one named', async () => {
    expect(
      await run(noticeProbe, [
        ['Title', 'Kind', 'Released at'],
        ['x', '1'],
      ]),
    ).toEqual({
      key: 'importHeaders',
      params: { headers: 'Kind → Category; — → Content' },
      messages: [],
    })
    expect(
      await run(noticeProbe, [
        [...HEADERS, '', 'Extra'],
        ['x', '1'],
      ]),
    ).toMatchObject({
      params: { headers: 'Extra → —' },
    })
    expect(await run(noticeProbe, [])).toMatchObject({
      key: 'importHeaders',
      params: { headers: '— → Title; — → Category; — → Released at; — → Content' },
    })
  })
})

describe('the rows of an import', () => {
  it('are refused when there are none but blank ones', async () => {
    expect(await notices([['', '', '', ''], []])).toEqual({ key: 'importEmpty', params: {}, messages: [] })
  })

  it('are at most the declaration’s limit, 5,000 unless it says', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [`limit-${i}`, '1', '', ''])
    const limited = { ...noticeProbe, importMaxRows: 2 }
    expect(await run(limited, [HEADERS, ...rows(3)])).toEqual({
      key: 'importTooManyRows',
      params: { max: 2 },
      messages: [],
    })
    expect(await run(limited, [HEADERS, ...rows(2)])).toEqual({ count: 2 })
    expect(await notices(rows(DEFAULT_IMPORT_MAX_ROWS + 1))).toMatchObject({
      key: 'importTooManyRows',
      params: { max: DEFAULT_IMPORT_MAX_ROWS },
    })
  })

  it('are named by their row in the file, blank rows counted', async () => {
    const r = await notices([
      ['numbered-1', '1', '', ''],
      ['', '', '', ''],
      ['', '1', '', ''],
    ])
    expect(r).toMatchObject({ key: 'importRowErrors', messages: ['4.title: row 4: Title cannot be empty'] })
  })

  it('take a vocabulary value as its key or its label in any language', async () => {
    const r = await notices([
      ['label-zh', '发布通知', '', ''],
      ['label-ja', '転送通知', '', ''],
      ['label-en', 'Forwarded directive', '', ''],
      ['label-key', '2', '', ''],
    ])
    expect(r).toEqual({ count: 4 })
    const stored = await t.root.query<{ title: string; category: number }>(
      `SELECT title, category FROM blade_notice WHERE title LIKE 'label-%' ORDER BY title`,
    )
    expect(stored).toEqual([
      { title: 'label-en', category: 2 },
      { title: 'label-ja', category: 3 },
      { title: 'label-key', category: 2 },
      { title: 'label-zh', category: 1 },
    ])
  })
})

describe('the errors of an import', () => {
  it('list every row in file order, from validation and from saving alike', async () => {
    const r = await notices([
      ['refuse-field-2', '1', '', ''],
      ['', '1', '', ''],
      ['refuse-whole-4', '1', '', ''],
      ['', '1', '', ''],
    ])
    expect(r).toEqual({
      key: 'importRowErrors',
      params: {
        count: 4,
        details:
          'row 2: refuse-field-2 is refused; row 3: Title cannot be empty; row 4: Invalid input: ; row 5: Title cannot be empty',
      },
      messages: [
        '2.title: row 2: refuse-field-2 is refused',
        '3.title: row 3: Title cannot be empty',
        '4.: row 4: Invalid input: ',
        '5.title: row 5: Title cannot be empty',
      ],
    })
  })

  it('count the rows with errors, and show five of their messages', async () => {
    const rows = Array.from({ length: 13 }, (_, i) => [i >= 10 ? '' : `fine-${i}`, '1', '', ''])
    const r = await notices(rows)
    // Rows 12, 13 and 14 of the file lack their title.
    expect(r).toMatchObject({ params: { count: 3 } })
    expect(r).toMatchObject({
      messages: ['12.title: row 12: Title cannot be empty', expect.any(String), expect.any(String)],
    })
    const many = await notices(Array.from({ length: 7 }, () => ['', '1', '', '']))
    expect(many).toMatchObject({
      params: {
        count: 7,
        details: [2, 3, 4, 5, 6].map((row) => `row ${row}: Title cannot be empty`).join('; '),
      },
    })
  })

  it('list at most 200, and stop saving at the 200th', async () => {
    const refused = await notices(Array.from({ length: 250 }, (_, i) => [`refuse-field-${i}`, '1', '', '']))
    expect(refused).toMatchObject({ params: { count: 200 } })
    expect((refused as { messages: string[] }).messages).toHaveLength(200)
    const invalid = await notices(Array.from({ length: 230 }, () => ['', '1', '', '']))
    expect(invalid).toMatchObject({ params: { count: 230 } })
    expect((invalid as { messages: string[] }).messages).toHaveLength(200)
  })

  it('do not hide a failure that is not the row’s fault', async () => {
    await expect(db.begin((tx) => importRecords(tx, noticeProbe, [HEADERS, ['conflict', '1']], actor))).rejects.toThrow(
      expect.objectContaining({ kind: 'CONFLICT' }),
    )
    await expect(db.begin((tx) => importRecords(tx, noticeProbe, [HEADERS, ['crash', '1']], actor))).rejects.toThrow(
      'the hook crashed',
    )
  })
})

describe('links in an import', () => {
  // Users without the secret password column, so their rows can be imported.
  const userProbe: ResourceDef = {
    ...user,
    module: 'test',
    name: 'userimportprobe',
    fields: {
      account: user.fields.account,
      password: { ...user.fields.password, type: 'text', secret: false },
      realName: user.fields.realName,
      roleId: user.fields.roleId,
      deptId: user.fields.deptId,
      postId: user.fields.postId,
    } as ResourceDef['fields'],
  }
  const header = ['Account', 'Password', 'Real name', 'Roles', 'Departments', 'Posts']
  beforeAll(() =>
    t.root.query(
      `INSERT INTO blade_role (id, tenant_id, role_name, role_alias) VALUES
         (1900000000000000001, '000000', 'Import alpha', 'ia'), (1900000000000000002, '000000', 'Import beta', 'ib'),
         (1900000000000000003, '000000', 'Import twin', 't1'), (1900000000000000004, '000000', 'Import twin', 't2')`,
    ),
  )
  const users = async (rows: string[][]) => {
    const dept = actor.session.deptIds[0] as string
    return run(userProbe, [
      header,
      ...rows.map(([account, r, p]) => [account as string, 'Passw0rd!', 'Import user', r as string, dept, p ?? '']),
    ])
  }
  /** Accounts whose rows reached saving. */
  const reachedSave: string[] = []
  registerHooks({
    'test/userimportprobe': {
      beforeSave(_, input) {
        reachedSave.push(String(input.account))
      },
    },
  })

  it('name their records by title, several separated by commas, or by id', async () => {
    const r = await users([
      ['import.one', 'Import alpha,Import beta'],
      ['import.two', 'Import beta , Import alpha'],
      ['import.three', '1900000000000000002'],
    ])
    expect(r).toEqual({ count: 3 })
    const stored = await t.root.query<{ account: string; roleId: string }>(
      `SELECT account, role_id FROM blade_user WHERE account LIKE 'import.%' ORDER BY account`,
    )
    expect(stored).toEqual([
      { account: 'import.one', roleId: '1900000000000000001,1900000000000000002' },
      { account: 'import.three', roleId: '1900000000000000002' },
      { account: 'import.two', roleId: '1900000000000000002,1900000000000000001' },
    ])
  })

  it('refuse a title that names no record or several', async () => {
    const r = await users([
      ['import.four', 'Import twin'],
      ['import.five', 'Import alpha,Nobody'],
    ])
    expect(r).toMatchObject({
      key: 'importRowErrors',
      messages: [
        '2.roleId: row 2: Roles: "Import twin" names 2 records; give its id instead',
        expect.stringMatching(/^2\.roleId: /),
        '3.roleId: row 3: Roles: no record is named "Nobody"',
      ],
    })
  })

  it('refuse a row whose optional link names nothing, without saving it', async () => {
    const r = await users([['import.six', 'Import alpha', 'No such post']])
    expect(r).toEqual({
      key: 'importRowErrors',
      params: { count: 1, details: 'row 2: Posts: no record is named "No such post"' },
      messages: ['2.postId: row 2: Posts: no record is named "No such post"'],
    })
    expect(reachedSave).not.toContain('import.six')
    expect(reachedSave).toContain('import.one')
  })
})
