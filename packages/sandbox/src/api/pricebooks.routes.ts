import { documentFeeFields } from '@paydeck/core/proposals'
import {
  feeValueProblem,
  pricebookProblems,
  productProblems,
  structureProblem,
  type Pricebook,
} from '@paydeck/core/pricebooks'
import { currencyDigits, minorPerMajor, toMinorUnits } from '@paydeck/core/values'
import { ruleText, type RuleProblem } from '@paydeck/core/labels'
import type { SandboxDatabase } from '../db/database'
import { references } from '../db/references'
import { PricebookConflict, pricebookStore } from '../pricebooks/pricebooks.repository'
import { sendPricebookProposal } from '../seed/commercial-documents'
import { pricebookRoutes as pricebookArea } from '@paydeck/core/openapi'
import type { Caller } from '../domain/caller'
import type { Language } from '../domain/language'
import { found, invalidIf, refuse } from '../domain/problem'
import { created, implement, type CallOf, type Handlers } from './implement'
import { proposalOf } from './proposals.routes'
import { feeFields, wordedAnswers } from './worded-answers'

// Seed 002 section 7's /pricebooks: a tenant's price books, their products, fees by type and pricing structures,
// managed by staff with the price books permission; the fees one payment would cost; a proposal made from one.

/** The rules' problems as the validation problem's map, in the caller's language. */
const asErrors = (language: Language, problems: Record<string, RuleProblem | undefined>) =>
  Object.fromEntries(
    Object.entries(problems).flatMap(([field, problem]) => (problem ? [[field, [ruleText(problem, language)]]] : [])),
  )

