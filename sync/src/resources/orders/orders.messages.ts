import type { Label } from '../../i18n/language.ts'
import { orderHandlingMessages } from './order-handling.messages.ts'
import { orderIntakeMessages } from './order-intake.messages.ts'
import { orderReviewMessages } from './order-review.messages.ts'
import { orderTrackingMessages } from './order-tracking.messages.ts'

/** Messages of the orders area (keys prefixed `orders.`), in each language; each part of the area keeps its own file. */
export const ordersMessages = {
  'orders.linesRequired': {
    zh: '订单至少需要一个商品',
    en: 'An order needs at least one product',
    ja: '受注には商品が1つ以上必要です',
  },
  'orders.notFound': {
    zh: '找不到订单 {code}',
    en: 'No order {code} was found',
    ja: '受注 {code} が見つかりません',
  },
  ...orderIntakeMessages,
  ...orderReviewMessages,
  ...orderHandlingMessages,
  ...orderTrackingMessages,
} as const satisfies Record<string, Label>
