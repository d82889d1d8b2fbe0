import type { Call } from '../../contract/route'
import { labelSchema, labelsSchema } from './labels.schema'

// How the labels' calls are made and what they answer; what the contract document says of them is in
// support.routes.ts.

export const labelCalls = {
  fetchLabels: { method: 'GET', path: 'support/labels', answer: labelsSchema },
  createLabel: { method: 'POST', path: 'support/label', answer: labelSchema },
  updateLabel: { method: 'PUT', path: 'support/label/{id}', answer: labelSchema },
  deleteLabel: { method: 'DELETE', path: 'support/label/{id}', answer: 'ignored' },
  rearrangeLabels: { method: 'POST', path: 'support/labels/rearrange', answer: labelsSchema },
} as const satisfies Record<string, Call>
