import { Button, FileInput, Group, Modal, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { deployUploadContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { wfDeployment } from '#sync/resources/workflow/workflow.resource.ts'
import { clientSettings, uploadTo } from '../../api/client.ts'
import { FieldInput } from '../resource/field-input.tsx'

/** What the upload asks: the file, its flow (the `flow` dictionary) and, optionally, the department. */
type UploadValues = { file: File | null; category: string; deptId: string }

const EMPTY: UploadValues = { file: null, category: '', deptId: '' }

/** Text of a field input's value (null when cleared). */
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/**
 * Deploys a `.bpmn` file (上传部署): sent as multipart with its flow and department; the server
 * checks it and makes a model and its first version, whose number the notice says.
 */
export function DeploymentUploadDialog({
  opened,
  onClose,
  onDeployed,
}: {
  opened: boolean
  onClose: () => void
  onDeployed: () => void
}) {
  const { t } = useTranslation()
  const [values, setValues] = useState<UploadValues>(EMPTY)
  const [isSending, setSending] = useState(false)
  const close = () => {
    setValues(EMPTY)
    onClose()
  }
  const send = async () => {
    if (!values.file || !values.category) {
      clientSettings.notifyError(t('designer.deployment.uploadRequired'))
      return
    }
    setSending(true)
    try {
      const fields = { category: values.category, ...(values.deptId ? { deptId: values.deptId } : {}) }
      const deployed = await uploadTo(deployUploadContract, values.file, fields)
      clientSettings.notifySuccess(
        t('designer.model.deployed', { name: deployed.name, version: deployed.processVersion }),
      )
      onDeployed()
      close()
    } catch {
      // The client has told the refusal (the check names the element at fault).
    } finally {
      setSending(false)
    }
  }
  return (
    <Modal opened={opened} onClose={close} title={t('designer.deployment.uploadTitle')}>
      <Stack gap="sm">
        <FileInput
          label={t('designer.deployment.file')}
          accept=".bpmn,.xml,application/xml,text/xml"
          required
          clearable
          value={values.file}
          onChange={(file) => setValues({ ...values, file })}
        />
        <FieldInput
          fieldKey="category"
          field={wfDeployment.fields.category}
          required
          value={values.category}
          onChange={(v) => setValues({ ...values, category: textOf(v) })}
        />
        <FieldInput
          fieldKey="deptId"
          field={wfDeployment.fields.deptId}
          value={values.deptId}
          onChange={(v) => setValues({ ...values, deptId: textOf(v) })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={isSending}>
            {t('designer.deployment.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
