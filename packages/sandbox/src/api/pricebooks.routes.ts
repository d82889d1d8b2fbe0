import { documentFeeFields } from '@paydeck/core/proposals'
import { Hono, type Context } from 'hono'
import {
  feeValueProblem,
  pricebookProblems,
  productProblems,
  relatedProductsSchema,
  saveEntrySchema,
  savePricebookSchema,
  saveProductSchema,
  saveStructureSchema,
  sendProposalSchema,
  structureProblem,
  type Pricebook,
} from '@paydeck/core/pricebooks'
import { currencyDigits } from '@paydeck/core/transactions'
import { ruleText, type RuleProblem } from '@paydeck/core/labels'
import type { SandboxDatabase } from '../db/database'
import { requestLanguage } from './language'
import { references } from '../db/references'
import { PricebookConflict, pricebookStore } from '../pricebooks/pricebooks.repository'
import { sendPricebookProposal } from '../seed/commercial-documents'
import type { ApiEnv } from './auth.middleware'
import { bodyOf } from './json-body'
import { pageOf } from './paging'
import { conflict, invalid, notFound } from './problems'
import { proposalOf } from './proposals.routes'
import { bind } from './route-table'
import { feeFields, wordedAnswers } from './worded-answers'

// Seed 002 section 7's /pricebooks: a tenant's price books, their products, fees by type and pricing structures,
// managed by staff with the price books permission; the fees one payment would cost; a proposal made from one.

/** The rules' problems as the validation problem's map, in the caller's language. */
const asErrors = (c: Context, problems: Record<string, RuleProblem | undefined>) =>
  Object.fromEntries(
    Object.entries(problems).flatMap(([field, problem]) => (problem ? [[field, [wordOf(c, problem)]]] : [])),
  )
const wordOf = (c: Context, problem: RuleProblem) => ruleText(problem, requestLanguage(c))

