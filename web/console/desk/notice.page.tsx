import { Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { displayName, useUserInfo } from '../account/user-info.ts'
import { DeskStats } from './desk-stats.tsx'
import { NewsDialog } from './news-dialog.tsx'
import { NoticeList, useDeskNotices } from './notice-list.tsx'
import { NoticeReader } from './notice-reader.tsx'
import { NoticeDialog, type NoticeWriting } from './notice-writing.tsx'
import type { Notice } from './publications.ts'

/** The home dashboard (/desk/notice): greeting, a few counts and the tenant's notices. */
export function NoticePage() {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const [reading, setReading] = useState<Notice | null>(null)
  const [writing, setWriting] = useState<NoticeWriting>(null)
  const user = useUserInfo()
  const notices = useDeskNotices(page)
  const name = displayName(user.data)

  return (
    <Stack gap="md">
      <div>
        <Title order={3}>{name ? t('desk.home.welcome', { name }) : '\u00a0'}</Title>
        <Text size="sm" c="dimmed">
          {t('desk.home.subtitle')}
        </Text>
      </div>
      <DeskStats noticeTotal={notices.data?.total} userId={user.data?.id} />
      <NoticeList
        notices={notices}
        page={page}
        onPage={setPage}
        onRead={setReading}
        onAdd={() => setWriting({ mode: 'add' })}
      />
      <NoticeReader
        reading={reading}
        onClose={() => setReading(null)}
        onEdit={(notice) => {
          setWriting({ mode: 'edit', notice })
          setReading(null)
        }}
      />
      <NoticeDialog writing={writing} onClose={() => setWriting(null)} />
      <NewsDialog />
    </Stack>
  )
}
