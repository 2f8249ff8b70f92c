import { Alert } from '@mantine/core'
import { useState } from 'react'

/** When the person last closed the not-persisted warning: it comes back a day later, not on every start. */
const NOT_PERSISTED_CLOSED_KEY = 'erp-floor-storage-warning-closed'
const NOT_PERSISTED_QUIET_MS = 24 * 3600 * 1000

function closedRecently(now = Date.now()): boolean {
  const at = Number(localStorage.getItem(NOT_PERSISTED_CLOSED_KEY) ?? Number.NaN)
  return Number.isFinite(at) && now - at < NOT_PERSISTED_QUIET_MS
}

import { useTranslation } from 'react-i18next'

export type StorageWarningProps = {
  evicted: boolean
  /** Whether the browser keeps the storage for good; null when it cannot tell (no warning then). */
  persisted: boolean | null
  /** The person read the eviction warning (the store stops reporting it). */
  onAcknowledgeEviction: () => void
}

/**
 * Says when the offline data is at risk: the browser evicted it (red, until read), or storage is not
 * persistent (orange; closed, it stays away for a day: many browsers grant persistence only to installed apps).
 */
export function StorageWarning({ evicted, persisted, onAcknowledgeEviction }: StorageWarningProps) {
  const { t } = useTranslation()
  const [closed, setClosed] = useState<'evicted' | 'notPersisted' | null>(() =>
    closedRecently() ? 'notPersisted' : null,
  )
  const which = evicted ? 'evicted' : persisted === false ? 'notPersisted' : null
  if (!which || closed === which) return null
  return (
    <Alert
      color={which === 'evicted' ? 'red' : 'orange'}
      role={which === 'evicted' ? 'alert' : 'status'}
      withCloseButton
      closeButtonLabel={t('floor.storage.close')}
      onClose={() => {
        if (which === 'evicted') onAcknowledgeEviction()
        else localStorage.setItem(NOT_PERSISTED_CLOSED_KEY, String(Date.now()))
        setClosed(which)
      }}
      radius={0}
      py="xs"
    >
      {t(which === 'evicted' ? 'floor.storage.evicted' : 'floor.storage.notPersisted')}
    </Alert>
  )
}