export function pricebookHandlers(db: SandboxDatabase) {
  const store = pricebookStore(db)
  const known = references(db)
  const tenantOf = (caller: Caller) => caller.user.tenantId
  const bookOf = (caller: Caller, id: number): Pricebook =>
    found(store.find(tenantOf(caller), id), `There is no price book ${id}.`)
  const checkedBook = ({ body, caller, language }: CallOf<(typeof pricebookArea.routes)['pricebooks.create']>) => {
    const errors = asErrors(language, pricebookProblems(body))
    if (body.ownerId !== null && !known.isTenantsStaff(tenantOf(caller), body.ownerId))
      errors.ownerId = ['Choose one of your staff as the owner.']
    const refusal = invalidIf(errors)
    if (refusal) throw refusal
    return body
  }
  /** The book's product the path names, or the refusal. */
  const productOf = (book: Pricebook, productId: number) =>
    found(
      store.products(book.id).find((product) => product.id === productId),
      `${book.name} has no product ${productId}.`,
    )
  const entryOf = (caller: Caller, book: Pricebook, entryId: number) => {
    const owner = store.bookOfEntry(tenantOf(caller), entryId)
    return found(owner?.bookId === book.id ? owner : undefined, `${book.name} has no fee ${entryId}.`)
  }

  return {
    'pricebooks.page': ({ caller, query, page }) =>
      store.page(tenantOf(caller), query.filterType ?? 'all', page.pageIndex, page.pageSize),
    'pricebooks.all': ({ caller }) => store.page(tenantOf(caller), 'active', 0, 1_000).data,
    'pricebooks.feeTypes': () => known.feeTypes(),
    'pricebooks.info': ({ caller, params }) => bookOf(caller, params.id),
    'pricebooks.products': ({ caller, params }) => store.products(bookOf(caller, params.id).id),
    'pricebooks.create': (call) => {
      const tenantId = tenantOf(call.caller)
      return created(found(store.find(tenantId, store.create(tenantId, checkedBook(call))), 'The price book is gone.'))
    },
    'pricebooks.update': (call) => {
      const book = bookOf(call.caller, call.params.id)
      const body = checkedBook(call)
      if (book.isStandard && !body.isStandard)
        return refuse.conflict('A tenant keeps one standard price book: make another one the standard instead.')
      store.update(tenantOf(call.caller), book.id, body)
      return bookOf(call.caller, book.id)
    },
    'pricebooks.remove': ({ caller, params }) => {
      try {
        store.remove(bookOf(caller, params.id))
      } catch (error) {
        if (error instanceof PricebookConflict) return refuse.conflict(error.message)
        throw error
      }
    },
    'pricebooks.addProduct': ({ caller, params, body, language }) => {
      const book = bookOf(caller, params.id)
      const errors = asErrors(language, productProblems(body))
      const methods = known.paymentMethodCodes()
      if (body.paymentMethods.some((code) => !methods.has(code)))
        errors.paymentMethods = ['Choose known payment methods.']
      const refusal = invalidIf(errors)
      if (refusal) return refusal
      store.addProduct(book.id, body)
      return store.products(book.id)
    },
    'pricebooks.removeProduct': ({ caller, params }) => {
      const book = bookOf(caller, params.id)
      store.removeProduct(book.id, params.productId)
      return store.products(book.id)
    },
    // Seed 002's related products: the book's products sold with one, both ways.
    'pricebooks.setRelated': ({ caller, params, body }) => {
      const book = bookOf(caller, params.id)
      const product = productOf(book, params.productId)
      const others = new Set(store.products(book.id).map((other) => other.id))
      others.delete(product.id)
      if (body.productIds.some((id) => !others.has(id)))
        return refuse.field('productIds', `Choose other products of ${book.name}.`)
      store.setRelated(book.id, product.id, body.productIds)
      return store.products(book.id)
    },
    'pricebooks.setEntry': ({ caller, params, body, language }) => {
      const book = bookOf(caller, params.id)
      if (!store.products(book.id).some((product) => product.id === body.productId))
        return refuse.field('productId', `${book.name} has no product ${body.productId}.`)
      const symbol = known.feeSymbolOf(body.feeTypeId)
      if (!symbol) return refuse.field('feeTypeId', 'Choose a fee type.')
      const problem = feeValueProblem(body.value, symbol)
      if (problem) return refuse.field('value', ruleText(problem, language))
      store.setEntry(book.id, body.productId, body.feeTypeId, body.value)
      return store.products(book.id)
    },
    'pricebooks.removeEntry': ({ caller, params }) => {
      const owner = found(store.bookOfEntry(tenantOf(caller), params.entryId), `There is no fee ${params.entryId}.`)
      store.removeEntry(owner.bookId, params.entryId)
      return store.products(owner.bookId)
    },
    'pricebooks.setStructure': ({ caller, params, body, language }) => {
      const book = bookOf(caller, params.id)
      const owner = entryOf(caller, book, params.entryId)
      const problem = structureProblem(body.tiers, owner.symbol)
      if (problem) return refuse.field('tiers', ruleText(problem, language))
      store.setStructure(book.id, params.entryId, body.tiers)
      return store.products(book.id)
    },
    'pricebooks.removeStructure': ({ caller, params }) => {
      const book = bookOf(caller, params.id)
      entryOf(caller, book, params.entryId)
      store.setStructure(book.id, params.entryId, [])
      return store.products(book.id)
    },
    'pricebooks.preview': ({ caller, params, query }) => {
      const book = bookOf(caller, params.id)
      const amount = Number(query.amount)
      const currency = (query.currency ?? '').toUpperCase()
      const paymentMethod = query.paymentMethod ?? ''
      const errors: Record<string, string[]> = {}
      if (!(amount > 0) || amount > 10_000_000) errors.amount = ['Enter an amount above 0, up to 10,000,000.']
      else if (toMinorUnits(amount, currency) !== amount * minorPerMajor(currency))
        errors.amount = [`${currency} has ${currencyDigits(currency)} decimals.`]
      if (!known.isCurrency(currency)) errors.currency = ['Choose a currency.']
      if (!known.isPaymentMethod(paymentMethod)) errors.paymentMethod = ['Choose a payment method.']
      return invalidIf(errors) ?? store.preview(book, amount, currency, paymentMethod)
    },
    'pricebooks.sendProposal': ({ caller, params, body, language }) => {
      const book = bookOf(caller, params.id)
      const errors: Record<string, string[]> = {}
      if (!known.isTenantsMerchant(tenantOf(caller), body.merchantId))
        errors.merchantId = ['Choose one of your customers.']
      for (const field of documentFeeFields) {
        const problem = feeValueProblem(body[field], '€')
        if (problem) errors[field] = [ruleText(problem, language)]
      }
      if (!book.isActive) errors.pricebookId = [`${book.name} is not active.`]
      const products = store.products(book.id).filter((product) => product.entries.length > 0)
      if (products.length === 0) errors.pricebookId = [`${book.name} has no fees to propose yet.`]
      const refusal = invalidIf(errors)
      if (refusal) return refusal
      const id = sendPricebookProposal(db, body.merchantId, book.id, products, body, book.currency)
      return created(proposalOf(db, id))
    },
  } satisfies Handlers<typeof pricebookArea>
}

/** The price books' calls, the seeded fee types' names in the caller's language in every answer that carries them. */
export const pricebookRoutes = (db: SandboxDatabase) =>
  implement(pricebookArea, pricebookHandlers(db), [wordedAnswers(feeFields)])
