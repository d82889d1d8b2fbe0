// @paydeck/admin/price-books: the tenant's price books, their products and fees, what a payment costs, proposals.
export { PriceBooks } from './pricebooks-page'
