import { type UseFormReturnType, useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { parseBatchLines } from './batch-lines.ts'

/** What the multi-line box holds: one entry a line. */
export type BatchBoxValues = { lines: string }

/** The batch search's multi-line box: whether it is open, its form, and its open / clear / save. */
export type BatchBox = {
  opened: boolean
  setOpened: (opened: boolean) => void
  form: UseFormReturnType<BatchBoxValues>
  /** Opens the box on the current entries, one a line. */
  open: () => void
  /** Empties the box (the entries stay until it is saved). */
  clear: () => void
  /** Takes the box's lines as the entries and closes it, or refuses more than 100 and keeps it open. */
  save: () => void
}

/** The multi-line box of a batch search over `value`; a save hands the new entries to `onChange`. */
export function useBatchBox(value: string[], onChange: (values: string[]) => void): BatchBox {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const form = useForm<BatchBoxValues>({ initialValues: { lines: '' } })

  const open = () => {
    form.setValues({ lines: value.join('\n') })
    form.clearErrors()
    setOpened(true)
  }
  const clear = () => form.setFieldValue('lines', '')
  const save = () => {
    const parsed = parseBatchLines(form.values.lines)
    if (!parsed.ok) {
      form.setFieldError('lines', t('inputs.batch.tooMany'))
      return
    }
    onChange(parsed.values)
    setOpened(false)
  }
  return { opened, setOpened, form, open, clear, save }
}
