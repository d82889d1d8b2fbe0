import { paydeckElement } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { PriceBooks } from './pricebooks-page'
import { bookKeys } from './pricebook-queries'

/** `<paydeck-price-books>`: the tenant's price books, their products and fees, and proposals made from them. */
export const PriceBooksElement = defineElement(PriceBooks, {
  tag: elementTags.priceBooks,
  host: paydeckElement,
  data: [bookKeys.all],
})
