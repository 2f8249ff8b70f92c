import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientSettings } from '../../api/client.ts'
import { ExcelUploadButton, isSpreadsheetFile } from './excel-upload-button.tsx'
import { renderWidget } from './test-providers.tsx'

const originalNotify = clientSettings.notifyError

afterEach(() => {
  clientSettings.notifyError = originalNotify
})

function pickFile(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement
  fireEvent.change(input, { target: { files: [file] } })
}

describe('isSpreadsheetFile', () => {
  it('takes xlsx, xls and csv in any case and nothing else', () => {
    expect(isSpreadsheetFile({ name: 'brands.xlsx' })).toBe(true)
    expect(isSpreadsheetFile({ name: 'OLD.XLS' })).toBe(true)
    expect(isSpreadsheetFile({ name: 'rows.csv' })).toBe(true)
    expect(isSpreadsheetFile({ name: 'brands.xlsx.exe' })).toBe(false)
    expect(isSpreadsheetFile({ name: 'notes.txt' })).toBe(false)
    expect(isSpreadsheetFile({ name: 'xlsx' })).toBe(false)
    expect(isSpreadsheetFile({ name: 'report.pdf' })).toBe(false)
  })
})

describe('ExcelUploadButton', () => {
  it('passes a spreadsheet on', () => {
    const onFile = vi.fn()
    const { container } = renderWidget(<ExcelUploadButton onFile={onFile} />)
    expect(screen.getByRole('button', { name: '选择文件' })).toBeTruthy()
    const file = new File(['a,b'], 'brands.csv', { type: 'text/csv' })
    pickFile(container, file)
    expect(onFile).toHaveBeenCalledWith(file)
  })

  it('refuses any other file with the format message and passes nothing on', () => {
    const onFile = vi.fn()
    const notify = vi.fn()
    clientSettings.notifyError = notify
    const { container } = renderWidget(<ExcelUploadButton onFile={onFile} label="导入" />)
    expect(screen.getByRole('button', { name: '导入' })).toBeTruthy()
    pickFile(container, new File(['x'], 'photo.png', { type: 'image/png' }))
    expect(onFile).not.toHaveBeenCalled()
    expect(notify).toHaveBeenCalledWith('附件格式错误，请重新上传！')
  })

  it('offers only spreadsheets in the picker', () => {
    const { container } = renderWidget(<ExcelUploadButton onFile={() => undefined} />)
    const input = container.querySelector('input[type="file"]') as HTMLInputElement
    expect(input.accept).toContain('.xlsx')
    expect(input.accept).toContain('.xls')
    expect(input.accept).toContain('.csv')
  })
})
