import { afterAll, describe, expect, it } from 'vitest'
import type { FeePreview, Pricebook, PricebookProduct } from '@paydeck/core/pricebooks'
import type { TotalCountPage } from '@paydeck/core'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'

const ADMIN = 'tenant@sandbox.test'

describe('price books', () => {
  const sandbox = createSandbox({ database: ':memory:' })
  afterAll(() => sandbox.close())
  const api = apiCaller(sandbox)
  const call = (path: string, method = 'GET', body?: unknown, email = ADMIN) =>
    api.call(email, `crm/${path}`, { method, body })
  const json = async <T>(path: string, method = 'GET', body?: unknown) =>
    (await (await call(path, method, body)).json()) as T

  it('lists the tenant’s price books, the standard one first, and keeps them from others', async () => {
    const page = await json<TotalCountPage<Pricebook>>('pricebooks?pageIndex=0&pageSize=20&filterType=all')
    expect(page.data.map((book) => [book.name, book.isStandard, book.isActive])).toEqual([
      ['Standard 2026', true, true],
      ['Enterprise 2026', false, false],
    ])
    expect(page.data[0]!.documents).toBeGreaterThan(0)
    const inactive = await json<TotalCountPage<Pricebook>>('pricebooks?filterType=inactive')
    expect(inactive.data.map((book) => book.name)).toEqual(['Enterprise 2026'])
    // A filter name that an object's prototype has is no filter, not a server error.
    const odd = await json<TotalCountPage<Pricebook>>('pricebooks?filterType=constructor')
    expect(odd.totalCount).toBe(page.totalCount)
    expect((await api.call('bosphorus@sandbox.test', `crm/pricebooks/${page.data[0]!.id}`)).status).toBe(404)
    expect((await call('pricebooks', 'GET', undefined, 'analyst@sandbox.test')).status).toBe(403)
  })

  it('names the seeded fee types in the language asked for, in every answer that carries them', async () => {
    const inLanguage = async (path: string, language: string) =>
      (await (await api.call(ADMIN, `crm/${path}`, { headers: { 'Accept-Language': language } })).json()) as {
        feeTypeName: string
      }[]
    const names = async (language: string) =>
      (await inLanguage('pricebooks/feetypes/details', language)).map((type) => type.feeTypeName)
    expect((await names('en'))[0]).toBe('Card transaction fee')
    expect((await names('tr-TR'))[0]).toBe('Kartlı işlem ücreti')
    expect((await names('ar'))[0]).toBe('رسوم عمليات البطاقات')
    // A price book's fees and a proposal's fee list say the same.
    const book = (await json<TotalCountPage<Pricebook>>('pricebooks?filterType=all')).data[0]!
    const products = (await inLanguage(`pricebooks/${book.id}/products`, 'tr')) as unknown as {
      entries: { feeTypeName: string }[]
    }[]
    expect(products.flatMap((product) => product.entries.map((entry) => entry.feeTypeName))).toContain(
      'Kartlı işlem ücreti',
    )
    expect((await inLanguage('pricebooks/feetypes/all', 'tr')).map((type) => type.feeTypeName)).toContain(
      'İşlem başına ücret',
    )
  })

  it('refuses to delete the standard price book that proposals were made from, with a clear 409', async () => {
    const response = await call('pricebooks/1', 'DELETE')
    expect(response.status).toBe(409)
    expect((await response.json()).detail).toMatch(/Standard 2026 is the standard price book and \d+ proposals/)
  })

  it('builds a price book: a product, its fees and a pricing structure, checked field by field', async () => {
    const created = await call('pricebooks', 'POST', {
      name: 'Marketplace',
      description: 'Platforms that pay out to sellers',
      isStandard: false,
      isActive: true,
      ownerId: null,
    })
    expect(created.status).toBe(201)
    const book = (await created.json()) as Pricebook
    let products = await json<PricebookProduct[]>(`pricebooks/${book.id}/product`, 'POST', {
      name: 'Cards',
      paymentMethods: ['VISA'],
    })
    const [cards] = products
    const tooHigh = await call(`pricebooks/${book.id}/entry`, 'PUT', { productId: cards!.id, feeTypeId: 1, value: 120 })
    expect((await tooHigh.json()).errors.value).toEqual(['A percentage is at most 100.'])
    products = await json(`pricebooks/${book.id}/entry`, 'PUT', { productId: cards!.id, feeTypeId: 1, value: 2 })
    products = await json(`pricebooks/${book.id}/entry`, 'PUT', { productId: cards!.id, feeTypeId: 2, value: 0.25 })
    const percent = products[0]!.entries.find((entry) => entry.feeTypeId === 1)!
    const bad = await call(`pricebooks/${book.id}/entry/pricingStructure/${percent.id}`, 'PUT', {
      tiers: [{ fromAmount: 50, value: 1 }],
    })
    expect((await bad.json()).errors.tiers).toEqual(['The first band starts at 0.'])
    // A refusal in the caller's language, from the same rule words the screens read.
    const badInTurkish = await api.call(ADMIN, `crm/pricebooks/${book.id}/entry/pricingStructure/${percent.id}`, {
      method: 'PUT',
      body: {
        tiers: [
          { fromAmount: 0, value: 1 },
          { fromAmount: 10, value: 101 },
        ],
      },
      headers: { 'Accept-Language': 'tr' },
    })
    expect((await badInTurkish.json()).errors.tiers).toEqual(['Dilim 2: Yüzde en fazla 100 olabilir.'])
    await call(`pricebooks/${book.id}/entry/pricingStructure/${percent.id}`, 'PUT', {
      tiers: [
        { fromAmount: 0, value: 2 },
        { fromAmount: 500, value: 1.5 },
      ],
    })
    // A VISA payment of 1,000 EUR: 1.5 % (its band) and 0.25 EUR.
    const preview = await json<FeePreview>(`pricebooks/${book.id}/preview?amount=1000&currency=EUR&paymentMethod=VISA`)
    expect(preview.lines.map((line) => [line.feeTypeName, line.value, line.fee])).toEqual([
      ['Card transaction fee', 1.5, 1500],
      ['Per-transaction fee', 0.25, 25],
    ])
    expect(preview.total).toBe(1525)
    const other = await json<FeePreview>(`pricebooks/${book.id}/preview?amount=1000&currency=EUR&paymentMethod=IDEAL`)
    expect(other.lines).toEqual([])
    const wrong = await call(`pricebooks/${book.id}/preview?amount=-1&currency=XXX&paymentMethod=VISA`)
    expect(Object.keys((await wrong.json()).errors)).toEqual(['amount', 'currency'])
  })

  it('reads the products with their fees, and relates products both ways', async () => {
    const products = await json<PricebookProduct[]>('pricebooks/1/products')
    const [cards, amex, apms, payouts] = products
    // The seeded payouts come with every other product of the book.
    expect(payouts!.related).toEqual([cards!.id, amex!.id, apms!.id])
    expect(cards!.entries.length).toBeGreaterThan(0)

    const set = await json<PricebookProduct[]>(`pricebooks/1/products/info/${cards!.id}/related`, 'POST', {
      productIds: [apms!.id],
    })
    const of = (id: number) => set.find((product) => product.id === id)!.related
    expect(of(cards!.id)).toEqual([apms!.id])
    // Both ways, and the earlier relation of the cards is gone from the payouts.
    expect(of(apms!.id)).toEqual(expect.arrayContaining([cards!.id]))
    expect(of(payouts!.id)).toEqual([amex!.id, apms!.id])
    const own = await call(`pricebooks/1/products/info/${cards!.id}/related`, 'POST', { productIds: [cards!.id] })
    expect((await own.json()).errors.productIds).toEqual(['Choose other products of Standard 2026.'])
    expect((await call('pricebooks/1/products/info/9999/related', 'POST', { productIds: [] })).status).toBe(404)
  })

  it('prices a payment in another currency with the conversion fee and lists event fees apart', async () => {
    const preview = await json<FeePreview>('pricebooks/1/preview?amount=50&currency=USD&paymentMethod=MASTERCARD')
    expect(preview.lines.map((line) => line.feeTypeName)).toEqual([
      'Card transaction fee',
      'Per-transaction fee',
      'FX markup',
    ])
    expect(preview.lines.map((line) => [line.value, line.fee])).toEqual([
      [1.4, 70],
      [0.2, 22],
      [1, 50],
    ])
    expect(preview.onEvents.map((fee) => fee.chargedOn)).toEqual(['chargeback', 'refund', 'payout'])
  })

  it('prices a lira tenant’s fixed fees in lira', async () => {
    const page = (await (
      await api.call('bosphorus@sandbox.test', 'crm/pricebooks')
    ).json()) as TotalCountPage<Pricebook>
    const products = (await (
      await api.call('bosphorus@sandbox.test', `crm/pricebooks/${page.data[0]!.id}/products`)
    ).json()) as PricebookProduct[]
    expect(products[0]!.entries.map((entry) => entry.feeSymbol)).toEqual(['%', 'TRY', 'TRY', 'TRY', '%'])
  })

  it('sends a merchant a proposal made from a price book, its fees copied', async () => {
    const response = await call('pricebooks/1/proposals', 'POST', {
      merchantId: 1,
      boardingFee: 99,
      accountConfigurationFee: 0,
      bankAccountSetupFee: 10,
      monthlyMinimumFee: 20,
      gatewayMonthlyAccess: 5,
    })
    expect(response.status).toBe(201)
    const proposal = await response.json()
    expect(proposal).toMatchObject({ status: 'PendingApproval', pricebookId: 1, boardingFee: 99 })
    expect(proposal.proposalEntries.map((entry: { productName: string }) => entry.productName)).toEqual([
      'Card acquiring (Visa, Mastercard)',
      'American Express',
      'Alternative payment methods',
      'Payouts',
    ])
    const seen = await api.json('merchant@sandbox.test', `proposals/${proposal.id}`)
    expect(seen.proposalEntries[0].items[0]).toMatchObject({ feeTypeName: 'Card transaction fee', value: 1.4 })
    expect(seen.proposalEntries[0].items[1]).toMatchObject({ feeTypeName: 'Per-transaction fee', feeSymbol: 'EUR' })
    const foreign = await call('pricebooks/1/proposals', 'POST', { ...proposal, merchantId: 3 })
    expect((await foreign.json()).errors.merchantId).toEqual(['Choose one of your customers.'])
  })
})
