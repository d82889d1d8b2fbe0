import * as z from 'zod/mini'
import type { Call } from '../../contract/route'
import { proposalSchema } from '../proposals/proposals.schema'
import {
  feePreviewSchema,
  feeTypeDetailsSchema,
  pricebookPageSchema,
  pricebookProductSchema,
  pricebookSchema,
} from './pricebooks.schema'

// How the price books' calls are made and what they answer; what the contract document says of them is in
// pricebooks.routes.ts.

const products = z.array(pricebookProductSchema)

export const pricebookCalls = {
  'pricebooks.page': { method: 'GET', path: 'pricebooks', answer: pricebookPageSchema },
  'pricebooks.all': { method: 'GET', path: 'pricebooks/all', answer: z.array(pricebookSchema) },
  'pricebooks.feeTypes': { method: 'GET', path: 'pricebooks/feetypes/details', answer: z.array(feeTypeDetailsSchema) },
  'pricebooks.info': { method: 'GET', path: 'pricebooks/{id}/info', answer: pricebookSchema },
  'pricebooks.products': { method: 'GET', path: 'pricebooks/{id}/products', answer: products },
  'pricebooks.create': { method: 'POST', path: 'pricebooks', answer: pricebookSchema },
  'pricebooks.update': { method: 'PUT', path: 'pricebooks/{id}', answer: pricebookSchema },
  'pricebooks.remove': { method: 'DELETE', path: 'pricebooks/{id}', answer: 'ignored' },
  'pricebooks.addProduct': { method: 'POST', path: 'pricebooks/{id}/product', answer: products },
  'pricebooks.setRelated': {
    method: 'POST',
    path: 'pricebooks/{id}/products/info/{productId}/related',
    answer: products,
  },
  'pricebooks.removeProduct': { method: 'DELETE', path: 'pricebooks/{id}/products/{productId}', answer: products },
  'pricebooks.setEntry': { method: 'PUT', path: 'pricebooks/{id}/entry', answer: products },
  'pricebooks.removeEntry': { method: 'DELETE', path: 'pricebooks/entry/{entryId}', answer: products },
  'pricebooks.setStructure': {
    method: 'PUT',
    path: 'pricebooks/{id}/entry/pricingStructure/{entryId}',
    answer: products,
  },
  'pricebooks.removeStructure': {
    method: 'DELETE',
    path: 'pricebooks/{id}/entry/pricingStructure/{entryId}',
    answer: products,
  },
  'pricebooks.preview': { method: 'GET', path: 'pricebooks/{id}/preview', answer: feePreviewSchema },
  'pricebooks.sendProposal': { method: 'POST', path: 'pricebooks/{id}/proposals', answer: proposalSchema },
} as const satisfies Record<string, Call>
