import { ruleText } from '@paydeck/core/labels'
import { supportRoutes as supportArea } from '@paydeck/core/openapi'
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
import type { Caller } from '../domain/caller'
import type { Language } from '../domain/language'
import { found, refuse } from '../domain/problem'
import { created, implement } from './implement'
import { organisationScope } from './organisation'

/** Seed 000 sections 4, 5 and 7: labels, their rules, their order. */
export function labelRoutes(db: SandboxDatabase) {
  const checked = (fields: LabelFields, language: Language) => {
    const problem = labelValueProblem(fields.value)
    if (problem) throw refuse.field('value', ruleText(problem, language))
    return fields
  }
  /** A label of the caller's organisation that may change (defaults may not). */
  const editable = (caller: Caller, id: number) => {
    const label = found(findLabel(db, organisationScope(caller), id), `There is no label ${id}.`)
    if (label.isDefault) throw refuse.conflict(`${label.value} is a default label; it cannot be changed.`)
    return label
  }
  return implement(supportArea, {
    fetchLabels: ({ caller }) => labelsOf(db, organisationScope(caller)),
    createLabel: ({ caller, body, language }) => {
      const scope = organisationScope(caller)
      // Read first: an organisation's default labels are made on its first read.
      labelsOf(db, scope)
      return created(createLabel(db, scope, checked(body, language)))
    },
    updateLabel: ({ caller, params, body, language }) => {
      const label = editable(caller, params.id)
      return updateLabel(db, organisationScope(caller), label.labelId, checked(body, language))
    },
    deleteLabel: ({ caller, params }) => {
      deleteLabel(db, organisationScope(caller), editable(caller, params.id).labelId)
    },
    rearrangeLabels: ({ caller, body }) => {
      const scope = organisationScope(caller)
      if (!rearrangeLabels(db, scope, body.newLabelIdsList))
        return refuse.field('newLabelIdsList', 'Send every label id of yours once, in the new order.')
      return labelsOf(db, scope)
    },
  })
}
