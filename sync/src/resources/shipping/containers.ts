import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

/**
 * Container types a ship (货柜) is loaded into (spec 1 §9), with what each holds: its usable volume
 * in cubic metres and its payload in kilograms, exact decimals as text. LCL (拼箱) is a share of a
 * consolidated container, bounded as the forwarders usually book it.
 */
export const CONTAINER_TYPES = {
  '20GP': { volumeM3: '33.2', weightKg: '28200' },
  '40GP': { volumeM3: '67.7', weightKg: '26700' },
  '40HQ': { volumeM3: '76.4', weightKg: '26500' },
  '45HQ': { volumeM3: '86.0', weightKg: '27700' },
  LCL: { volumeM3: '15', weightKg: '10000' },
} as const satisfies Record<string, { volumeM3: string; weightKg: string }>

/** One of the container types: `20GP`, `40GP`, `40HQ`, `45HQ` or `LCL`. */
export type ContainerType = keyof typeof CONTAINER_TYPES

/** The container types in the order people pick them. */
export const CONTAINER_TYPE_KEYS = Object.keys(CONTAINER_TYPES) as ContainerType[]

/** Whether a text names a container type. */
export function isContainerType(value: string): value is ContainerType {
  return Object.hasOwn(CONTAINER_TYPES, value)
}

/** What a container of this type holds: volume (m³) and payload (kg), exact. */
export function containerCapacity(type: ContainerType): { volumeM3: string; weightKg: string } {
  return CONTAINER_TYPES[type]
}

/** Dictionary `container_type`: the types with their capacity in the remark. */
export const containerTypeDictionary: Dictionary = defineDictionary({
  code: 'container_type',
  name: { zh: '柜型', en: 'Container type', ja: 'コンテナタイプ' },
  entries: CONTAINER_TYPE_KEYS.map((key) => ({
    key,
    label:
      key === 'LCL'
        ? { zh: 'LCL 拼箱', en: 'LCL (less than container load)', ja: 'LCL 混載' }
        : { zh: key, en: key, ja: key },
    remark: `${CONTAINER_TYPES[key].volumeM3} m³ / ${CONTAINER_TYPES[key].weightKg} kg`,
  })),
})
