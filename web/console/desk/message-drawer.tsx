import { Badge, Button, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { useDocumentVisibility, useFocusWithin, useHover, useMergedRef } from '@mantine/hooks'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { claimTaskContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { callApi } from '../../api/client.ts'
import { hasSession } from '../../api/session.ts'
import { handlePath } from '../workflow/process-paths.ts'
import { loadTasks, type WorkTask } from '../workflow/work-list.ts'

/** Spec 1 §4: 0 pending approval, 1 approved, 2 rejected by the checking user. */
export type MessageStatus = 0 | 1 | 2

/** One approval message of the drawer: a task the user holds, or one they may claim. */
export type ApprovalMessage = {
  id: string
  title: string
  detail: string
  time: string
  status: MessageStatus
  claimable: boolean
  task: WorkTask
}

/** Spec 1 §9: the message counter ticks every 5 s. */
const POLL_MS = 5000
/** The drawer reads the first 100 of each list; the rest still count in the badge. */
const FIRST = { current: 1, size: 100 }
const READ_KEY = 'erp-read-messages'
/** Only the newest read marks are kept: old tasks are long gone from the list. */
const READ_KEEP = 500

/** The drawer's query key (a claim or a decision elsewhere refreshes it). */
export const MESSAGES_KEY = ['approval-messages'] as const

const statusOf = (n: number): MessageStatus => (n === 1 || n === 2 ? n : 0)

/** A task as a message: its flow and document, its step, when it arrived, its status. */
export function toMessage(task: WorkTask, claimable: boolean): ApprovalMessage {
  const detail = [task.businessTitle, task.taskName].filter(Boolean).join(' · ')
  return {
    id: task.taskId,
    title: task.processDefinitionName,
    detail,
    time: task.createTime,
    status: statusOf(task.status),
    claimable,
    task,
  }
}

/** The to-dos, then the tasks to claim, and how many of each lie beyond the first page (all pending). */
async function fetchMessages(): Promise<{ list: ApprovalMessage[]; beyond: number }> {
  // Quiet: any failure (a 404 included) is shown in the drawer as one, never toasted every 5 s.
  const [todo, claim] = await Promise.all([
    loadTasks('todo', FIRST, { silent: true }),
    loadTasks('claim', FIRST, { silent: true }),
  ])
  const list = [...todo.records.map((t) => toMessage(t, false)), ...claim.records.map((t) => toMessage(t, true))]
  return { list, beyond: todo.total - todo.records.length + (claim.total - claim.records.length) }
}

// Read marks live on this device: the catalogue offers no call to mark a task read.
const readListeners = new Set<() => void>()
let readCache: string | null = null
let readIds: ReadonlySet<string> = new Set()

function readMarks(): ReadonlySet<string> {
  const stored = localStorage.getItem(READ_KEY)
  if (stored !== readCache) {
    readCache = stored
    try {
      const parsed: unknown = JSON.parse(stored ?? '[]')
      readIds = new Set(Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [])
    } catch {
      readIds = new Set()
    }
  }
  return readIds
}

/** Marks a pending message read on this device. */
export function markMessageRead(id: string): void {
  const ids = [...readMarks(), id].slice(-READ_KEEP)
  localStorage.setItem(READ_KEY, JSON.stringify(ids))
  for (const listener of readListeners) listener()
}

function subscribeReadMarks(listener: () => void) {
  readListeners.add(listener)
  return () => readListeners.delete(listener)
}

function useReadMarks(): ReadonlySet<string> {
  return useSyncExternalStore(subscribeReadMarks, readMarks)
}

/** Shared by the counter and the drawer: one request, polled only while the tab is visible. */
function useApprovalMessages() {
  const visibility = useDocumentVisibility()
  return useQuery({
    queryKey: MESSAGES_KEY,
    queryFn: fetchMessages,
    enabled: hasSession(),
    refetchInterval: visibility === 'visible' ? POLL_MS : false,
    refetchIntervalInBackground: false,
    retry: false,
  })
}

/** How many approval messages wait unread (the top bar caps the badge at 99). */
export function useMessageCount(): number {
  const messages = useApprovalMessages()
  const read = useReadMarks()
  const data = messages.data
  if (!data) return 0
  return data.list.filter((m) => m.status === 0 && !read.has(m.id)).length + data.beyond
}

/** Opens a message's handle screen, claiming the task first where it is one to claim. */
function useOpenMessage(onClose: () => void) {
  const navigate = useNavigate()
  const client = useQueryClient()
  const [busy, setBusy] = useState<string | null>(null)
  const open = async (message: ApprovalMessage) => {
    let task = message.task
    if (message.claimable) {
      setBusy(message.id)
      try {
        task = await callApi(claimTaskContract, { params: { taskId: task.taskId } })
      } catch {
        // The client has told why (another claimed it first); the list refreshes.
        void client.invalidateQueries({ queryKey: MESSAGES_KEY })
        return
      } finally {
        setBusy(null)
      }
      void client.invalidateQueries({ queryKey: MESSAGES_KEY })
    }
    onClose()
    navigate(handlePath(task), { state: { task } })
  }
  return { open, busy }
}

const STATUS_COLOR: Record<MessageStatus, string> = { 0: 'orange', 1: 'green', 2: 'red' }

function MessageItem({
  message,
  isRead,
  busy,
  onOpen,
}: {
  message: ApprovalMessage
  isRead: boolean
  busy: boolean
  onOpen: () => void
}) {
  const { t } = useTranslation()
  const hover = useHover<HTMLDivElement>()
  const focus = useFocusWithin<HTMLDivElement>()
  const ref = useMergedRef(hover.ref, focus.ref)
  const canMarkRead = message.status === 0 && !isRead
  return (
    <Paper ref={ref} withBorder p="sm" radius="md" bg={canMarkRead ? 'var(--mantine-color-orange-light)' : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
          {message.title}
        </Text>
        <Badge size="xs" color={STATUS_COLOR[message.status]} variant="light" style={{ flexShrink: 0 }}>
          {message.claimable ? t('work.drawer.toClaim') : t(`desk.message.status.${message.status}`)}
        </Badge>
      </Group>
      {message.detail && (
        <Text size="xs" mt={2}>
          {message.detail}
        </Text>
      )}
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="xs" c="dimmed">
          {message.time}
        </Text>
        <Group gap={4}>
          {canMarkRead ? (
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => markMessageRead(message.id)}
              // Shown on hover, and to the keyboard once focus is inside the message.
              style={{ opacity: hover.hovered || focus.focused ? 1 : 0 }}
            >
              {t('desk.message.markRead')}
            </Button>
          ) : (
            message.status === 0 && (
              <Text size="xs" c="dimmed">
                {t('desk.message.read')}
              </Text>
            )
          )}
          <Button size="compact-xs" loading={busy} onClick={onOpen}>
            {message.claimable ? t('work.drawer.claimAndHandle') : t('work.drawer.handle')}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}

/** The message drawer of the top bar (spec 1 §2.5: 20% wide, approval messages with their statuses). */
export function MessageDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const messages = useApprovalMessages()
  const read = useReadMarks()
  const { open, busy } = useOpenMessage(onClose)
  const list = messages.data?.list ?? []
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="20%"
      title={t('desk.message.title')}
      styles={{ content: { minWidth: 300 } }}
    >
      {messages.isPending && messages.fetchStatus !== 'idle' && <Loader size="sm" />}
      {messages.isError && (
        <Text c="red" size="sm">
          {t('desk.loadFailed')}
        </Text>
      )}
      {messages.isSuccess && list.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" mt="xl">
          {t('desk.message.empty')}
        </Text>
      )}
      <Stack gap="xs">
        {list.map((m) => (
          <MessageItem
            key={`${m.claimable ? 'claim' : 'todo'}-${m.id}`}
            message={m}
            isRead={read.has(m.id)}
            busy={busy === m.id}
            onOpen={() => void open(m)}
          />
        ))}
      </Stack>
    </Drawer>
  )
}