export function pricebookRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const store = pricebookStore(db)
  const tenantOf = (c: Context<ApiEnv>) => c.get('caller').user.tenantId
  const bookOf = (c: Context<ApiEnv>): Pricebook | Response =>
    store.find(tenantOf(c), Number(c.req.param('id'))) ?? notFound(c, `There is no price book ${c.req.param('id')}.`)
  const known = references(db)
  const ownerProblem = (c: Context<ApiEnv>, ownerId: number | null) =>
    ownerId !== null && !known.isTenantsStaff(tenantOf(c), ownerId)
  const bookBody = async (c: Context<ApiEnv>) => {
    const body = bodyOf(c, savePricebookSchema)
    const errors = asErrors(c, pricebookProblems(body))
    if (ownerProblem(c, body.ownerId)) errors.ownerId = ['Choose one of your staff as the owner.']
    return Object.keys(errors).length > 0 ? invalid(c, errors) : body
  }
  const productsOf = (c: Context<ApiEnv>, book: Pricebook) => c.json(store.products(book.id))

  // The seeded fee types' names in the caller's language, in every answer that carries them.
  for (const base of ['/pricebooks', '/crm/pricebooks'])
    for (const path of [base, `${base}/*`]) app.use(path, wordedAnswers(feeFields))
  bind(app, 'pricebooks.page', (c) => {
    const { pageIndex, pageSize } = pageOf(c)
    return c.json(store.page(tenantOf(c), c.req.query('filterType') ?? 'all', pageIndex, pageSize))
  })
  bind(app, 'pricebooks.all', (c) => c.json(store.page(tenantOf(c), 'active', 0, 1_000).data))
  bind(app, 'pricebooks.feeTypes', (c) => c.json(known.feeTypes()))
  bind(app, 'pricebooks.info', (c) => {
    const book = bookOf(c)
    return book instanceof Response ? book : c.json(book)
  })
  bind(app, 'pricebooks.products', (c) => {
    const book = bookOf(c)
    return book instanceof Response ? book : productsOf(c, book)
  })
  bind(app, 'pricebooks.create', async (c) => {
    const body = await bookBody(c)
    if (body instanceof Response) return body
    return c.json(store.find(tenantOf(c), store.create(tenantOf(c), body)), 201)
  })
  bind(app, 'pricebooks.update', async (c) => {
    const book = bookOf(c)
    if (book instanceof Response) return book
    const body = await bookBody(c)
    if (body instanceof Response) return body
    if (book.isStandard && !body.isStandard)
      return conflict(c, 'A tenant keeps one standard price book: make another one the standard instead.')
    store.update(tenantOf(c), book.id, body)
    return c.json(store.find(tenantOf(c), book.id))
  })
  bind(app, 'pricebooks.remove', (c) => {
    const book = bookOf(c)
    if (book instanceof Response) return book
    try {
      store.remove(book)
      return c.json({ result: 'success' })
    } catch (error) {
      if (error instanceof PricebookConflict) return conflict(c, error.message)
      throw error
    }
  })
  bind(app, 'pricebooks.addProduct', async (c) => {
    const book = bookOf(c)
    if (book instanceof Response) return book
    const body = bodyOf(c, saveProductSchema)
    const errors = asErrors(c, productProblems(body))
    const methods = known.paymentMethodCodes()
    if (body.paymentMethods.some((code) => !methods.has(code)))
      errors.paymentMethods = ['Choose known payment methods.']
    if (Object.keys(errors).length > 0) return invalid(c, errors)
    store.addProduct(book.id, body)
    return productsOf(c, book)
  })
  bind(app, 'pricebooks.removeProduct', (c) => {
    const book = bookOf(c)
    if (book instanceof Response) return book
    store.removeProduct(book.id, Number(c.req.param('productId')))
    return productsOf(c, book)
  })
  /** The book's product the path names, or the refusal. */
  const productOf = (c: Context<ApiEnv>, book: Pricebook) =>
    store.products(book.id).find((product) => product.id === Number(c.req.param('productId'))) ??
    notFound(c, `${book.name} has no product ${c.req.param('productId')}.`)
  // Seed 002's related products: the book's products sold with one, both ways.
  bind(app, 'pricebooks.setRelated', async (c) => {
    const book = bookOf(c)
    if (book instanceof Response) return book
    const found = productOf(c, book)
    if (found instanceof Response) return found
    const body = bodyOf(c, relatedProductsSchema)
    const others = new Set(store.products(book.id).map((other) => other.id))
    others.delete(found.id)
    if (body.productIds.some((id) => !others.has(id)))
      return invalid(c, { productIds: [`Choose other products of ${book.name}.`] })
    store.setRelated(book.id, found.id, body.productIds)
    return productsOf(c, book)
  })
  bind(app, 'pricebooks.setEntry', async (c) => {
    const book = bookOf(c)
    if (book instanceof Response) return book
    const body = bodyOf(c, saveEntrySchema)
    if (!store.products(book.id).some((product) => product.id === body.productId))
      return invalid(c, { productId: [`${book.name} has no product ${body.productId}.`] })
    const symbol = known.feeSymbolOf(body.feeTypeId)
    if (!symbol) return invalid(c, { feeTypeId: ['Choose a fee type.'] })
    const problem = feeValueProblem(body.value, symbol)
    if (problem) return invalid(c, { value: [wordOf(c, problem)] })
    store.setEntry(book.id, body.productId, body.feeTypeId, body.value)
    return productsOf(c, book)
  })
  bind(app, 'pricebooks.removeEntry', (c) => {
    const owner = store.bookOfEntry(tenantOf(c), Number(c.req.param('entryId')))
    if (!owner) return notFound(c, `There is no fee ${c.req.param('entryId')}.`)
    store.removeEntry(owner.bookId, Number(c.req.param('entryId')))
    return c.json(store.products(owner.bookId))
  })
  const entryOf = (c: Context<ApiEnv>, book: Pricebook) => {
    const owner = store.bookOfEntry(tenantOf(c), Number(c.req.param('entryId')))
    return owner && owner.bookId === book.id ? owner : notFound(c, `${book.name} has no fee ${c.req.param('entryId')}.`)
  }
  bind(app, 'pricebooks.setStructure', async (c) => {
    const book = bookOf(c)
    if (book instanceof Response) return book
    const owner = entryOf(c, book)
    if (owner instanceof Response) return owner
    const body = bodyOf(c, saveStructureSchema)
    const problem = structureProblem(body.tiers, owner.symbol)
    if (problem) return invalid(c, { tiers: [wordOf(c, problem)] })
    store.setStructure(book.id, Number(c.req.param('entryId')), body.tiers)
    return productsOf(c, book)
  })
  bind(app, 'pricebooks.removeStructure', (c) => {
    const book = bookOf(c)
    if (book instanceof Response) return book
    const owner = entryOf(c, book)
    if (owner instanceof Response) return owner
    store.setStructure(book.id, Number(c.req.param('entryId')), [])
    return productsOf(c, book)
  })
  bind(app, 'pricebooks.preview', (c) => {
    const book = bookOf(c)
    if (book instanceof Response) return book
    const amount = Number(c.req.query('amount'))
    const currency = (c.req.query('currency') ?? '').toUpperCase()
    const paymentMethod = c.req.query('paymentMethod') ?? ''
    const errors: Record<string, string[]> = {}
    if (!(amount > 0) || amount > 10_000_000) errors.amount = ['Enter an amount above 0, up to 10,000,000.']
    else if (Math.round(amount * 10 ** currencyDigits(currency)) !== amount * 10 ** currencyDigits(currency))
      errors.amount = [`${currency} has ${currencyDigits(currency)} decimals.`]
    if (!known.isCurrency(currency)) errors.currency = ['Choose a currency.']
    if (!known.isPaymentMethod(paymentMethod)) errors.paymentMethod = ['Choose a payment method.']
    if (Object.keys(errors).length > 0) return invalid(c, errors)
    return c.json(store.preview(book, amount, currency, paymentMethod))
  })
  bind(app, 'pricebooks.sendProposal', async (c) => {
    const book = bookOf(c)
    if (book instanceof Response) return book
    const body = bodyOf(c, sendProposalSchema)
    const errors: Record<string, string[]> = {}
    if (!known.isTenantsMerchant(tenantOf(c), body.merchantId)) errors.merchantId = ['Choose one of your customers.']
    for (const field of documentFeeFields) {
      const problem = feeValueProblem(body[field], '€')
      if (problem) errors[field] = [wordOf(c, problem)]
    }
    if (!book.isActive) errors.pricebookId = [`${book.name} is not active.`]
    const products = store.products(book.id).filter((product) => product.entries.length > 0)
    if (products.length === 0) errors.pricebookId = [`${book.name} has no fees to propose yet.`]
    if (Object.keys(errors).length > 0) return invalid(c, errors)
    const id = sendPricebookProposal(db, body.merchantId, book.id, products, body, book.currency)
    return c.json(proposalOf(db, id), 201)
  })
  return app
}
