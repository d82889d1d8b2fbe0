import { Hono, type Context } from 'hono'
import { ruleText } from '@paydeck/core/labels'
import { requestLanguage } from './language'
import { labelFieldsSchema, labelOrderSchema, labelValueProblem } from '@paydeck/core/support'
import { bodyOf } from './json-body'
import type { SandboxDatabase } from '../db/database'
import {
  createLabel,
  deleteLabel,
  findLabel,
  labelsOf,
  rearrangeLabels,
  updateLabel,
  type LabelFields,
} from '../support/labels.repository'
import { bind } from './route-table'
import type { ApiEnv } from './auth.middleware'
import { organisationScope } from './organisation'
import { conflict, invalid, notFound } from './problems'

/** Seed 000 sections 4, 5 and 7: labels, their rules, their order. */
export function labelRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const scope = (c: Context<ApiEnv>) => organisationScope(c.get('caller'))

  const fieldsOf = (c: Context<ApiEnv>): LabelFields | Response => {
    const fields = bodyOf(c, labelFieldsSchema)
    const problem = labelValueProblem(fields.value)
    return problem ? invalid(c, { value: [ruleText(problem, requestLanguage(c))] }) : fields
  }
  /** A label of the caller's organisation that may change (defaults may not). */
  const editable = (c: Context<ApiEnv>) => {
    const label = findLabel(db, scope(c), Number(c.req.param('id')))
    if (!label) return notFound(c, `There is no label ${c.req.param('id')}.`)
    if (label.isDefault) return conflict(c, `${label.value} is a default label; it cannot be changed.`)
    return label
  }

  bind(app, 'fetchLabels', (c) => c.json(labelsOf(db, scope(c))))
  bind(app, 'createLabel', (c) => {
    const fields = fieldsOf(c)
    if (fields instanceof Response) return fields
    labelsOf(db, scope(c))
    return c.json(createLabel(db, scope(c), fields), 201)
  })
  bind(app, 'updateLabel', (c) => {
    const label = editable(c)
    if (label instanceof Response) return label
    const fields = fieldsOf(c)
    if (fields instanceof Response) return fields
    return c.json(updateLabel(db, scope(c), label.labelId, fields))
  })
  bind(app, 'deleteLabel', (c) => {
    const label = editable(c)
    if (label instanceof Response) return label
    deleteLabel(db, scope(c), label.labelId)
    return c.json({ result: 'success' })
  })
  bind(app, 'rearrangeLabels', (c) => {
    const { newLabelIdsList } = bodyOf(c, labelOrderSchema)
    if (!rearrangeLabels(db, scope(c), newLabelIdsList)) {
      return invalid(c, { newLabelIdsList: ['Send every label id of yours once, in the new order.'] })
    }
    return c.json(labelsOf(db, scope(c)))
  })
  return app
}
