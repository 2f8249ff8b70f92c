import { describe, expect, it } from 'vitest'
import { describeIssues } from './describe-issues.ts'
import { findResource, resources } from './index.ts'
import { columnsAnswerSchema, createSchema, fieldLabels, pageOf, updateSchema } from './resource-schemas.ts'
import { notice } from './system/notice.resource.ts'

const labels = fieldLabels(notice)
const problems = (schema: ReturnType<typeof createSchema>, input: unknown) => {
  const r = schema.safeParse(input, { reportInput: true })
  return r.success ? [] : describeIssues(r.error.issues, 'en', labels).map((p) => `${p.field}: ${p.message}`)
}

describe('schemas derived from a declaration', () => {
  it('requires the required fields on create only', () => {
    expect(problems(createSchema(notice), {})).toEqual([
      'title: Title cannot be empty',
      'category: Category cannot be empty',
    ])
    expect(problems(updateSchema(notice), { id: '12' })).toEqual([])
    expect(problems(updateSchema(notice), {})).toEqual(['id: ID cannot be empty'])
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

describe('answers of hand-written reads (columnsAnswerSchema, pageOf)', () => {
  const answer = columnsAnswerSchema(notice, ['id', 'createUser', 'title', 'category', 'releaseTime', 'content'])
  const row = { id: '12', createUser: null, title: 'T', category: 1, releaseTime: null, content: null }

  it('takes required fields as never null, others as nullable, and whole-number vocabularies as integers', () => {
    expect(answer.safeParse(row).success).toBe(true)
    expect(answer.safeParse({ ...row, title: null }).success).toBe(false)
    expect(answer.safeParse({ ...row, category: '1' }).success).toBe(false)
    expect(answer.safeParse({ ...row, id: 12 }).success).toBe(false)
  })

  it('refuses to name a column the declaration does not have', () => {
    expect(() => columnsAnswerSchema(notice, ['title', 'nothing'])).toThrow(/no field nothing/)
  })

  it('pages rows as {records, total, totalExact, size, current, pages}', () => {
    const page = { records: [row], total: 1, totalExact: true, size: 10, current: 1, pages: 1 }
    expect(pageOf(answer).safeParse(page).success).toBe(true)
    expect(pageOf(answer).safeParse({ ...page, records: [{ ...row, title: null }] }).success).toBe(false)
  })
})

describe('a pattern’s refusal', () => {
  it('says the rule in words where the field declares one (password, phone), in the caller’s language', () => {
    const user = findResource('blade-user/user')
    const parsed = createSchema(user).safeParse(
      {
        account: 'rule-test',
        name: 'Rule',
        realName: 'Rule Test',
        roleId: '1',
        deptId: '2',
        password: 'abc',
        phone: '010-12345678',
      },
      { reportInput: true },
    )
    const zh = describeIssues(parsed.error?.issues ?? [], 'zh', fieldLabels(user))
    expect(zh.find((p) => p.field === 'password')?.message).toBe(
      '密码格式不正确：8-16位，须包含数字、小写字母和大写字母',
    )
    expect(zh.find((p) => p.field === 'phone')?.message).toContain('11位手机号码')
    const en = describeIssues(parsed.error?.issues ?? [], 'en', fieldLabels(user))
    expect(en.find((p) => p.field === 'password')?.message).toContain('8-16 characters with a digit')
  })
})

describe('dependent links (dependsOn)', () => {
  const declared = resources.flatMap((r) =>
    Object.entries(r.fields).flatMap(([key, field]) => (field.dependsOn ? [{ r, key, field }] : [])),
  )

  it('are declared where one choice narrows another (zones by warehouse, marketplaces by platform)', () => {
    expect(declared.map(({ r, key }) => `${r.module}/${r.name}.${key}`).sort()).toEqual([
      'erp/baseshop.marketplaceId',
      'erp/basestoreposition.areaId',
      'erp/inventoryprocessing.fromPositionId',
      'erp/inventoryprocessing.toPositionId',
      'erp/platformInventory.saleSkuId',
      'erp/platformsalesku.saleSkuId',
      'erp/saleplan.shopId',
      'erp/stockreservation.positionId',
      'erp/storeProInventoryConfig.saleSkuId',
      'erp/storeproductinventory.positionId',
      'erp/storeproductinventorylog.positionId',
      'ware/wbasestoreposition.areaId',
      'ware/winboundshelves.fromPositionId',
      'ware/winboundshelves.itemId',
      'ware/winboundshelves.positionId',
      'ware/wqualityinspection.quarantinePositionId',
      'ware/wstocktaking.positionIds',
      'ware/wstoreproductinventory.positionId',
      'ware/wstoreproductinventorylog.positionId',
    ])
  })

  it('name a field of their own record and a field the target’s lists filter by, of the same kind', () => {
    for (const { r, key, field } of declared) {
      const rule = field.dependsOn
      const parent = rule ? r.fields[rule.field] : undefined
      const target = findResource(field.target ?? '')
      const filtered = rule ? target.fields[rule.targetField] : undefined
      expect(['link', 'links'], `${r.name}.${key}`).toContain(field.type)
      expect(parent?.type, `${r.name}.${key} depends on ${rule?.field}`).toBe('link')
      expect(filtered?.search, `${target.name}.${rule?.targetField} is a list filter`).toBe(true)
      expect(filtered?.target, `${target.name}.${rule?.targetField} points where ${rule?.field} does`).toBe(
        parent?.target,
      )
    }
  })
})

describe('choices among another resource’s records (text fields stored as their value)', () => {
  const declared = resources.flatMap((r) =>
    Object.entries(r.fields).flatMap(([key, field]) => (field.choices ? [{ r, key, field }] : [])),
  )

  it('are declared where a code or a name of another record is kept (currencies, a shop’s company)', () => {
    expect(declared.map(({ r, key }) => `${r.module}/${r.name}.${key}`).sort()).toEqual([
      'erp/abroadapplypay.currencyCode',
      'erp/abroadpayvoucher.currencyCode',
      'erp/apiexpressquotation.currency',
      'erp/baseexchangerate.fromCurrency',
      'erp/baseexchangerate.toCurrency',
      'erp/basefreight.currency',
      'erp/baseproduct.currency',
      'erp/baseshop.companyName',
      'erp/baseshop.currencyCode',
      'erp/baseshopfee.currencyCode',
      'erp/baseshopproduct.currencyCode',
      'erp/basestorefee.currencyCode',
      'erp/ecctransferorder.fbaAddressCode',
      'erp/ecctransferorder.transportCode',
      'erp/fbatransfer.fbaCentre',
      'erp/fbatransfer.transportCode',
      'erp/financeaccount.currencyCode',
      'erp/financialapplyfee.currencyCode',
      'erp/financialapplypay.currencyCode',
      'erp/financialapplypayrelation.currencyCode',
      'erp/financialelectronicinvoice.currencyCode',
      'erp/financialfactory.currencyCode',
      'erp/financialfeedetail.currencyCode',
      'erp/financialforeignpayment.currencyCode',
      'erp/financialinvoice.currencyCode',
      'erp/financialpayvoucher.currencyCode',
      'erp/financialreceivefee.currencyCode',
      'erp/inbound.feeCurrency',
      'erp/logisticsproviders.currency',
      'erp/marketplace.currencyCode',
      'erp/order.fobCurrency',
      'erp/orderexpress.currency',
      'erp/purchaseitem.currencyCode',
      'erp/purchaseorder.baseCurrency',
      'erp/purchaseorder.currencyCode',
      'erp/purchasepayment.currencyCode',
      'erp/purchasespilt.baseCurrency',
      'erp/purchasespilt.currencyCode',
      'erp/saleplan.currencyCode',
      'erp/shipbill.currencyCode',
      'erp/shipcost.currencyCode',
      'erp/vcAdminOrder.currency',
      'erp/vcCustomerOrder.currency',
      'ware/wfbatransfer.fbaCentre',
      'ware/wfbatransfer.transportCode',
      'ware/winboundorder.feeCurrency',
    ])
  })

  it('name a text field of a known resource, narrowed only by fields its lists filter by', () => {
    for (const { r, key, field } of declared) {
      const rule = field.choices
      const target = findResource(rule?.from ?? '')
      expect(field.type, `${r.name}.${key}`).toBe('text')
      expect(target.fields[rule?.value ?? '']?.type, `${target.name}.${rule?.value}`).toBe('text')
      for (const by of Object.keys(rule?.where ?? {}))
        expect(target.fields[by]?.search, `${target.name}.${by} is a list filter`).toBe(true)
    }
  })
})
