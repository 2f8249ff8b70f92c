import { Alert, Anchor, Button, FileInput, Group, List, Modal, Radio, ScrollArea, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
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

/**
 * What an import dialog keeps: the chosen file (a spreadsheet, else 附件格式错误，请重新上传！), the
 * file's refusal (请上传文件！ when none), what the server listed after a refused upload (read by
 * `problemsOf`), and whether the upload runs; `confirm` uploads through `upload`.
 */
export function useSpreadsheetImport<P>(
  opened: boolean,
  upload: (file: File) => Promise<void>,
  problemsOf: (error: unknown) => P[],
) {
  const { t } = useTranslation()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [problems, setProblems] = useState<P[]>([])
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!opened) return
    setFile(null)
    setError(null)
    setProblems([])
  }, [opened])

  const pick = (f: File | null) => {
    setProblems([])
    if (f && !isSpreadsheetFile(f)) {
      setFile(null)
      setError(t('resource.import.badFormat'))
      return
    }
    setError(null)
    setFile(f)
  }

  const confirm = async () => {
    if (!file) {
      setError(t('resource.import.fileRequired'))
      return
    }
    setBusy(true)
    setProblems([])
    try {
      await upload(file)
    } catch (e) {
      // The summary was toasted by the client; the rows at fault (or the file's fault) are listed here.
      setProblems(problemsOf(e))
    } finally {
      setBusy(false)
    }
  }

  return { file, error, problems, busy, pick, confirm }
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
  const [mode, setMode] = useState<ImportMode>('add')
  useEffect(() => {
    if (opened) setMode('add')
  }, [opened])
  const {
    file,
    error,
    problems: rowErrors,
    busy,
    pick,
    confirm,
  } = useSpreadsheetImport(
    opened,
    async (chosen) => {
      await uploadFile<unknown>(importUrlFor(importUrl, mode), chosen)
      clientSettings.notifySuccess(t('resource.import.done'))
      onImported()
      onClose()
    },
    importProblems,
  )

  return (
    <Modal opened={opened} onClose={onClose} title={t('resource.import.title')} size={560}>
      <Stack>
        <FileInput
          label={t('resource.import.file')}
          placeholder={t('resource.import.placeholder')}
          accept={SPREADSHEET_ACCEPT}
          value={file}
          onChange={pick}
          error={error}
          clearable
          required
        />
        {updateKeyLabel && (
          <Radio.Group
            label={t('resource.import.mode')}
            value={mode}
            onChange={(v) => setMode(v === 'update' ? 'update' : 'add')}
            description={mode === 'update' ? t('resource.import.modeUpdateHint', { key: updateKeyLabel }) : undefined}
          >
            <Group mt={4}>
              <Radio value="add" label={t('resource.import.modeAdd')} />
              <Radio value="update" label={t('resource.import.modeUpdate', { key: updateKeyLabel })} />
            </Group>
          </Radio.Group>
        )}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('resource.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={busy}>
            {t('resource.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
