// The price books screen of @paydeck/admin, a chunk of its own: a back-office page loads only the screens it shows.
import 'paydeck:element-css/price-books'
import { PriceBooksElement } from '@paydeck/admin/element'

PriceBooksElement.define()
