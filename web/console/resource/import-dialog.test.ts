import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/client.ts'
import { isSpreadsheetFile } from '../../ui/widgets/spreadsheet-file.ts'
import { importProblems, importUrlFor } from './import-dialog.tsx'

describe('import dialog', () => {
  it('takes spreadsheets and CSV only, whatever the case of the extension', () => {
    expect(isSpreadsheetFile({ name: 'brands.XLSX' })).toBe(true)
    expect(isSpreadsheetFile({ name: 'brands.csv' })).toBe(true)
    expect(isSpreadsheetFile({ name: 'brands.txt' })).toBe(false)
    expect(isSpreadsheetFile({ name: 'xlsx' })).toBe(false)
  })

  it('lists each row at fault', () => {
    const error = new ApiError('导入失败，2 行有错误', 400, 400, {
      errors: [
        { field: '2.brandName', message: '第 2 行 品牌名称不能为空' },
        { field: '3.brandCode', message: '第 3 行 品牌编码格式不正确' },
      ],
    })
    expect(importProblems(error)).toEqual(['第 2 行 品牌名称不能为空', '第 3 行 品牌编码格式不正确'])
  })

  it('lists a refusal of the whole file (wrong headers) as its one message', () => {
    const error = new ApiError('表头与模板不一致：品牌 → 品牌名称', 400, 400, null)
    expect(importProblems(error)).toEqual(['表头与模板不一致：品牌 → 品牌名称'])
  })

  it('lists nothing for a network failure, a server fault or something else thrown', () => {
    expect(importProblems(new ApiError('网络异常', 0, 0, null, 'network'))).toEqual([])
    expect(importProblems(new ApiError('服务器异常', 500, 500, null))).toEqual([])
    expect(importProblems(new Error('x'))).toEqual([])
  })
})

// Issue 27, item 10: a product file exported and changed could only be added again, never update.
describe('import mode', () => {
  it('adds through the import call and updates through it with mode=update', () => {
    expect(importUrlFor('/api/erp/baseproduct/import', 'add')).toBe('/api/erp/baseproduct/import')
    expect(importUrlFor('/api/erp/baseproduct/import', 'update')).toBe('/api/erp/baseproduct/import?mode=update')
    expect(importUrlFor('/api/x/import?a=1', 'update')).toBe('/api/x/import?a=1&mode=update')
  })
})
