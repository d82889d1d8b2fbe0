import * as z from 'zod/mini'
import { described, pageQuery, type RouteArea } from '../../contract/route'
import { staff } from '../../contract/kinds'
import { pricebookCalls } from './pricebooks.calls'
import { pricebookRule } from './pricebooks.access'
import {
  pricebookFilterTypes,
  relatedProductsSchema,
  saveEntrySchema,
  savePricebookSchema,
  saveProductSchema,
  saveStructureSchema,
  sendProposalSchema,
} from './pricebooks.schema'

export const pricebookRoutes = {
  area: 'pricebooks',
  description: 'Price books: products, their fees and pricing structures, and proposals made from them (seed 002).',
  access: pricebookRule.access,
  routes: described(pricebookCalls, {
    'pricebooks.page': {
      madeBy: 'fetchPricebookPage',
      summary: 'A page of price books',
      query: { ...pageQuery, filterType: z.enum(pricebookFilterTypes) },
      by: staff,
    },
    'pricebooks.all': { madeBy: 'fetchAllPricebooks', summary: 'Every price book', by: staff },
    'pricebooks.feeTypes': { madeBy: 'fetchFeeTypeDetails', summary: 'The fee types with their details', by: staff },
    'pricebooks.info': { madeBy: 'fetchPricebook', summary: 'One price book', by: staff },
    'pricebooks.products': { madeBy: 'fetchPricebookProducts', summary: 'A price book’s products and fees', by: staff },
    'pricebooks.create': {
      madeBy: 'createPricebook',
      summary: 'Adds a price book',
      body: savePricebookSchema,
      by: staff,
    },
    'pricebooks.update': {
      madeBy: 'updatePricebook',
      summary: 'Changes a price book',
      body: savePricebookSchema,
      by: staff,
    },
    'pricebooks.remove': { madeBy: 'removePricebook', summary: 'Deletes a price book', by: staff },
    'pricebooks.addProduct': {
      madeBy: 'addPricebookProduct',
      summary: 'Adds a product',
      body: saveProductSchema,
      by: staff,
    },
    'pricebooks.setRelated': {
      madeBy: 'setRelatedProducts',
      summary: 'Relates a product to others of its book, both ways',
      body: relatedProductsSchema,
      by: staff,
    },
    'pricebooks.removeProduct': {
      madeBy: 'removePricebookProduct',
      summary: 'Takes a product off the book',
      by: staff,
    },
    'pricebooks.setEntry': {
      madeBy: 'setPricebookEntry',
      summary: 'Sets a product’s fee of a type',
      body: saveEntrySchema,
      by: staff,
    },
    'pricebooks.removeEntry': { madeBy: 'removePricebookEntry', summary: 'Takes a fee off a product', by: staff },
    'pricebooks.setStructure': {
      madeBy: 'setPricingStructure',
      summary: 'Sets a fee’s pricing tiers',
      body: saveStructureSchema,
      by: staff,
    },
    'pricebooks.removeStructure': { madeBy: 'removePricingStructure', summary: 'Takes a fee’s tiers off', by: staff },
    'pricebooks.preview': {
      madeBy: 'previewFees',
      summary: 'What a payment would cost by the book',
      query: { amount: z.number(), currency: z.string(), paymentMethod: z.string() },
      by: staff,
    },
    'pricebooks.sendProposal': {
      madeBy: 'sendPricebookProposal',
      summary: 'Sends a merchant a proposal made from the book',
      body: sendProposalSchema,
      by: staff,
    },
  }),
} satisfies RouteArea
