import { Alert, Anchor, Button, FileInput, Group, List, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, clientSettings, downloadFile, uploadFile } from '../../api/client.ts'
import { isSpreadsheetFile, SPREADSHEET_ACCEPT } from '../../ui/widgets/spreadsheet-file.ts'
import { fieldErrorsFromApi } from './form-rules.ts'

/**
 * What the dialog lists after a refused import: each row at fault, or, when the server refused the
 * file as a whole (headers not the template's, an empty sheet), its one message, which would
 * otherwise only flash by in a toast. Network failures and time-outs list nothing.
 */
export function importProblems(error: unknown): string[] {
  const rows = fieldErrorsFromApi(error)
  if (rows) return Object.values(rows)
  if (
    error instanceof ApiError &&
    error.kind === 'answer' &&
    error.status >= 400 &&
    error.status < 500 &&
    error.message
  )
    return [error.message]
  return []
}

/** What an import dialog's form holds: the chosen spreadsheet, and whether its rows add or update. */
export type ImportValues = { file: File | null; mode: ImportMode }

/**
 * What an import dialog keeps: the chosen file (a spreadsheet, else 附件格式错误，请重新上传！; 请上传文件！
 * when none) and the mode in its form, started again at each opening; what the server listed after a
 * refused upload (read by `problemsOf`); `confirm` uploads through `upload`.
 */
export function useSpreadsheetImport<P>(
  opened: boolean,
  upload: (file: File, mode: ImportMode) => Promise<void>,
  problemsOf: (error: unknown) => P[],
) {
  const { t } = useTranslation()
  const form = useForm<ImportValues>({
    initialValues: { file: null, mode: 'add' },
    validate: { file: (file) => (file ? null : t('resource.import.fileRequired')) },
  })
  const [problems, setProblems] = useState<P[]>([])
  const reset = useRef(form.reset)
  reset.current = form.reset
  useEffect(() => {
    if (!opened) return
    reset.current()
    setProblems([])
  }, [opened])

  const pick = (file: File | null) => {
    setProblems([])
    if (file && !isSpreadsheetFile(file)) {
      form.setFieldValue('file', null)
      form.setFieldError('file', t('resource.import.badFormat'))
      return
    }
    form.setFieldValue('file', file)
  }

  const confirm = form.onSubmit(async ({ file, mode }) => {
    setProblems([])
    try {
      await upload(file as File, mode)
    } catch (e) {
      // The summary was toasted by the client; the rows at fault (or the file's fault) are listed here.
      setProblems(problemsOf(e))
    }
  })

  return { form, problems, pick, confirm }
}

/** An import dialog's state, as `useSpreadsheetImport` answers it. */
export type SpreadsheetImport = Omit<ReturnType<typeof useSpreadsheetImport>, 'problems'>

/**
 * The frame of an import dialog: the file, `options` below it (the mode), the hint and the template's
 * link, `children` (what the server listed) and the buttons.
 */
export function SpreadsheetImportModal({
  opened,
  onClose,
  title,
  size,
  templateUrl,
  state,
  options,
  children,
}: {
  opened: boolean
  onClose: () => void
  title: string
  size: number
  templateUrl: string | null
  state: SpreadsheetImport
  options?: ReactNode
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const { form, pick, confirm } = state
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <Stack>
        <FileInput
          label={t('resource.import.file')}
          placeholder={t('resource.import.placeholder')}
          accept={SPREADSHEET_ACCEPT}
          value={form.values.file}
          onChange={pick}
          error={form.errors.file}
          clearable
          required
        />
        {options}
        <Text size="xs" c="dimmed">
          {t('resource.import.hint')}
        </Text>
        {templateUrl && (
          <Text size="sm">
            {t('resource.import.templateLead')}{' '}
            <Anchor component="button" type="button" onClick={() => void downloadTemplate(templateUrl, t)}>
              {t('resource.import.template')}
            </Anchor>
          </Text>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('resource.cancel')}
          </Button>
          <Button onClick={() => confirm()} loading={form.submitting}>
            {t('resource.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** Downloads an import's template; a failure says Download Template Failed! (spec 1 §5). */
export async function downloadTemplate(templateUrl: string, t: (key: string) => string): Promise<void> {
  try {
    await downloadFile(templateUrl, undefined, { silent: true })
  } catch {
    clientSettings.notifyError(t('resource.import.templateFailed'))
  }
}

type ImportDialogProps = {
  opened: boolean
  onClose: () => void
  importUrl: string
  templateUrl: string | null
  onImported: () => void
  /** The words of the field an import may update records by (products: System SKU); none, add only. */
  updateKeyLabel?: string
}

/** Whether an import adds its rows or updates the records they name. */
export type ImportMode = 'add' | 'update'

/** The import call for a mode: adding is the call itself, updating asks for it (`?mode=update`). */
export function importUrlFor(importUrl: string, mode: ImportMode): string {
  if (mode === 'add') return importUrl
  return `${importUrl}${importUrl.includes('?') ? '&' : '?'}mode=update`
}

/**
 * The import dialog: a spreadsheet is required (请上传文件！) and must be xlsx/xls/csv
 * (附件格式错误，请重新上传！); the template link; on success 导入成功！ and the list refreshes; the
 * server's per-row errors are listed here.
 */
export function ImportDialog({
  opened,
  onClose,
  importUrl,
  templateUrl,
  onImported,
  updateKeyLabel,
}: ImportDialogProps) {
  const { t } = useTranslation()
  const { problems: rowErrors, ...state } = useSpreadsheetImport(
    opened,
    async (chosen, mode) => {
      await uploadFile<unknown>(importUrlFor(importUrl, mode), chosen)
      clientSettings.notifySuccess(t('resource.import.done'))
      onImported()
      onClose()
    },
    importProblems,
  )
  const mode = state.form.values.mode
  return (
    <SpreadsheetImportModal
      opened={opened}
      onClose={onClose}
      title={t('resource.import.title')}
      size={560}
      templateUrl={templateUrl}
      state={state}
      options={
        updateKeyLabel && (
          <Radio.Group
            label={t('resource.import.mode')}
            {...state.form.getInputProps('mode')}
            description={mode === 'update' ? t('resource.import.modeUpdateHint', { key: updateKeyLabel }) : undefined}
          >
            <Group mt={4}>
              <Radio value="add" label={t('resource.import.modeAdd')} />
              <Radio value="update" label={t('resource.import.modeUpdate', { key: updateKeyLabel })} />
            </Group>
          </Radio.Group>
        )
      }
    >
      {rowErrors.length > 0 && (
        <Alert color="red" variant="light" title={t('resource.import.rowErrors')}>
          <ScrollArea.Autosize mah={200}>
            <List size="sm">
              {rowErrors.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </Alert>
      )}
    </SpreadsheetImportModal>
  )
}
