import { callRoute } from '../../contract/call-route'
import type { HttpClient } from '../../http/http-client'
import { pricebookCalls as calls } from './pricebooks.calls'
import type {
  PricebookFilterType,
  PricingTier,
  SaveEntry,
  SavePricebook,
  SaveProduct,
  SendProposal,
} from './pricebooks.schema'

// Seed 002 section 7's /pricebooks calls, the fee preview, and sending a proposal made from a price book.

export const fetchPricebookPage = (
  http: HttpClient,
  query: { pageIndex: number; pageSize: number; filterType: PricebookFilterType },
  signal?: AbortSignal,
) => callRoute(http, calls['pricebooks.page'], { query, signal })

export const fetchAllPricebooks = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls['pricebooks.all'], { signal })

export const fetchFeeTypeDetails = (http: HttpClient, signal?: AbortSignal) =>
  callRoute(http, calls['pricebooks.feeTypes'], { signal })

export const fetchPricebook = (http: HttpClient, id: number, signal?: AbortSignal) =>
  callRoute(http, calls['pricebooks.info'], { params: { id }, signal })

export const fetchPricebookProducts = (http: HttpClient, id: number, signal?: AbortSignal) =>
  callRoute(http, calls['pricebooks.products'], { params: { id }, signal })

export const createPricebook = (http: HttpClient, book: SavePricebook) =>
  callRoute(http, calls['pricebooks.create'], { body: book })

export const updatePricebook = (http: HttpClient, id: number, book: SavePricebook) =>
  callRoute(http, calls['pricebooks.update'], { params: { id }, body: book })

export const removePricebook = (http: HttpClient, id: number) =>
  callRoute(http, calls['pricebooks.remove'], { params: { id } })

export const addPricebookProduct = (http: HttpClient, id: number, product: SaveProduct) =>
  callRoute(http, calls['pricebooks.addProduct'], { params: { id }, body: product })

/** Relates a product to others of its book (both ways); answers the book's products. */
export const setRelatedProducts = (http: HttpClient, id: number, productId: number, productIds: readonly number[]) =>
  callRoute(http, calls['pricebooks.setRelated'], { params: { id, productId }, body: { productIds } })

export const removePricebookProduct = (http: HttpClient, id: number, productId: number) =>
  callRoute(http, calls['pricebooks.removeProduct'], { params: { id, productId } })

/** Sets a product's fee of a type (adds it, or changes its value). */
export const setPricebookEntry = (http: HttpClient, id: number, entry: SaveEntry) =>
  callRoute(http, calls['pricebooks.setEntry'], { params: { id }, body: entry })

export const removePricebookEntry = (http: HttpClient, entryId: number) =>
  callRoute(http, calls['pricebooks.removeEntry'], { params: { entryId } })

export const setPricingStructure = (http: HttpClient, id: number, entryId: number, tiers: PricingTier[]) =>
  callRoute(http, calls['pricebooks.setStructure'], { params: { id, entryId }, body: { tiers } })

export const removePricingStructure = (http: HttpClient, id: number, entryId: number) =>
  callRoute(http, calls['pricebooks.removeStructure'], { params: { id, entryId } })

export const previewFees = (
  http: HttpClient,
  id: number,
  query: { amount: number; currency: string; paymentMethod: string },
  signal?: AbortSignal,
) => callRoute(http, calls['pricebooks.preview'], { params: { id }, query, signal })

export const sendPricebookProposal = (http: HttpClient, id: number, proposal: SendProposal) =>
  callRoute(http, calls['pricebooks.sendProposal'], { params: { id }, body: proposal })
