import type { CallRule } from '../../contract/access'
import { staff } from '../../contract/kinds'

/** Who may call the price books (each of their calls): the route table's rule, and what their screen asks. */
export const pricebookRule: CallRule = {
  access: { permission: { tenant: 'CRM.PriceBooks.Manage' }, record: 'The tenant’s own price books.' },
  by: staff,
}
