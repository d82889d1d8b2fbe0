import type { CallRule } from '../../contract/access'
import { staff } from '../../contract/kinds'

/** Who may call the pipelines (each of their calls): the route table's rule, and what their screen asks. */
export const pipelineRule: CallRule = {
  access: { permission: { tenant: 'CRM.Pipelines.Manage' }, record: 'The tenant’s own pipelines.' },
  by: staff,
}
