import { downloadLabelContract } from '#sync/resources/orders/orders.contracts.ts'
import { downloadFile } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import {
  ActionInputDialog,
  AddressDialog,
  ChannelDialog,
  FbaDialog,
  LabelDialog,
  SkuDialog,
  WarehouseDialog,
} from './order-dialogs.tsx'
import type { OrderActionBody, OrderActionSpec } from './order-page.ts'
import { SplitDialog } from './order-split-dialog.tsx'

type Row = Record<string, unknown> & { id?: unknown }

/** The dialog an action opens, if it asks something first, with the orders it acts on. */
export type OpenDialog = {
  kind: 'input' | 'warehouse' | 'channel' | 'address' | 'sku' | 'fba' | 'labels' | 'split'
  spec: OrderActionSpec
  rows: Row[]
}

/** Posts an action for orders and reports it; answers what the server answered, or null when refused. */
type Post = (spec: OrderActionSpec, rows: Row[], body: OrderActionBody) => Promise<unknown>

/**
 * The dialog of the order action being started: what it asks (its declared input, a warehouse, a
 * channel, an address, a product, labels, a split), sent with the selected orders' ids.
 */
export function OrderActionDialog({ dialog, onClose, post }: { dialog: OpenDialog; onClose: () => void; post: Post }) {
  const title = dialog.spec.action.label[currentLanguage()]
  const ids = dialog.rows.map((r) => String(r.id))
  const send = async (values: Record<string, unknown>) => {
    await post(dialog.spec, dialog.rows, { ids, ...values })
  }
  switch (dialog.kind) {
    case 'input':
      return <ActionInputDialog spec={dialog.spec} onClose={onClose} onSubmit={send} />
    case 'warehouse':
      return <WarehouseDialog title={title} onClose={onClose} onSubmit={send} />
    case 'channel':
      return <ChannelDialog title={title} onClose={onClose} onSubmit={send} />
    case 'address':
      return <AddressDialog title={title} onClose={onClose} onSubmit={send} />
    case 'sku':
      return <SkuDialog title={title} onClose={onClose} onSubmit={send} />
    case 'fba':
      return <FbaDialog title={title} onClose={onClose} onSubmit={send} />
    case 'labels':
      return (
        <LabelDialog
          title={title}
          onClose={onClose}
          onSubmit={async (values) => {
            const answer = await post(dialog.spec, dialog.rows, { ids, ...values })
            // The labels just made, in one PDF.
            if (answer !== null)
              await downloadFile(downloadLabelContract.path, {
                orderIds: ids.join(','),
                labelType: String(values.labelType),
              })
          }}
        />
      )
    case 'split':
      return dialog.rows[0] ? (
        <SplitDialog
          orderId={String(dialog.rows[0].id)}
          onClose={onClose}
          onSubmit={async (body) => {
            await post(dialog.spec, dialog.rows, body)
          }}
        />
      ) : null
  }
}
