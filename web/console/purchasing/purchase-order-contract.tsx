import { Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  purchaseContractContract,
  uploadContractFileContract,
} from '#sync/resources/purchasing/purchasing.contracts.ts'
import { downloadFile, uploadTo } from '../../api/client.ts'
import { ContractDownload } from './contract-download.tsx'

/**
 * A purchase order's contract: the document made from it (xlsx or PDF, Chinese or English) to have
 * signed, and the signed file uploaded back (`purchaseSpilt/uploadContractFile`) and downloaded.
 */
export function PurchaseOrderContract({ order, onSaved }: { order: Record<string, unknown>; onSaved: () => void }) {
  const { t } = useTranslation()
  const id = String(order.id)
  const [file, setFile] = useState({
    url: String(order.contractFile ?? ''),
    name: String(order.contractFileName ?? ''),
  })
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadTo(uploadContractFileContract, chosen, { id }),
    onSuccess: (saved) => {
      setFile({ url: saved.contractFile, name: saved.contractFileName })
      onSaved()
    },
  })
  return (
    <Stack gap="sm">
      <Group>
        <Text size="sm">{t('purchase.contract.generated')}</Text>
        <ContractDownload path={purchaseContractContract.path} id={id} />
      </Group>
      <Group>
        <Text size="sm">{t('purchase.contract.signed')}</Text>
        {file.url ? (
          <Anchor size="sm" component="button" type="button" onClick={() => void downloadFile(file.url)}>
            {file.name || t('purchase.contract.file')}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('purchase.contract.none')}
          </Text>
        )}
        <FileButton onChange={(chosen) => chosen && upload.mutate(chosen)} accept=".pdf,.png,.jpg,.jpeg,.xlsx,.docx">
          {(props) => (
            <Button {...props} size="compact-sm" variant="light" loading={upload.isPending}>
              {t('purchase.contract.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  )
}
