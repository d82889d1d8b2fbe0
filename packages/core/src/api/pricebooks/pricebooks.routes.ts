import * as z from 'zod/mini'
import { pageQuery, staff, type Route, type RouteArea } from '../../contract/route'
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
const call = (route: Route): Route => ({ ...route, by: staff })

export const pricebookRoutes: RouteArea = {
  area: 'pricebooks',
  description: 'Price books: products, their fees and pricing structures, and proposals made from them (seed 002).',
  routes: {
    'pricebooks.page': call({
      method: 'GET',
      path: 'pricebooks',
      summary: 'A page of price books',
      query: { ...pageQuery, filterType: z.enum(pricebookFilterTypes) },
      answer: pricebookPageSchema,
    }),
    'pricebooks.all': call({
      method: 'GET',
      path: 'pricebooks/all',
      summary: 'Every price book',
      answer: z.array(pricebookSchema),
    }),
    'pricebooks.feeTypes': call({
      method: 'GET',
      path: 'pricebooks/feetypes/details',
      summary: 'The fee types with their details',
      answer: z.array(feeTypeDetailsSchema),
    }),
    'pricebooks.info': call({
      method: 'GET',
      path: 'pricebooks/{id}/info',
      summary: 'One price book',
      answer: pricebookSchema,
    }),
    'pricebooks.products': call({
      method: 'GET',
      path: 'pricebooks/{id}/products',
      summary: 'A price book’s products and fees',
      answer: products,
    }),
    'pricebooks.create': call({
      method: 'POST',
      path: 'pricebooks',
      summary: 'Adds a price book',
      body: savePricebookSchema,
      answer: pricebookSchema,
    }),
    'pricebooks.update': call({
      method: 'PUT',
      path: 'pricebooks/{id}',
      summary: 'Changes a price book',
      body: savePricebookSchema,
      answer: pricebookSchema,
    }),
    'pricebooks.remove': call({
      method: 'DELETE',
      path: 'pricebooks/{id}',
      summary: 'Deletes a price book',
      answer: 'ignored',
    }),
    'pricebooks.addProduct': call({
      method: 'POST',
      path: 'pricebooks/{id}/product',
      summary: 'Adds a product',
      body: saveProductSchema,
      answer: products,
    }),
    'pricebooks.setRelated': call({
      method: 'POST',
      path: 'pricebooks/{id}/products/info/{productId}/related',
      summary: 'Relates a product to others of its book, both ways',
      body: relatedProductsSchema,
      answer: products,
    }),
    'pricebooks.removeProduct': call({
      method: 'DELETE',
      path: 'pricebooks/{id}/products/{productId}',
      summary: 'Takes a product off the book',
      answer: products,
    }),
    'pricebooks.setEntry': call({
      method: 'PUT',
      path: 'pricebooks/{id}/entry',
      summary: 'Sets a product’s fee of a type',
      body: saveEntrySchema,
      answer: products,
    }),
    'pricebooks.removeEntry': call({
      method: 'DELETE',
      path: 'pricebooks/entry/{entryId}',
      summary: 'Takes a fee off a product',
      answer: products,
    }),
    'pricebooks.setStructure': call({
      method: 'PUT',
      path: 'pricebooks/{id}/entry/pricingStructure/{entryId}',
      summary: 'Sets a fee’s pricing tiers',
      body: saveStructureSchema,
      answer: products,
    }),
    'pricebooks.removeStructure': call({
      method: 'DELETE',
      path: 'pricebooks/{id}/entry/pricingStructure/{entryId}',
      summary: 'Takes a fee’s tiers off',
      answer: products,
    }),
    'pricebooks.preview': call({
      method: 'GET',
      path: 'pricebooks/{id}/preview',
      summary: 'What a payment would cost by the book',
      query: { amount: z.number(), currency: z.string(), paymentMethod: z.string() },
      answer: feePreviewSchema,
    }),
    'pricebooks.sendProposal': call({
      method: 'POST',
      path: 'pricebooks/{id}/proposals',
      summary: 'Sends a merchant a proposal made from the book',
      body: sendProposalSchema,
      answer: proposalSchema,
    }),
  },
}
