import { describe, expect, it } from 'vitest'
import { baseBrand } from '#sync/resources/products/base-brand.resource.ts'
import { baseShop } from '#sync/resources/shops/base-shop.resource.ts'
import { dictBiz } from '#sync/resources/system/dict-biz.resource.ts'
import { ApiError } from '../../api/client.ts'
import {
  fieldErrorsFromApi,
  formValuesToBody,
  initialFormValues,
  recordToFormValues,
  validateBody,
} from './form-rules.ts'
import { formFields } from './resource-meta.ts'

const brandFields = formFields(baseBrand)

describe('form values', () => {
  it('start from the declared defaults', () => {
    const v = initialFormValues(brandFields)
    expect(v.status).toBe('1')
    expect(v.brandName).toBeNull()
  })

  it('turn blanks into null, trim text, and carry id and version when editing', () => {
    const values = { ...initialFormValues(brandFields), brandName: '  Acme ', remark: '' }
    const body = formValuesToBody(brandFields, values, { id: '1000000000000003001', version: 3 })
    expect(body).toMatchObject({ id: '1000000000000003001', version: 3, brandName: 'Acme', remark: null })
  })

  it('read a stored record: numbers as text, secrets never shown', () => {
    const shopFields = formFields(baseShop)
    const v = recordToFormValues(shopFields, { shopName: 'S', sort: 4, isFaceOrder: 1, authToken: 'x' }, ['userList'])
    expect(v.sort).toBe('4')
    expect(v.isFaceOrder).toBe(1)
    expect(v.authToken).toBeNull()
    expect(v.userList).toEqual([])
  })

  it('leave an untouched secret out of the body', () => {
    const shopFields = formFields(baseShop)
    const body = formValuesToBody(shopFields, { ...initialFormValues(shopFields), authToken: '' }, null)
    expect('authToken' in body).toBe(false)
  })
})

describe('validateBody', () => {
  it('reports a missing required field and a broken pattern in the person’s language', () => {
    const body = formValuesToBody(brandFields, { ...initialFormValues(brandFields), brandCode: 'bad code!' }, null)
    const zh = validateBody(baseBrand, body, 'create', 'zh')
    expect(zh.brandName).toBe('品牌名称不能为空')
    expect(zh.brandCode).toBeTruthy()
    const en = validateBody(baseBrand, body, 'create', 'en')
    expect(en.brandName).toBe('Brand name cannot be empty')
  })

  it('reports a value too long', () => {
    const body = formValuesToBody(brandFields, { brandName: 'x'.repeat(101), status: '1' }, null)
    expect(validateBody(baseBrand, body, 'create', 'en').brandName).toMatch(/100/)
  })

  it('passes a valid record', () => {
    const body = formValuesToBody(brandFields, { brandName: 'Acme', brandCode: 'ACME-1', status: '1' }, null)
    expect(validateBody(baseBrand, body, 'create', 'zh')).toEqual({})
  })

  it('says the screen’s own words for an empty required field, and requires what the screen requires', () => {
    const fields = formFields(dictBiz)
    const body = formValuesToBody(fields, { ...initialFormValues(fields), parentId: '1' }, null)
    const errors = validateBody(dictBiz, body, 'create', 'zh', {
      requiredMessages: { code: '请输入字典编号', dictKey: '请输入字典键值' },
      alsoRequired: ['dictKey'],
    })
    expect(errors.code).toBe('请输入字典编号')
    expect(errors.dictKey).toBe('请输入字典键值')
    expect(errors.dictValue).toBe('字典名称不能为空')
  })

  it('checks only the fields a screen shows', () => {
    const body = formValuesToBody(brandFields, initialFormValues(brandFields), null)
    expect(validateBody(baseBrand, body, 'create', 'zh', { only: ['remark'] })).toEqual({})
  })

  it('checks child rows with the child’s schema, keyed by row', () => {
    const fields = formFields(baseShop)
    const values = {
      ...initialFormValues(fields, ['marketplaceList']),
      shopName: 'S',
      shopCode: 'S-1',
      platformId: '1000000000000004001',
      marketplaceList: [{ marketplaceId: null }],
    }
    const errors = validateBody(baseShop, formValuesToBody(fields, values, null, ['marketplaceList']), 'create', 'en')
    expect(errors['marketplaceList.0.marketplaceId']).toMatch(/cannot be empty/)
  })
})

describe('fieldErrorsFromApi', () => {
  it('maps data.errors onto fields, first message per field', () => {
    const e = new ApiError('bad', 400, 400, {
      errors: [
        { field: 'brandName', message: '品牌名称已存在' },
        { field: 'brandName', message: 'second' },
        { field: 'brandCode', message: '格式不正确' },
      ],
    })
    expect(fieldErrorsFromApi(e)).toEqual({ brandName: '品牌名称已存在', brandCode: '格式不正确' })
  })

  it('answers null for a refusal that names no field', () => {
    expect(fieldErrorsFromApi(new ApiError('conflict', 409, 409, null))).toBeNull()
    expect(fieldErrorsFromApi(new Error('x'))).toBeNull()
  })
})
