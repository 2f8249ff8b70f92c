import { Button, Menu } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '../../api/client.ts'

/** The contract documents the contracts calls make: xlsx or PDF, in Chinese or English. */
export const CONTRACT_FORMATS = [
  { format: 'xlsx', lang: 'zh' },
  { format: 'xlsx', lang: 'en' },
  { format: 'pdf', lang: 'zh' },
  { format: 'pdf', lang: 'en' },
] as const

/** 下载合同: a menu of the contract's four documents, each downloaded from `path` for the record `id`. */
export function ContractDownload({ path, id, disabled }: { path: string; id: string | null; disabled?: boolean }) {
  const { t } = useTranslation()
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="light" disabled={disabled || !id}>
          {t('purchase.contract.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CONTRACT_FORMATS.map(({ format, lang }) => (
          <Menu.Item key={`${format}-${lang}`} onClick={() => id && void downloadFile(path, { id, format, lang })}>
            {t(`purchase.contract.${format}.${lang}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
