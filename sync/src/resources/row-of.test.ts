import { describe, expectTypeOf, it } from 'vitest'
import type { RowOf } from './define-resource.ts'
import type { baseProduct } from './products/base-product.resource.ts'
import type { baseSaleSku } from './products/base-sale-sku.resource.ts'

// Issue 8: rows are typed from their declaration, so hooks and actions read fields without casts.
describe('RowOf', () => {
  it('types declared fields by their kind and keeps the base columns', () => {
    type Product = RowOf<typeof baseProduct>
    expectTypeOf<Product['sysSku']>().toEqualTypeOf<string | null>()
    expectTypeOf<Product['unitWeight']>().toEqualTypeOf<string | null>() // exact decimals are strings
    expectTypeOf<Product['boxQuantity']>().toEqualTypeOf<number | null>()
    expectTypeOf<Product['id']>().toEqualTypeOf<string>()
    expectTypeOf<Product['version']>().toEqualTypeOf<number>()
    type SaleSku = RowOf<typeof baseSaleSku>
    expectTypeOf<SaleSku['isFba']>().toEqualTypeOf<0 | 1 | null>()
    // @ts-expect-error: a field the declaration does not have
    expectTypeOf<Product['noSuchField']>()
  })
})
