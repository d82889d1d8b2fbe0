import { Hono, type Context } from 'hono'
import { labelValueProblem } from '@paydeck/core/support'
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

  const fieldsOf = async (c: Context<ApiEnv>): Promise<LabelFields | Response> => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
    const value = typeof body.value === 'string' ? body.value.trim() : ''
    const color = typeof body.color === 'string' ? body.color.trim() : ''
    const errors: Record<string, string[]> = {}
    const problem = labelValueProblem(value)
    if (problem) errors.value = [problem]
    if (!color) errors.color = ['Choose a colour.']
    if (Object.keys(errors).length > 0) return invalid(c, errors)
    return { value, color, description: typeof body.description === 'string' ? body.description.trim() : '' }
  }
  /** A label of the caller's organisation that may change (defaults may not). */
  const editable = (c: Context<ApiEnv>) => {
    const label = findLabel(db, scope(c), Number(c.req.param('id')))
    if (!label) return notFound(c, `There is no label ${c.req.param('id')}.`)
    if (label.isDefault) return conflict(c, `${label.value} is a default label; it cannot be changed.`)
    return label
  }

  bind(app, 'fetchLabels', (c) => c.json(labelsOf(db, scope(c))))
  bind(app, 'createLabel', async (c) => {
    const fields = await fieldsOf(c)
    if (fields instanceof Response) return fields
    labelsOf(db, scope(c))
    return c.json(createLabel(db, scope(c), fields), 201)
  })
  bind(app, 'updateLabel', async (c) => {
    const label = editable(c)
    if (label instanceof Response) return label
    const fields = await fieldsOf(c)
    if (fields instanceof Response) return fields
    return c.json(updateLabel(db, scope(c), label.labelId, fields))
  })
  bind(app, 'deleteLabel', (c) => {
    const label = editable(c)
    if (label instanceof Response) return label
    deleteLabel(db, scope(c), label.labelId)
    return c.json({ result: 'success' })
  })
  bind(app, 'rearrangeLabels', async (c) => {
    const { newLabelIdsList } = (await c.req.json().catch(() => ({}))) as { newLabelIdsList?: unknown }
    const ids = Array.isArray(newLabelIdsList) ? newLabelIdsList.map(Number) : []
    if (!rearrangeLabels(db, scope(c), ids)) {
      return invalid(c, { newLabelIdsList: ['Send every label id of yours once, in the new order.'] })
    }
    return c.json(labelsOf(db, scope(c)))
  })
  return app
}
