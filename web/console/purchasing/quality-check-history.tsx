import { Badge, Group, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { officeTimeText } from '../../api/office-zone.ts'
import { ImagePreview } from '../../ui/widgets/image-preview.tsx'
import { percent } from './sale-plan-line-trial.ts'

type Check = Record<string, unknown>

/** A check's photos: stored as addresses joined by commas. */
const photosOf = (check: Check) => (typeof check.photos === 'string' ? check.photos.split(',').filter(Boolean) : [])

/** The lots checked so far, newest first: a failed lot stays failed until a later check of it passes. */
export function QualityCheckHistory({ checks }: { checks: readonly Check[] }) {
  const { t } = useTranslation()
  if (checks.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('purchase.qc.noneYet')}
      </Text>
    )
  return (
    <Table verticalSpacing={4} fz="sm" aria-label={t('purchase.qc.history')}>
      <Table.Thead>
        <Table.Tr>
          {['lot', 'sampled', 'defects', 'rate', 'result', 'photos', 'checkedAt'].map((key) => (
            <Table.Th key={key}>{t(`purchase.qc.${key}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {checks.map((check) => (
          <Table.Tr key={String(check.id)}>
            <Table.Td>{String(check.lotNo ?? '')}</Table.Td>
            <Table.Td>{String(check.sampledQuantity ?? '')}</Table.Td>
            <Table.Td>{String(check.defectQuantity ?? '')}</Table.Td>
            <Table.Td>{check.defectRate ? percent(String(check.defectRate)) : ''}</Table.Td>
            <Table.Td>
              <Badge color={String(check.result) === '2' ? 'red' : 'teal'} variant="light">
                {t(String(check.result) === '2' ? 'purchase.qc.fail' : 'purchase.qc.pass')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {photosOf(check).map((src) => (
                  <ImagePreview
                    key={src}
                    src={src}
                    width={30}
                    height={30}
                    alt={String(check.lotNo ?? '')}
                    downloadable
                  />
                ))}
              </Group>
            </Table.Td>
            <Table.Td>{check.checkTime ? officeTimeText(String(check.checkTime)) : ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
