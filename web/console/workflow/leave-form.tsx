import { Button, Group, Paper, SimpleGrid, Stack, Textarea, Title } from '@mantine/core'
import { DateTimePicker } from '@mantine/dates'
import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { f } from '#sync/resources/define-resource.ts'
import { leaveStartContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { LinkPicker } from '../resource/link-picker.tsx'

const APPROVER = f.link('blade-user/user', { label: { zh: '审批人', en: 'Approver', ja: '承認者' } })

type LeaveValues = { startTime: string; endTime: string; reason: string; taskUser: string }

/** Where the applicant sees the application once sent: the approvals they started. */
const SENT_PATH = '/work/send'

/** The leave application (/work/process/leave/form/:processDefinitionId): from, until, why, and optionally who approves. */
export function LeaveForm({ processDefinitionId }: { processDefinitionId: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const [busy, setBusy] = useState(false)
  const required = (v: string) => (v.trim() ? null : t('work.leave.required'))
  const form = useForm<LeaveValues>({
    initialValues: { startTime: '', endTime: '', reason: '', taskUser: '' },
    validate: {
      startTime: required,
      // Both written as YYYY-MM-DD HH:mm:ss, so the texts compare as the times do.
      endTime: (v, all) => required(v) ?? (all.startTime && v < all.startTime ? t('work.leave.endBeforeStart') : null),
      reason: required,
    },
  })
  const submit = form.onSubmit(async ({ startTime, endTime, reason, taskUser }) => {
    setBusy(true)
    try {
      const params = {
        startTime,
        endTime,
        reason: reason.trim(),
        processDefinitionId,
        ...(taskUser ? { taskUser } : {}),
      }
      await callApi(leaveStartContract, { params })
      clientSettings.notifySuccess(t('work.leave.started'))
      void client.invalidateQueries({ queryKey: ['work-list'] })
      navigate(SENT_PATH)
    } catch {
      // The client has shown the refusal; the application stays as typed.
    } finally {
      setBusy(false)
    }
  })
  const picker = { valueFormat: 'YYYY-MM-DD HH:mm:ss', withSeconds: true, popoverProps: { withinPortal: true } }
  return (
    <Paper withBorder radius="md" p="md" maw={720}>
      <Title order={4} mb="sm">
        {t('work.leave.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateTimePicker
              label={t('work.leave.startTime')}
              withAsterisk
              {...picker}
              {...form.getInputProps('startTime')}
            />
            <DateTimePicker
              label={t('work.leave.endTime')}
              withAsterisk
              {...picker}
              {...form.getInputProps('endTime')}
            />
          </SimpleGrid>
          <Textarea
            label={t('work.leave.reason')}
            withAsterisk
            maxLength={500}
            autosize
            minRows={3}
            {...form.getInputProps('reason')}
          />
          <LinkPicker
            field={APPROVER}
            label={t('work.leave.taskUser')}
            value={form.values.taskUser}
            onChange={(v) => form.setFieldValue('taskUser', v ?? '')}
          />
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
