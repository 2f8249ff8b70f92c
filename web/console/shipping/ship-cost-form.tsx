import { Button, Group, Select, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { postJson } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'

/** A vocabulary's entries as a select's options in the user's language. */
const optionsOf = (code: string) =>
  findDictionary(code).entries.map((e) => ({ value: e.key, label: e.label[currentLanguage()] }))

/**
 * A ship's cost entered as a fixed amount in its currency, allocated by volume, weight or value;
 * then 计算分摊 shares every cost over the plan lines and 核对 locks them (the server's steps).
 */
export function ShipCostForm({ shipId, onChanged }: { shipId: string; onChanged: () => void }) {
  const { t } = useTranslation()
  const [costType, setCostType] = useState<string | null>('1')
  const [currencyCode, setCurrency] = useState('CNY')
  const [amount, setAmount] = useState('')
  const [basis, setBasis] = useState<string | null>('1')
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await work()
      onChanged()
    } finally {
      setBusy(false)
    }
  }
  const add = () =>
    run(async () => {
      await postJson('/api/erp/shipcost/save', { shipId, costType, currencyCode, amount, basis, priceUnit: '4' })
      setAmount('')
    })
  return (
    <Group align="flex-end" gap="xs" role="group" aria-label={t('ship.costs.add')}>
      <Select
        label={t('ship.costs.type')}
        data={optionsOf('ship_cost_type')}
        value={costType}
        onChange={setCostType}
        w={140}
      />
      <TextInput
        label={t('ship.costs.currency')}
        value={currencyCode}
        onChange={(e) => setCurrency(e.currentTarget.value)}
        w={80}
      />
      <TextInput
        label={t('ship.costs.amount')}
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        w={120}
      />
      <Select
        label={t('ship.costs.basis')}
        data={optionsOf('ship_cost_basis')}
        value={basis}
        onChange={setBasis}
        w={120}
      />
      <Button variant="light" onClick={() => void add()} loading={busy} disabled={!amount.trim()}>
        {t('ship.costs.add')}
      </Button>
      <Button onClick={() => void run(() => postJson('/api/erp/shipcost/calculate', { shipId }))} loading={busy}>
        {t('ship.costs.calculate')}
      </Button>
      <Button
        variant="default"
        onClick={() => void run(() => postJson('/api/erp/shipcost/check', { shipId }))}
        loading={busy}
      >
        {t('ship.costs.check')}
      </Button>
    </Group>
  )
}
