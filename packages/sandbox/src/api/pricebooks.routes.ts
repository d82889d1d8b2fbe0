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
import type { SandboxDatabase } from '../db/database'
import { PricebookConflict, pricebookStore } from '../pricebooks/pricebooks.repository'
import { sendPricebookProposal } from '../seed/commercial-documents'
import { requireKindPermission, type ApiEnv } from './auth.middleware'
import { parseBody } from './json-body'
import { pagingOf } from './paging'
import { conflict, invalid, notFound } from './problems'
import { proposalOf } from './proposals.routes'
import { feeFields, wordedAnswers } from '../words/worded-answers'

// Seed 002 section 7's /pricebooks: a tenant's price books, their products, fees by type and pricing structures,
// managed by staff with the price books permission; the fees one payment would cost; a proposal made from one.

export const PRICEBOOKS_PERMISSION = 'CRM.PriceBooks.Manage'
const guard = requireKindPermission({ tenant: PRICEBOOKS_PERMISSION })

const asErrors = (problems: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(problems).flatMap(([field, message]) => (message ? [[field, [message]]] : [])))

export function pricebookRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const store = pricebookStore(db)
  const tenantOf = (c: Context<ApiEnv>) => c.get('caller').user.tenantId
  const bookOf = (c: Context<ApiEnv>): Pricebook | Response =>
    store.find(tenantOf(c), Number(c.req.param('id'))) ?? notFound(c, `There is no price book ${c.req.param('id')}.`)
  const symbolOf = (feeTypeId: number) =>
    (db.prepare('SELECT symbol FROM fee_types WHERE id = ?').get(feeTypeId) as { symbol: string } | undefined)?.symbol
  const ownerProblem = (c: Context<ApiEnv>, ownerId: number | null) =>
    ownerId !== null &&
    !db.prepare("SELECT 1 FROM users WHERE id = ? AND tenant_id = ? AND user_type = 'crm'").get(ownerId, tenantOf(c))
  const bookBody = async (c: Context<ApiEnv>) => {
    const body = await parseBody(c, savePricebookSchema)
    if (body instanceof Response) return body
    const errors = asErrors(pricebookProblems(body))
    if (ownerProblem(c, body.ownerId)) errors.ownerId = ['Choose one of your staff as the owner.']
    return Object.keys(errors).length > 0 ? invalid(c, errors) : body
  }
  const productsOf = (c: Context<ApiEnv>, book: Pricebook) => c.json(store.products(book.id))

  for (const prefix of ['', '/crm']) {
    const base = `${prefix}/pricebooks`
    // The seeded fee types' names in the caller's language, in every answer that carries them.
    for (const path of [base, `${base}/*`]) app.use(path, wordedAnswers(feeFields))
    const one = `${base}/:id{[0-9]+}`
    app.get(base, guard, (c) => {
      const { pageIndex, pageSize } = pagingOf(c)
      return c.json(store.page(tenantOf(c), c.req.query('filterType') ?? 'all', pageIndex, pageSize))
    })
    app.get(`${base}/all`, guard, (c) => c.json(store.page(tenantOf(c), 'active', 0, 1_000).data))
    app.get(`${base}/feetypes/details`, guard, (c) =>
      c.json(
        db
          .prepare(
            'SELECT id AS feeTypeId, name AS feeTypeName, symbol AS feeSymbol, charged_on AS chargedOn FROM fee_types ORDER BY id',
          )
          .all(),
      ),
    )
    for (const path of [one, `${one}/info`])
      app.get(path, guard, (c) => {
        const book = bookOf(c)
        return book instanceof Response ? book : c.json(book)
      })
    app.get(`${one}/products`, guard, (c) => {
      const book = bookOf(c)
      return book instanceof Response ? book : productsOf(c, book)
    })
    app.get(`${one}/entry`, guard, (c) => {
      const book = bookOf(c)
      return book instanceof Response ? book : c.json(store.products(book.id).flatMap((product) => product.entries))
    })
    app.post(base, guard, async (c) => {
      const body = await bookBody(c)
      if (body instanceof Response) return body
      return c.json(store.find(tenantOf(c), store.create(tenantOf(c), body)), 201)
    })
    app.put(one, guard, async (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      const body = await bookBody(c)
      if (body instanceof Response) return body
      if (book.isStandard && !body.isStandard)
        return conflict(c, 'A tenant keeps one standard price book: make another one the standard instead.')
      store.update(tenantOf(c), book.id, body)
      return c.json(store.find(tenantOf(c), book.id))
    })
    app.delete(one, guard, (c) => {
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
    app.post(`${one}/product`, guard, async (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      const body = await parseBody(c, saveProductSchema)
      if (body instanceof Response) return body
      const errors = asErrors(productProblems(body))
      const known = new Set(
        (db.prepare('SELECT code FROM payment_methods').all() as { code: string }[]).map((m) => m.code),
      )
      if (body.paymentMethods.some((code) => !known.has(code)))
        errors.paymentMethods = ['Choose known payment methods.']
      if (Object.keys(errors).length > 0) return invalid(c, errors)
      store.addProduct(book.id, body)
      return productsOf(c, book)
    })
    app.delete(`${one}/products/:productId{[0-9]+}`, guard, (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      store.removeProduct(book.id, Number(c.req.param('productId')))
      return productsOf(c, book)
    })
    /** The book's product the path names, or the refusal. */
    const productOf = (c: Context<ApiEnv>, book: Pricebook) =>
      store.products(book.id).find((product) => product.id === Number(c.req.param('productId'))) ??
      notFound(c, `${book.name} has no product ${c.req.param('productId')}.`)
    const product = `${one}/products/:productId{[0-9]+}`
    app.get(product, guard, (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      const found = productOf(c, book)
      return found instanceof Response ? found : c.json(found)
    })
    app.get(`${product}/entry`, guard, (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      const found = productOf(c, book)
      return found instanceof Response ? found : c.json(found.entries)
    })
    // A summary of each product: what it prices, how many fees it sets and how many products it is sold with.
    app.get(`${one}/product/info`, guard, (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      return c.json(
        store.products(book.id).map(({ id, name, paymentMethods, entries, related }) => ({
          id,
          name,
          paymentMethods,
          fees: entries.length,
          related: related.length,
        })),
      )
    })
    // The fee types for a product's next fee: each with whether the product already sets it.
    app.get(`${product}/fee-type-lookup`, guard, (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      const found = productOf(c, book)
      if (found instanceof Response) return found
      const priced = new Set(found.entries.map((entry) => entry.feeTypeId))
      const types = db.prepare('SELECT id, name, symbol FROM fee_types ORDER BY id').all() as {
        id: number
        name: string
        symbol: string
      }[]
      return c.json(
        types.map((type) => ({
          feeTypeId: type.id,
          feeTypeName: type.name,
          feeSymbol: type.symbol === '%' ? '%' : book.currency,
          priced: priced.has(type.id),
        })),
      )
    })
    // Seed 002's related products: the book's products sold with one, and how many there are.
    const related = `${one}/products/info/:productId{[0-9]+}/related`
    const relatedOf = (book: Pricebook, found: { related: number[] }) =>
      store
        .products(book.id)
        .filter((other) => found.related.includes(other.id))
        .map((other) => ({ id: other.id, name: other.name }))
    app.get(related, guard, (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      const found = productOf(c, book)
      return found instanceof Response ? found : c.json(relatedOf(book, found))
    })
    app.post(related, guard, async (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      const found = productOf(c, book)
      if (found instanceof Response) return found
      const body = await parseBody(c, relatedProductsSchema)
      if (body instanceof Response) return body
      const others = new Set(store.products(book.id).map((other) => other.id))
      others.delete(found.id)
      if (body.productIds.some((id) => !others.has(id)))
        return invalid(c, { productIds: [`Choose other products of ${book.name}.`] })
      store.setRelated(book.id, found.id, body.productIds)
      return productsOf(c, book)
    })
    app.get(`${product}/related-count`, guard, (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      const found = productOf(c, book)
      return found instanceof Response ? found : c.json({ count: found.related.length })
    })
    app.put(`${one}/entry`, guard, async (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      const body = await parseBody(c, saveEntrySchema)
      if (body instanceof Response) return body
      if (!store.products(book.id).some((product) => product.id === body.productId))
        return invalid(c, { productId: [`${book.name} has no product ${body.productId}.`] })
      const symbol = symbolOf(body.feeTypeId)
      if (!symbol) return invalid(c, { feeTypeId: ['Choose a fee type.'] })
      const problem = feeValueProblem(body.value, symbol)
      if (problem) return invalid(c, { value: [problem] })
      store.setEntry(book.id, body.productId, body.feeTypeId, body.value)
      return productsOf(c, book)
    })
    app.delete(`${base}/entry/:entryId{[0-9]+}`, guard, (c) => {
      const owner = store.bookOfEntry(tenantOf(c), Number(c.req.param('entryId')))
      if (!owner) return notFound(c, `There is no fee ${c.req.param('entryId')}.`)
      store.removeEntry(owner.bookId, Number(c.req.param('entryId')))
      return c.json(store.products(owner.bookId))
    })
    const structurePath = `${one}/entry/pricingStructure/:entryId{[0-9]+}`
    const entryOf = (c: Context<ApiEnv>, book: Pricebook) => {
      const owner = store.bookOfEntry(tenantOf(c), Number(c.req.param('entryId')))
      return owner && owner.bookId === book.id
        ? owner
        : notFound(c, `${book.name} has no fee ${c.req.param('entryId')}.`)
    }
    for (const method of ['post', 'put'] as const)
      app[method](structurePath, guard, async (c) => {
        const book = bookOf(c)
        if (book instanceof Response) return book
        const owner = entryOf(c, book)
        if (owner instanceof Response) return owner
        const body = await parseBody(c, saveStructureSchema)
        if (body instanceof Response) return body
        const problem = structureProblem(body.tiers, owner.symbol)
        if (problem) return invalid(c, { tiers: [problem] })
        store.setStructure(book.id, Number(c.req.param('entryId')), body.tiers)
        return productsOf(c, book)
      })
    app.delete(structurePath, guard, (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      const owner = entryOf(c, book)
      if (owner instanceof Response) return owner
      store.setStructure(book.id, Number(c.req.param('entryId')), [])
      return productsOf(c, book)
    })
    app.get(`${one}/preview`, guard, (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      const amount = Number(c.req.query('amount'))
      const currency = (c.req.query('currency') ?? '').toUpperCase()
      const paymentMethod = c.req.query('paymentMethod') ?? ''
      const errors: Record<string, string[]> = {}
      if (!(amount > 0) || amount > 10_000_000) errors.amount = ['Enter an amount above 0, up to 10,000,000.']
      else if (Math.round(amount * 10 ** currencyDigits(currency)) !== amount * 10 ** currencyDigits(currency))
        errors.amount = [`${currency} has ${currencyDigits(currency)} decimals.`]
      if (!db.prepare('SELECT 1 FROM currencies WHERE code = ?').get(currency)) errors.currency = ['Choose a currency.']
      if (!db.prepare('SELECT 1 FROM payment_methods WHERE code = ?').get(paymentMethod))
        errors.paymentMethod = ['Choose a payment method.']
      if (Object.keys(errors).length > 0) return invalid(c, errors)
      return c.json(store.preview(book, amount, currency, paymentMethod))
    })
    app.post(`${one}/proposals`, guard, async (c) => {
      const book = bookOf(c)
      if (book instanceof Response) return book
      const body = await parseBody(c, sendProposalSchema)
      if (body instanceof Response) return body
      const errors: Record<string, string[]> = {}
      if (!db.prepare('SELECT 1 FROM merchants WHERE id = ? AND tenant_id = ?').get(body.merchantId, tenantOf(c)))
        errors.merchantId = ['Choose one of your customers.']
      for (const field of documentFeeFields) {
        const problem = feeValueProblem(body[field], '€')
        if (problem) errors[field] = [problem]
      }
      if (!book.isActive) errors.pricebookId = [`${book.name} is not active.`]
      const products = store.products(book.id).filter((product) => product.entries.length > 0)
      if (products.length === 0) errors.pricebookId = [`${book.name} has no fees to propose yet.`]
      if (Object.keys(errors).length > 0) return invalid(c, errors)
      const id = sendPricebookProposal(db, body.merchantId, book.id, products, body, book.currency)
      return c.json(proposalOf(db, id), 201)
    })
  }
  return app
}
