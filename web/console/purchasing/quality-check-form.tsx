import { Button, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ImageUpload } from '../../ui/widgets/image-upload.tsx'
import { defectRate, type LotEntry, lotProblems } from './quality-check.ts'
import { percent } from './sale-plan-line-trial.ts'
import { useRecordCheck } from './use-record-check.ts'

const EMPTY: LotEntry = { lotNo: '', productId: '', sampled: '', defects: '', result: '' }

/**
 * One lot's check (`purchaseSpilt/qualityCheck`): lot, product, sampled and defect quantities with
 * the defect rate worked out as they are typed, pass or fail, photos through the image upload.
 */
export function QualityCheckForm({
  orderId,
  products,
  onRecorded,
}: {
  orderId: string
  products: { value: string; label: string }[]
  /** Told after each check is recorded. */
  onRecorded: () => void
}) {
  const { t } = useTranslation()
  const [entry, setEntry] = useState<LotEntry>(EMPTY)
  const [photos, setPhotos] = useState<string[]>([])
  const [shown, setShown] = useState(false)
  const set = (values: Partial<LotEntry>) => setEntry((now) => ({ ...now, ...values }))
  const problems = lotProblems(entry)
  const error = (key: string) => (shown && problems[key] ? t(problems[key]) : undefined)
  const rate = defectRate(entry.sampled, entry.defects)
  const record = useRecordCheck(orderId, entry, photos, () => {
    onRecorded()
    setEntry(EMPTY)
    setPhotos([])
    setShown(false)
  })
  const submit = () => (Object.keys(problems).length ? setShown(true) : record.mutate())
  return (
    <Stack gap="sm">
      <SimpleGrid cols={4} spacing="sm">
        <TextInput
          label={t('purchase.qc.lot')}
          required
          value={entry.lotNo}
          error={error('lotNo')}
          onChange={(e) => set({ lotNo: e.currentTarget.value })}
        />
        <Select
          label={t('purchase.qc.product')}
          data={products}
          value={entry.productId || null}
          clearable
          onChange={(v) => set({ productId: v ?? '' })}
        />
        <TextInput
          label={t('purchase.qc.sampled')}
          required
          inputMode="numeric"
          value={entry.sampled}
          error={error('sampled')}
          onChange={(e) => set({ sampled: e.currentTarget.value })}
        />
        <TextInput
          label={t('purchase.qc.defects')}
          required
          inputMode="numeric"
          value={entry.defects}
          error={error('defects')}
          onChange={(e) => set({ defects: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Group gap="xl" align="flex-start">
        <Text size="sm" fw={600} role="status" aria-label={t('purchase.qc.rate')}>
          {t('purchase.qc.rate')}: {rate === null ? '—' : percent(rate)}
        </Text>
        <Radio.Group
          label={t('purchase.qc.result')}
          required
          value={entry.result}
          error={error('result')}
          onChange={(v) => set({ result: v as LotEntry['result'] })}
        >
          <Group gap="md" mt={4}>
            <Radio value="1" label={t('purchase.qc.pass')} />
            <Radio value="2" label={t('purchase.qc.fail')} color="red" />
          </Group>
        </Radio.Group>
      </Group>
      <ImageUpload label={t('purchase.qc.photos')} value={photos} onChange={setPhotos} limit={6} pasteUpload />
      <Group justify="flex-end">
        <Button loading={record.isPending} onClick={submit}>
          {t('purchase.qc.record')}
        </Button>
      </Group>
    </Stack>
  )
}
