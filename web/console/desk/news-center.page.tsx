import { Grid, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { NewsList } from './news-list.tsx'
import { NewsReader } from './news-reader.tsx'
import { useNewsCentre } from './use-news-centre.ts'

/** The news centre (/system/newsCenter): published information in a list, read in the pane beside it. */
export function NewsCenterPage() {
  const { t } = useTranslation()
  const centre = useNewsCentre()
  return (
    <Stack gap="md">
      <Title order={3}>{t('desk.news.centreTitle')}</Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <NewsList centre={centre} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <NewsReader selected={centre.selected} loaded={Boolean(centre.list.data)} paneRef={centre.reader} />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
