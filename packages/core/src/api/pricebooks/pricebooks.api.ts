import * as z from 'zod/mini'
import type { HttpClient } from '../../http/http-client'
import { proposalSchema } from '../proposals/proposals.schema'
import {
  feePreviewSchema,
  feeTypeDetailsSchema,
  pricebookPageSchema,
  pricebookProductSchema,
  pricebookSchema,
  type PricebookFilterType,
  type PricingTier,
  type SaveEntry,
  type SavePricebook,
  type SaveProduct,
  type SendProposal,
} from './pricebooks.schema'

// Seed 002 section 7's /pricebooks calls, the fee preview, and sending a proposal made from a price book.

const products = z.array(pricebookProductSchema)

export const fetchPricebookPage = (
  http: HttpClient,
  query: { pageIndex: number; pageSize: number; filterType: PricebookFilterType },
  signal?: AbortSignal,
) => http.json(pricebookPageSchema, 'pricebooks', { searchParams: query, signal })

export const fetchAllPricebooks = (http: HttpClient, signal?: AbortSignal) =>
  http.json(z.array(pricebookSchema), 'pricebooks/all', { signal })

export const fetchFeeTypeDetails = (http: HttpClient, signal?: AbortSignal) =>
  http.json(z.array(feeTypeDetailsSchema), 'pricebooks/feetypes/details', { signal })

export const fetchPricebook = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.json(pricebookSchema, `pricebooks/${id}/info`, { signal })

export const fetchPricebookProducts = (http: HttpClient, id: number, signal?: AbortSignal) =>
  http.json(products, `pricebooks/${id}/products`, { signal })

export const createPricebook = (http: HttpClient, book: SavePricebook) =>
  http.json(pricebookSchema, 'pricebooks', { method: 'POST', json: book })

export const updatePricebook = (http: HttpClient, id: number, book: SavePricebook) =>
  http.json(pricebookSchema, `pricebooks/${id}`, { method: 'PUT', json: book })

export const removePricebook = (http: HttpClient, id: number) => http.text(`pricebooks/${id}`, { method: 'DELETE' })

export const addPricebookProduct = (http: HttpClient, id: number, product: SaveProduct) =>
  http.json(products, `pricebooks/${id}/product`, { method: 'POST', json: product })

/** Relates a product to others of its book (both ways); answers the book's products. */
export const setRelatedProducts = (http: HttpClient, id: number, productId: number, productIds: readonly number[]) =>
  http.json(products, `pricebooks/${id}/products/info/${productId}/related`, {
    method: 'POST',
    json: { productIds },
  })

export const removePricebookProduct = (http: HttpClient, id: number, productId: number) =>
  http.json(products, `pricebooks/${id}/products/${productId}`, { method: 'DELETE' })

/** Sets a product's fee of a type (adds it, or changes its value). */
export const setPricebookEntry = (http: HttpClient, id: number, entry: SaveEntry) =>
  http.json(products, `pricebooks/${id}/entry`, { method: 'PUT', json: entry })

export const removePricebookEntry = (http: HttpClient, entryId: number) =>
  http.json(products, `pricebooks/entry/${entryId}`, { method: 'DELETE' })

export const setPricingStructure = (http: HttpClient, id: number, entryId: number, tiers: PricingTier[]) =>
  http.json(products, `pricebooks/${id}/entry/pricingStructure/${entryId}`, { method: 'PUT', json: { tiers } })

export const removePricingStructure = (http: HttpClient, id: number, entryId: number) =>
  http.json(products, `pricebooks/${id}/entry/pricingStructure/${entryId}`, { method: 'DELETE' })

export const previewFees = (
  http: HttpClient,
  id: number,
  query: { amount: number; currency: string; paymentMethod: string },
  signal?: AbortSignal,
) => http.json(feePreviewSchema, `pricebooks/${id}/preview`, { searchParams: query, signal })

export const sendPricebookProposal = (http: HttpClient, id: number, proposal: SendProposal) =>
  http.json(proposalSchema, `pricebooks/${id}/proposals`, { method: 'POST', json: proposal })
