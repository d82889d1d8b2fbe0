// The disputes of @paydeck/transactions, a chunk of their own: a page with the lookup alone does not bring them.
import 'paydeck:element-css/disputes'
import '@paydeck/transactions/disputes-define'
