import * as z from 'zod/mini'
import { byStaff, pageQuery, type RouteArea } from '../../contract/route'
import { proposalSchema } from '../proposals/proposals.schema'
import {
  feePreviewSchema,
  feeTypeDetailsSchema,
  pricebookFilterTypes,
  pricebookPageSchema,
  pricebookProductSchema,
  pricebookSchema,
  relatedProductsSchema,
  saveEntrySchema,
  savePricebookSchema,
  saveProductSchema,
  saveStructureSchema,
  sendProposalSchema,
} from './pricebooks.schema'

const products = z.array(pricebookProductSchema)

export const pricebookRoutes: RouteArea = {
  area: 'pricebooks',
  description: 'Price books: products, their fees and pricing structures, and proposals made from them (seed 002).',
  access: { permission: { tenant: 'CRM.PriceBooks.Manage' }, record: 'The tenant’s own price books.' },
  routes: {
    'pricebooks.page': byStaff({
      method: 'GET',
      path: 'pricebooks',
      summary: 'A page of price books',
      query: { ...pageQuery, filterType: z.enum(pricebookFilterTypes) },
      answer: pricebookPageSchema,
    }),
    'pricebooks.all': byStaff({
      method: 'GET',
      path: 'pricebooks/all',
      summary: 'Every price book',
      answer: z.array(pricebookSchema),
    }),
    'pricebooks.feeTypes': byStaff({
      method: 'GET',
      path: 'pricebooks/feetypes/details',
      summary: 'The fee types with their details',
      answer: z.array(feeTypeDetailsSchema),
    }),
    'pricebooks.info': byStaff({
      method: 'GET',
      path: 'pricebooks/{id}/info',
      summary: 'One price book',
      answer: pricebookSchema,
    }),
    'pricebooks.products': byStaff({
      method: 'GET',
      path: 'pricebooks/{id}/products',
      summary: 'A price book’s products and fees',
      answer: products,
    }),
    'pricebooks.create': byStaff({
      method: 'POST',
      path: 'pricebooks',
      summary: 'Adds a price book',
      body: savePricebookSchema,
      answer: pricebookSchema,
    }),
    'pricebooks.update': byStaff({
      method: 'PUT',
      path: 'pricebooks/{id}',
      summary: 'Changes a price book',
      body: savePricebookSchema,
      answer: pricebookSchema,
    }),
    'pricebooks.remove': byStaff({
      method: 'DELETE',
      path: 'pricebooks/{id}',
      summary: 'Deletes a price book',
      answer: 'ignored',
    }),
    'pricebooks.addProduct': byStaff({
      method: 'POST',
      path: 'pricebooks/{id}/product',
      summary: 'Adds a product',
      body: saveProductSchema,
      answer: products,
    }),
    'pricebooks.setRelated': byStaff({
      method: 'POST',
      path: 'pricebooks/{id}/products/info/{productId}/related',
      summary: 'Relates a product to others of its book, both ways',
      body: relatedProductsSchema,
      answer: products,
    }),
    'pricebooks.removeProduct': byStaff({
      method: 'DELETE',
      path: 'pricebooks/{id}/products/{productId}',
      summary: 'Takes a product off the book',
      answer: products,
    }),
    'pricebooks.setEntry': byStaff({
      method: 'PUT',
      path: 'pricebooks/{id}/entry',
      summary: 'Sets a product’s fee of a type',
      body: saveEntrySchema,
      answer: products,
    }),
    'pricebooks.removeEntry': byStaff({
      method: 'DELETE',
      path: 'pricebooks/entry/{entryId}',
      summary: 'Takes a fee off a product',
      answer: products,
    }),
    'pricebooks.setStructure': byStaff({
      method: 'PUT',
      path: 'pricebooks/{id}/entry/pricingStructure/{entryId}',
      summary: 'Sets a fee’s pricing tiers',
      body: saveStructureSchema,
      answer: products,
    }),
    'pricebooks.removeStructure': byStaff({
      method: 'DELETE',
      path: 'pricebooks/{id}/entry/pricingStructure/{entryId}',
      summary: 'Takes a fee’s tiers off',
      answer: products,
    }),
    'pricebooks.preview': byStaff({
      method: 'GET',
      path: 'pricebooks/{id}/preview',
      summary: 'What a payment would cost by the book',
      query: { amount: z.number(), currency: z.string(), paymentMethod: z.string() },
      answer: feePreviewSchema,
    }),
    'pricebooks.sendProposal': byStaff({
      method: 'POST',
      path: 'pricebooks/{id}/proposals',
      summary: 'Sends a merchant a proposal made from the book',
      body: sendProposalSchema,
      answer: proposalSchema,
    }),
  },
}
