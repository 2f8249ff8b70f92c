import { Button, Group, Paper, Radio, Stack, Textarea, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { f } from '#sync/resources/define-resource.ts'
import { completeTaskContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { LinkPicker } from '../resource/link-picker.tsx'
import { historyKey } from './process-history.tsx'
import type { WorkTask } from './work-list.ts'

/** The approver picker: any user of the tenant, searched by name. */
const NEXT_APPROVER = f.link('blade-user/user', { label: { zh: '下一审批人', en: 'Next approver', ja: '次の承認者' } })

type Decision = { decision: 'approve' | 'reject'; comment: string; assignee: string }

/** What complete-task is sent for a decision: the next approver only when approving a task that lets one choose. */
export function completeBody(task: WorkTask, values: Decision) {
  const pass = values.decision === 'approve'
  const comment = values.comment.trim()
  return {
    taskId: task.taskId,
    processInstanceId: task.processInstanceId,
    pass,
    ...(comment ? { comment } : {}),
    ...(pass && task.chooseNext && values.assignee ? { assignee: values.assignee } : {}),
  }
}

/** The handle screen's decision: approve or reject (a comment required to reject), and the next approver where the task lets one choose. */
export function ApprovalForm({ task, onDone }: { task: WorkTask; onDone: () => void }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [busy, setBusy] = useState(false)
  const form = useForm<Decision>({
    initialValues: { decision: 'approve', comment: '', assignee: '' },
    validate: {
      comment: (v, all) => (all.decision === 'reject' && !v.trim() ? t('work.handle.commentRequired') : null),
      assignee: (v, all) =>
        task.chooseNext && all.decision === 'approve' && !v ? t('work.handle.nextRequired') : null,
    },
  })
  const submit = form.onSubmit(async (values) => {
    setBusy(true)
    try {
      await callApi(completeTaskContract, { params: completeBody(task, values) })
      clientSettings.notifySuccess(t('work.handle.done'))
      void client.invalidateQueries({ queryKey: ['work-list'] })
      void client.invalidateQueries({ queryKey: ['approval-messages'] })
      void client.invalidateQueries({ queryKey: historyKey(task.processInstanceId) })
      onDone()
    } catch {
      // The client has shown the refusal (the task was handled meanwhile ...); the form stays.
    } finally {
      setBusy(false)
    }
  })
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={5} mb="xs">
        {task.taskName}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Radio.Group label={t('work.handle.decision')} {...form.getInputProps('decision')}>
            <Group mt={4}>
              <Radio value="approve" label={t('work.handle.approve')} />
              <Radio value="reject" label={t('work.handle.reject')} />
            </Group>
          </Radio.Group>
          <Textarea
            label={t('work.handle.comment')}
            withAsterisk={form.values.decision === 'reject'}
            maxLength={1000}
            rows={3}
            {...form.getInputProps('comment')}
          />
          {task.chooseNext && form.values.decision === 'approve' && (
            <LinkPicker
              field={NEXT_APPROVER}
              label={t('work.handle.next')}
              value={form.values.assignee}
              onChange={(v) => form.setFieldValue('assignee', v ?? '')}
              error={form.errors.assignee as string | undefined}
              required
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t('work.handle.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
