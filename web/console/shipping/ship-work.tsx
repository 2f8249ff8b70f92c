import { Modal, Tabs } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ShipCostsView } from './ship-costs.tsx'
import { ShipDocuments } from './ship-documents.tsx'
import { ShipLoad } from './ship-load.tsx'
import { useShipFactories } from './use-ship-factories.ts'
import { useShipWork } from './use-ship-work.ts'

type Row = Record<string, unknown>
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** The work on one ship besides its declared steps: its load and fill, its costs and their allocation, its documents. */
export function ShipWork({
  ship,
  onClose,
  onChanged,
}: {
  ship: Row | null
  onClose: () => void
  /** Told after the ship's load was saved (the list shows its new volume and weight). */
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const id = ship ? text(ship.id) : null
  const work = useShipWork(id)
  const shown = work.ship ?? ship ?? {}
  const factories = useShipFactories(work.plans.map((p) => text(p.id)))
  return (
    <Modal
      opened={ship !== null}
      onClose={onClose}
      size={1100}
      title={t('ship.work.title', { code: text(shown.code) })}
    >
      <Tabs defaultValue="load" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="load">{t('ship.work.load')}</Tabs.Tab>
          <Tabs.Tab value="costs">{t('ship.work.costs')}</Tabs.Tab>
          <Tabs.Tab value="documents">{t('ship.work.documents')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="load" pt="sm">
          <ShipLoad
            ship={shown}
            plans={work.plans}
            onSaved={() => {
              work.refresh()
              onChanged()
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="costs" pt="sm">
          <ShipCostsView shipId={id ?? ''} costs={work.costs} plans={work.plans} onChanged={work.refresh} />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="sm">
          <ShipDocuments shipId={id ?? ''} factories={factories} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  )
}
