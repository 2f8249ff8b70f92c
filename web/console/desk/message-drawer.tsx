import { Badge, Button, Drawer, Group, Loader, Paper, Stack, Text } from '@mantine/core'
import { useDocumentVisibility, useFocusWithin, useHover, useMergedRef } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { syncAreas } from '#sync/areas.ts'
import { todoListContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { callApi } from '../../api/client.ts'
import { hasSession } from '../../api/session.ts'

/** Spec 1 §4: 0 pending approval, 1 approved, 2 rejected by the checking user. */
export type MessageStatus = 0 | 1 | 2

/** One approval message of the drawer. */
export type ApprovalMessage = { id: string; title: string; detail: string; time: string; status: MessageStatus }

/** Spec 1 §9: the message counter ticks every 5 s. */
const POLL_MS = 5000
const READ_KEY = 'erp-read-messages'
/** Only the newest read marks are kept: old tasks are long gone from the list. */
const READ_KEEP = 500

type RawMessage = Record<string, unknown>

const text = (...values: unknown[]): string => {
  for (const v of values) if (typeof v === 'string' && v) return v
  for (const v of values) if (typeof v === 'number') return String(v)
  return ''
}

/** Reads the workflow's to-do answer (a list or a page of BladeX flow tasks) as messages. */
export function toMessages(data: unknown): ApprovalMessage[] {
  const rows: unknown[] = Array.isArray(data)
    ? data
    : Array.isArray((data as { records?: unknown } | null)?.records)
      ? (data as { records: unknown[] }).records
      : []
  return rows
    .filter((r): r is RawMessage => typeof r === 'object' && r !== null)
    .map((r) => {
      const status = Number(r.status ?? r.approveStatus ?? 0)
      return {
        id: text(r.taskId, r.id, r.processInstanceId),
        title: text(r.processDefinitionName, r.title, r.taskName),
        detail: text(r.taskName, r.content, r.categoryName),
        time: text(r.createTime, r.time),
        status: (status === 1 || status === 2 ? status : 0) as MessageStatus,
      }
    })
    .filter((m) => m.id)
}

/**
 * Approval messages come from the workflow area; until that area is built the console asks nothing
 * (a call to a missing endpoint is an error in every page's console) and the drawer says so.
 */
export const APPROVALS_OFFERED = syncAreas.some((area) => area.name === 'workflow')

/** The approval messages; any failure (a 404 included) is shown as one, never as "no messages". */
async function fetchMessages(): Promise<ApprovalMessage[]> {
  return toMessages(await callApi(todoListContract, { query: { current: 1, size: 100 } }, { silent: true }))
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
function useApprovalMessages(offered: boolean) {
  const visibility = useDocumentVisibility()
  return useQuery({
    queryKey: ['approval-messages'],
    queryFn: fetchMessages,
    enabled: offered && hasSession(),
    refetchInterval: visibility === 'visible' ? POLL_MS : false,
    refetchIntervalInBackground: false,
    retry: false,
  })
}

/** How many approval messages wait unread (the top bar caps the badge at 99). */
export function useMessageCount(offered = APPROVALS_OFFERED): number {
  const messages = useApprovalMessages(offered)
  const read = useReadMarks()
  return (messages.data ?? []).filter((m) => m.status === 0 && !read.has(m.id)).length
}

const STATUS_COLOR: Record<MessageStatus, string> = { 0: 'orange', 1: 'green', 2: 'red' }

function MessageItem({ message, isRead }: { message: ApprovalMessage; isRead: boolean }) {
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
          {t(`desk.message.status.${message.status}`)}
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
      </Group>
    </Paper>
  )
}

/** The message drawer of the top bar (spec 1 §2.5: 20% wide, approval messages with their statuses). */
export function MessageDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const messages = useApprovalMessages(APPROVALS_OFFERED)
  const read = useReadMarks()
  const list = messages.data ?? []
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="20%"
      title={t('desk.message.title')}
      styles={{ content: { minWidth: 300 } }}
    >
      {!APPROVALS_OFFERED && (
        <Text c="dimmed" size="sm" ta="center" mt="xl">
          {t('desk.message.notOffered')}
        </Text>
      )}
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
          <MessageItem key={m.id} message={m} isRead={read.has(m.id)} />
        ))}
      </Stack>
    </Drawer>
  )
}
