import { Badge, Button, Divider, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core'
import { Fragment, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { currentLanguage } from '../../i18n/i18n.ts'
import { dictionaryLabel, fetchPublications, type Publication, readableText } from './publications.ts'

/** sessionStorage flag: set by a successful sign-in, taken by the first home page shown after it. */
const NEWS_PENDING_KEY = 'erp-news-pending'

/** Asks for the news dialog once, on the next home page (spec 1 §4: sign-in opens the news dialog). */
export function requestNewsDialog(): void {
  sessionStorage.setItem(NEWS_PENDING_KEY, '1')
}

/** The latest published information, shown once after sign-in when there is any. */
export function NewsDialog() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const lang = currentLanguage()
  const [news, setNews] = useState<Publication[]>([])
  const [opened, setOpened] = useState(false)

  useEffect(() => {
    if (sessionStorage.getItem(NEWS_PENDING_KEY) !== '1') return
    let live = true
    // The news are a courtesy: a failure leaves the home page quiet.
    fetchPublications({ size: 5 }, { silent: true })
      .then((page) => {
        if (!live) return
        // Taken only when shown to this mounted page, so a remount (StrictMode) still shows it once.
        sessionStorage.removeItem(NEWS_PENDING_KEY)
        if (page.records.length > 0) {
          setNews(page.records)
          setOpened(true)
        }
      })
      .catch(() => {
        if (live) sessionStorage.removeItem(NEWS_PENDING_KEY)
      })
    return () => {
      live = false
    }
  }, [])

  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title={t('desk.news.dialogTitle')} size="lg" centered>
      <ScrollArea.Autosize mah="60vh">
        <Stack gap="sm">
          {news.map((item, i) => (
            <Fragment key={item.id}>
              {i > 0 && <Divider />}
              <div>
                <Group gap="xs" wrap="nowrap">
                  <Title order={5}>{item.title}</Title>
                  {item.isTop === 1 && (
                    <Badge size="xs" color="red" variant="light">
                      {t('desk.news.pinned')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {dictionaryLabel('publish_info_type', item.infoType, lang)} · {item.publishTime}
                </Text>
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                  {readableText(item.content)}
                </Text>
              </div>
            </Fragment>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="md">
        <Button
          variant="default"
          onClick={() => {
            setOpened(false)
            navigate('/system/newsCenter')
          }}
        >
          {t('desk.news.viewAll')}
        </Button>
        <Button onClick={() => setOpened(false)}>{t('desk.close')}</Button>
      </Group>
    </Modal>
  )
}
