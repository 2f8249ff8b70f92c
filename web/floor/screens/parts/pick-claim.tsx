import { Alert, Button, Modal, Stack, Text } from '@mantine/core'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ClaimAnswer, ClaimTask, TaskClaim } from '#sync/floor/floor-protocol.ts'
import { useFloor } from '../../store/floor-store.tsx'
import { claimPickList } from '../../store/transport.ts'

/** How a claim reaches the server (tests give a fake). */
export type ClaimPick = (body: ClaimTask) => Promise<ClaimAnswer>

/**
 * The claim on the open pick list (issue 27, item 14): opened online, the list is claimed for this
 * device; held by another device, `holder` names it until the worker takes the list over or leaves.
 * Offline nothing is asked (the list opens as before).
 */
export function usePickClaim(pickId: string | null, open: boolean, claim: ClaimPick = claimPickList) {
  const { deviceId } = useFloor()
  const [holder, setHolder] = useState<TaskClaim | null>(null)
  useEffect(() => {
    setHolder(null)
    if (!pickId || !open || !navigator.onLine) return
    let live = true
    const ask = async () => {
      // No answer is no claim: the worker picks as offline.
      const answer = await claim({ deviceId, kind: 'picking', id: pickId }).catch(() => null)
      if (live && answer && !answer.claimed) setHolder(answer.holder)
    }
    void ask()
    return () => {
      live = false
    }
  }, [pickId, open, deviceId, claim])
  const takeOver = useCallback(async () => {
    if (!pickId) return
    const answer = await claim({ deviceId, kind: 'picking', id: pickId, takeOver: true })
    setHolder(answer.claimed ? null : answer.holder)
  }, [pickId, deviceId, claim])
  return { holder, takeOver }
}

/** Another device is on the list: who, since when; take it over (confirmed) or go back to the lists. */
export function PickClaimDialog(props: {
  holder: TaskClaim | null
  code: string
  onTakeOver: () => Promise<void>
  onBack: () => void
}) {
  const { t } = useTranslation()
  const { holder } = props
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!holder) setConfirming(false)
  }, [holder])
  async function takeOver() {
    setBusy(true)
    try {
      await props.onTakeOver()
    } catch {
      // Not taken (offline, or refused): the dialog stays, the worker may try again or go back.
    } finally {
      setBusy(false)
    }
  }
  const who = holder
    ? {
        user: holder.userName,
        device: holder.deviceName ?? holder.deviceId.slice(0, 8),
        since: holder.since,
        code: props.code,
      }
    : {}
  return (
    <Modal
      opened={holder !== null}
      onClose={props.onBack}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
      title={<Text fw={800}>{t('work.claim.title')}</Text>}
    >
      <Stack gap="sm" data-testid="pick-claim">
        <Text fz={18} lh={1.35}>
          {t('work.claim.held', who)}
        </Text>
        {confirming && (
          <Alert color="orange" role="alert">
            {t('work.claim.confirmText', who)}
          </Alert>
        )}
        {confirming ? (
          <Button h={56} size="lg" color="orange" loading={busy} onClick={() => void takeOver()}>
            {t('work.claim.confirm')}
          </Button>
        ) : (
          <Button h={56} size="lg" color="orange" variant="light" onClick={() => setConfirming(true)}>
            {t('work.claim.takeOver')}
          </Button>
        )}
        <Button h={56} size="lg" variant="default" onClick={props.onBack}>
          {t('work.claim.back')}
        </Button>
      </Stack>
    </Modal>
  )
}
