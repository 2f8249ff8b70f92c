import type {
  InboundOrderRow,
  PackingOrderRow,
  PickListRow,
  PositionRow,
  ProductRow,
  PutawayTaskRow,
  StocktakeRow,
} from '#sync/floor/floor-protocol.ts'

/** A small warehouse the work screens' tests share: three products, three positions. */
export const kettle: ProductRow = { id: '11', sysSku: 'KETTLE-17', name: 'Kettle 1.7 L', codes: ['6901234567892'] }
export const mug: ProductRow = { id: '12', sysSku: 'MUG-300', name: 'Mug 300 ml', codes: ['MUG300-AMZ'] }
export const lamp: ProductRow = { id: '13', sysSku: 'LAMP-LED', name: 'Desk lamp', codes: [] }
export const products = [kettle, mug, lamp]

export const a01: PositionRow = { id: '21', code: 'A-01', name: 'Shelf A1', areaId: null, zone: 1 }
export const a02: PositionRow = { id: '22', code: 'A-02', name: 'Shelf A2', areaId: null, zone: 1 }
export const b01: PositionRow = { id: '23', code: 'B-01', name: 'Shelf B1', areaId: null, zone: 1 }
export const positions = [a01, a02, b01]

export const inbound: InboundOrderRow = {
  id: '31',
  code: 'IN-0001',
  status: 2,
  codes: ['PO-77'],
  lines: [
    {
      id: '32',
      productId: kettle.id,
      sysSku: kettle.sysSku,
      batchNo: null,
      plannedQuantity: 2,
      receivedQuantity: 0,
      maxQuantity: 3,
      inspect: false,
    },
    {
      id: '33',
      productId: mug.id,
      sysSku: mug.sysSku,
      batchNo: null,
      plannedQuantity: 1,
      receivedQuantity: 0,
      maxQuantity: 1,
      inspect: false,
    },
  ],
}

export const putawayTasks: PutawayTaskRow[] = [
  {
    id: '61',
    inboundOrderId: inbound.id,
    productId: kettle.id,
    sysSku: kettle.sysSku,
    batchNo: null,
    quantity: 5,
    putAwayQuantity: 2,
    positionId: a02.id,
  },
  {
    id: '62',
    inboundOrderId: inbound.id,
    productId: kettle.id,
    sysSku: kettle.sysSku,
    batchNo: 'B7',
    quantity: 3,
    putAwayQuantity: 0,
    positionId: null,
  },
  {
    id: '63',
    inboundOrderId: inbound.id,
    productId: mug.id,
    sysSku: mug.sysSku,
    batchNo: null,
    quantity: 1,
    putAwayQuantity: 1,
    positionId: null,
  },
]

/** Two lines whose walking order is not their list order: the mug at A-01 comes first. */
export const pickList: PickListRow = {
  id: '41',
  code: 'PK-0001',
  status: 1,
  pickedTime: null,
  lines: [
    {
      id: '42',
      outboundId: '51',
      outboundCode: 'SO-0007',
      positionId: a02.id,
      positionCode: a02.code,
      productId: kettle.id,
      sysSku: kettle.sysSku,
      quantity: 2,
      scannedQuantity: 0,
      shortReason: null,
      pickOrder: 2,
    },
    {
      id: '43',
      outboundId: '51',
      outboundCode: 'SO-0007',
      positionId: a01.id,
      positionCode: a01.code,
      productId: mug.id,
      sysSku: mug.sysSku,
      quantity: 1,
      scannedQuantity: 0,
      shortReason: null,
      pickOrder: 1,
    },
  ],
}

export const packingOrder: PackingOrderRow = {
  id: '51',
  code: 'SO-0007',
  pickId: pickList.id,
  pickCode: pickList.code,
  status: 1,
  lines: [
    { productId: kettle.id, sysSku: kettle.sysSku, pickedQuantity: 2, packedQuantity: 0 },
    { productId: mug.id, sysSku: mug.sysSku, pickedQuantity: 1, packedQuantity: 0 },
  ],
  boxes: [],
}

/** A blind count of A-01 (kettle and mug listed) and A-02 (lamp listed). */
export const stocktake: StocktakeRow = {
  id: '71',
  code: 'ST-0003',
  status: 1,
  blind: true,
  positionIds: [a01.id, a02.id],
  lines: [
    {
      id: '72',
      positionId: a01.id,
      productId: kettle.id,
      sysSku: kettle.sysSku,
      batchNo: null,
      countedQuantity: null,
      lineStatus: 1,
    },
    {
      id: '73',
      positionId: a01.id,
      productId: mug.id,
      sysSku: mug.sysSku,
      batchNo: null,
      countedQuantity: null,
      lineStatus: 1,
    },
    {
      id: '74',
      positionId: a02.id,
      productId: lamp.id,
      sysSku: lamp.sysSku,
      batchNo: null,
      countedQuantity: null,
      lineStatus: 1,
    },
  ],
}
