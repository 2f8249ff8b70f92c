import { ActionIcon, Indicator, Popover, Stack, Tabs, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { UiTextKey } from '../../i18n/messages.ts'
import { BellIcon } from './widget-icons.tsx'

type Sample = { text: UiTextKey; when: { key: UiTextKey; count?: number } }

/** The static samples the spec's notification popover shows in its three tabs (spec 1 §2.5). */
const SAMPLES: { tab: 'mail' | 'messages' | 'notices'; title: UiTextKey; items: Sample[] }[] = [
  {
    tab: 'mail',
    title: 'widgets.notice.mail',
    items: [
      { text: 'widgets.notice.sample.mail1', when: { key: 'widgets.notice.sample.justNow' } },
      { text: 'widgets.notice.sample.mail2', when: { key: 'widgets.notice.sample.hoursAgo', count: 2 } },
    ],
  },
  {
    tab: 'messages',
    title: 'widgets.notice.messages',
    items: [
      { text: 'widgets.notice.sample.message1', when: { key: 'widgets.notice.sample.justNow' } },
      { text: 'widgets.notice.sample.message2', when: { key: 'widgets.notice.sample.hoursAgo', count: 5 } },
    ],
  },
  {
    tab: 'notices',
    title: 'widgets.notice.notices',
    items: [
      { text: 'widgets.notice.sample.notice1', when: { key: 'widgets.notice.sample.hoursAgo', count: 1 } },
      { text: 'widgets.notice.sample.notice2', when: { key: 'widgets.notice.sample.hoursAgo', count: 3 } },
    ],
  },
]

const SAMPLE_COUNT = SAMPLES.reduce((n, s) => n + s.items.length, 0)

/** Notification bell (spec 1 §2.5): a popover with static sample tabs for mail, messages and notices. */
export function NotificationPopover() {
  const { t } = useTranslation()
  return (
    <Popover position="bottom-end" width={300} shadow="md" withArrow>
      <Popover.Target>
        <Indicator label={SAMPLE_COUNT} size={16} offset={4}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('widgets.notice.bell')}>
            <BellIcon size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Tabs defaultValue="mail">
          <Tabs.List grow>
            {SAMPLES.map((s) => (
              <Tabs.Tab key={s.tab} value={s.tab}>
                {t(s.title)} ({s.items.length})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SAMPLES.map((s) => (
            <Tabs.Panel key={s.tab} value={s.tab} p="sm">
              <Stack gap="sm">
                {s.items.map((item) => (
                  <div key={item.text}>
                    <Text size="sm">{t(item.text)}</Text>
                    <Text size="xs" c="dimmed">
                      {t(item.when.key, { count: item.when.count })}
                    </Text>
                  </div>
                ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Popover.Dropdown>
    </Popover>
  )
}
