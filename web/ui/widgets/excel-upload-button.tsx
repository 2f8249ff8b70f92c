import { Button, type ButtonProps, FileButton } from '@mantine/core'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { isSpreadsheetFile, SPREADSHEET_ACCEPT } from './spreadsheet-file.ts'
import { UploadIcon } from './widget-icons.tsx'
import { notifyWidgetError } from './widget-notify.ts'

export { isSpreadsheetFile } from './spreadsheet-file.ts'

export type ExcelUploadButtonProps = {
  /** Called with the picked file when it is a spreadsheet (xlsx, xls or csv). */
  onFile: (file: File) => void
  label?: string
  disabled?: boolean
  loading?: boolean
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
}

/** Excel upload button (spec 1 §2.5): picks an xlsx, xls or csv; any other file gives 附件格式错误，请重新上传！ */
export function ExcelUploadButton({
  onFile,
  label,
  disabled,
  loading,
  variant = 'default',
  size = 'sm',
}: ExcelUploadButtonProps) {
  const { t } = useTranslation()
  const resetRef = useRef<() => void>(null)
  const pick = (file: File | null) => {
    // Cleared so picking the same file again (after fixing it) fires a change.
    resetRef.current?.()
    if (!file) return
    if (!isSpreadsheetFile(file)) {
      notifyWidgetError(t('widgets.excel.wrongFormat'))
      return
    }
    onFile(file)
  }
  return (
    <FileButton onChange={pick} accept={SPREADSHEET_ACCEPT} resetRef={resetRef} disabled={disabled}>
      {(props) => (
        <Button
          {...props}
          variant={variant}
          size={size}
          disabled={disabled}
          loading={loading}
          leftSection={<UploadIcon />}
        >
          {label ?? t('widgets.excel.button')}
        </Button>
      )}
    </FileButton>
  )
}
