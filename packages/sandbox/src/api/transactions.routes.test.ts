import { parse } from 'csv-parse/sync'
import { afterAll, describe, expect, it } from 'vitest'
import { transactionPageSchema, type Transaction } from '@paydeck/core/transactions'
import { createSandbox } from '../sandbox'
import { apiCaller } from '../testing/api-caller'
import { foldedText } from '../transactions/folded-text'

const sandbox = createSandbox({ database: ':memory:', transactions: 10_000 })
afterAll(() => sandbox.close())
const api = apiCaller(sandbox)
const reporting = apiCaller(sandbox, 'http://localhost:4000/reporting')
const live = { headers: { Mode: 'Live' } }
const MERCHANT = 'merchant@sandbox.test'
const TENANT = 'tenant@sandbox.test'

const page = async (email: string, query: string, mode = 'Live', caller = api) => {
  const response = await caller.call(email, query, { headers: { Mode: mode } })
  expect(response.status, await response.clone().text()).toBe(200)
  return transactionPageSchema.parse(await response.json())
}
const count = (sql: string, ...params: unknown[]) =>
  (sandbox.db.prepare(`SELECT COUNT(*) AS n FROM transactions WHERE ${sql}`).get(...params) as { n: number }).n

describe('the book of business', () => {
  it('holds refunds and chargebacks linked to their parents, declines with reasons, cards masked', () => {
    // The book as drawn; the disputes played on it since add their own movements (by the network, not the book).
    expect(count('action_by IS NULL')).toBe(10_000)
    expect(count("type = 'Refund' AND parent_id IS NOT NULL")).toBeGreaterThan(50)
    // Each refunded payment has its refund, booked as Refunded; each disputed one its chargeback, open or lost.
    expect(count("type IN ('Sale', 'Authorisation') AND status IN ('Refunded', 'PartiallyRefunded')")).toBe(
      count("type = 'Refund'"),
    )
    expect(count("type = 'Refund' AND status <> 'Refunded'")).toBe(0)
    expect(count("type = 'Chargeback' AND status NOT IN ('Pending', 'ChargedBack')")).toBe(0)
    // Each chargeback is its dispute's: held while the dispute is open, decided once it is.
    const disputes = (where: string) =>
      sandbox.db
        .prepare(`SELECT COUNT(*) AS n FROM disputes d JOIN transactions c ON c.id = d.chargeback_id WHERE ${where}`)
        .get() as { n: number }
    expect(disputes('1 = 1').n).toBe(count("type = 'Chargeback'"))
    expect(disputes("(d.status IN ('needsResponse', 'underReview')) <> (c.status = 'Pending')").n).toBe(0)
    expect(count("type = 'ChargebackReversal'")).toBe(disputes("d.status = 'won'").n)
    expect(count("status = 'Declined' AND decline_reason IS NOT NULL AND response_code <> '00'")).toBeGreaterThan(100)
    expect(count('card_bin IS NOT NULL AND (length(card_bin) <> 6 OR length(card_last4) <> 4)')).toBe(0)
    // A SandboxEnabled merchant has only Test transactions; a NoProcessing one has none.
    expect(count("merchant_id = 2 AND mode = 'Live'")).toBe(0)
    expect(count('merchant_id = 2')).toBeGreaterThan(0)
    expect(count('merchant_id = 3')).toBe(0)
  })
})

describe('lookups', () => {
  it('shows a merchant only its own, in the mode it asks for, newest first', async () => {
    const live = await page(MERCHANT, 'api/transactions?PageSize=50')
    expect(live.data).toHaveLength(50)
    expect(new Set(live.data.map((t) => t.merchantId))).toEqual(new Set([1]))
    expect(live.data.every((t) => t.mode === 'Live')).toBe(true)
    const created = live.data.map((t) => t.created)
    expect(created).toEqual([...created].sort().reverse())
    const test = await page(MERCHANT, 'api/transactions?PageSize=50', 'Test')
    expect(test.data.every((t) => t.mode === 'Test' && t.merchantId === 1)).toBe(true)
    expect(test.count).toBeLessThan(live.count)
    // The SandboxEnabled merchant's book is Test, whatever it asks for.
    const sandboxMerchant = await page('sandbox-merchant@sandbox.test', 'api/transactions', 'Live')
    expect(sandboxMerchant.data.every((t) => t.mode === 'Test' && t.merchantId === 2)).toBe(true)
  })

  it('never lets one merchant or tenant read another’s', async () => {
    const foreign = sandbox.db
      .prepare('SELECT id, external_id AS externalId FROM transactions WHERE merchant_id = 2')
      .get() as {
      id: number
      externalId: string
    }
    expect((await page(MERCHANT, `api/transactions/searchKey?searchKey=${foreign.id}`, 'Test')).data).toEqual([])
    const bosphorus = await page('bosphorus@sandbox.test', 'api/crm/transactions?PageSize=100')
    expect(bosphorus.data.every((t) => t.tenantId === 2)).toBe(true)
    const northwind = await page(TENANT, 'api/crm/transactions?PageSize=100')
    expect(northwind.data.every((t) => t.tenantId === 1)).toBe(true)
    expect(new Set(northwind.data.map((t) => t.merchantId)).size).toBeGreaterThan(1)
  })

  it('filters by date, status, method, currency, amount and merchant, and pages', async () => {
    const to = new Date()
    const from = new Date(to.getTime() - 7 * 86_400_000)
    const base = `api/crm/transactions?from=${from.toISOString()}&to=${to.toISOString()}`
    const week = await page(TENANT, `${base}&PageSize=100`)
    expect(week.data.every((t) => t.created >= from.toISOString() && t.created < to.toISOString())).toBe(true)
    const declined = await page(TENANT, `${base}&status=Declined,Failed&PageSize=100`)
    expect(declined.data.length).toBeGreaterThan(0)
    expect(declined.data.every((t) => t.status === 'Declined' || t.status === 'Failed')).toBe(true)
    const narrow = await page(
      TENANT,
      'api/crm/transactions?paymentMethod=VISA&currency=EUR&amountFrom=1000&amountTo=5000&merchantId=1',
    )
    expect(narrow.data.length).toBeGreaterThan(0)
    expect(
      narrow.data.every(
        (t: Transaction) =>
          t.paymentMethod === 'VISA' &&
          t.currency === 'EUR' &&
          t.amount >= 1000 &&
          t.amount <= 5000 &&
          t.merchantId === 1,
      ),
    ).toBe(true)
    const first = await page(TENANT, `${base}&PageSize=5&PageIndex=0`)
    const second = await page(TENANT, `${base}&PageSize=5&PageIndex=1`)
    expect(second.data[0]!.created <= first.data.at(-1)!.created).toBe(true)
    expect(new Set([...first.data, ...second.data].map((t) => t.id)).size).toBe(10)
    const byAmount = await page(TENANT, `${base}&sortBy=amount&sortDirection=asc&PageSize=20`)
    const amounts = byAmount.data.map((t) => t.amount)
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
  })

  it('reads a page beside one by its key: the same rows as by the offset, for every sort, either way', async () => {
    const base = 'api/crm/transactions?PageSize=7'
    const ids = (answer: { data: Transaction[] }) => answer.data.map((t) => t.id)
    for (const sort of ['created', 'amount', 'status', 'externalId', 'paymentMethod'])
      for (const direction of ['asc', 'desc']) {
        const question = `${base}&sortBy=${sort}&sortDirection=${direction}`
        let current = await page(TENANT, `${question}&PageIndex=0`)
        expect(current.previousKey).toBeNull()
        // Forward five pages by key, each the offset's page; then back by key.
        for (let index = 1; index <= 5; index++) {
          const keyed = await page(TENANT, `${question}&PageIndex=${index}&key=${current.nextKey}`)
          expect(ids(keyed), `${sort} ${direction} page ${index}`).toEqual(
            ids(await page(TENANT, `${question}&PageIndex=${index}`)),
          )
          current = keyed
        }
        const back = await page(TENANT, `${question}&PageIndex=4&key=${current.previousKey}`)
        expect(ids(back), `${sort} ${direction} back`).toEqual(ids(await page(TENANT, `${question}&PageIndex=4`)))
      }
    // A key is its page's and its question's: another page, another sort or a forged key reads by the offset.
    const first = await page(TENANT, `${base}&PageIndex=0`)
    const offsetPage = (index: number, more = '') => page(TENANT, `${base}${more}&PageIndex=${index}`)
    expect(ids(await page(TENANT, `${base}&PageIndex=3&key=${first.nextKey}`))).toEqual(ids(await offsetPage(3)))
    expect(ids(await page(TENANT, `${base}&sortBy=amount&PageIndex=1&key=${first.nextKey}`))).toEqual(
      ids(await offsetPage(1, '&sortBy=amount')),
    )
    expect(ids(await page(TENANT, `${base}&PageIndex=1&key=bm9wZQ`))).toEqual(ids(await offsetPage(1)))
    // The last page has no next key.
    const total = first.count
    const last = await page(TENANT, `${base}&PageIndex=${Math.ceil(Math.min(total, 10_000) / 7) - 1}`)
    if (!first.countIsLowerBound) expect(last.nextKey).toBeNull()
  })

  it('finds by external id, transaction id, card last four and customer e-mail', async () => {
    const row = sandbox.db
      .prepare(
        "SELECT id, external_id AS externalId, card_last4 AS last4, customer_email AS email FROM transactions WHERE merchant_id = 1 AND mode = 'Live' AND card_last4 IS NOT NULL LIMIT 1",
      )
      .get() as { id: number; externalId: string; last4: string; email: string }
    for (const key of [row.externalId, String(row.id), row.last4, row.email]) {
      const found = await page(MERCHANT, `api/transactions/searchKey?searchKey=${encodeURIComponent(key)}&PageSize=100`)
      expect([key, found.data.some((t) => t.id === row.id)]).toEqual([key, true])
    }
    // The reporting service's search answers the same.
    const v2 = await page(TENANT, `crm/reports/transactions-lookup-v2?searchKey=${row.externalId}`, 'Live', reporting)
    expect(v2.data.map((t) => t.id)).toContain(row.id)
  })

  it("finds by any part of a customer's e-mail or name, in any case, and keeps a later write in the index", async () => {
    const row = sandbox.db
      .prepare(
        // The newest, so a common name's many matches still list it on the first page (newest first).
        "SELECT id, customer_email AS email, customer_name AS name FROM transactions WHERE merchant_id = 1 AND mode = 'Live' ORDER BY created DESC, id DESC LIMIT 1",
      )
      .get() as { id: number; email: string; name: string }
    const search = async (key: string) =>
      (await page(MERCHANT, `api/transactions/searchKey?searchKey=${encodeURIComponent(key)}&PageSize=100`)).data
    const middle = row.email.slice(2, 9)
    const lastName = row.name.split(' ').at(-1)!.toUpperCase()
    const [local, domain] = row.email.split('@') as [string, string]
    for (const key of [middle, lastName, `${local.slice(-4)}@${domain.slice(0, 3)}`]) {
      const found = await search(key)
      expect([key, found.some((t) => t.id === row.id)]).toEqual([key, true])
      // Everything found carries the part asked for, and nothing but the merchant's own.
      for (const t of found) {
        expect(foldedText(`${t.customer.email} ${t.customer.name}`)).toContain(foldedText(key))
        expect(t.merchantId).toBe(1)
      }
    }
    sandbox.db.prepare("UPDATE transactions SET customer_name = 'Zeynep Quarrington' WHERE id = ?").run(row.id)
    expect((await search('quarring')).map((t) => t.id)).toEqual([row.id])
    // Typed on any keyboard: a Turkish name without its dotless ı or its cedilla.
    sandbox.db.prepare("UPDATE transactions SET customer_name = 'Çağla Yıldızoğlu' WHERE id = ?").run(row.id)
    for (const typed of ['yildizoglu', 'YILDIZ', 'cagla', 'Yıldızoğlu'])
      expect([typed, (await search(typed)).map((t) => t.id)]).toEqual([typed, [row.id]])
  })

  it('makes platform staff choose a tenant, and refuses a query it cannot read in words', async () => {
    const missing = await api.call('platform@sandbox.test', 'api/crm/transactions/platform')
    expect(missing.status).toBe(400)
    expect((await missing.json()).errors.tenantId).toEqual(['Choose a tenant to look into its transactions.'])
    const platform = await page('platform@sandbox.test', 'api/crm/transactions/platform?tenantId=2')
    expect(platform.data.every((t) => t.tenantId === 2)).toBe(true)
    const bad = await api.call(TENANT, 'api/crm/transactions?status=Lost')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('Lost is not one of')
    expect((await api.call('agent@sandbox.test', 'api/crm/transactions')).status).toBe(403)
  })

  it('totals the filtered set by currency', async () => {
    const totals = (await api.json(TENANT, 'api/crm/transactions/totals?currency=EUR,GBP', {
      headers: { Mode: 'Live' },
    })) as {
      count: number
      volumes: { currency: string; count: number; amount: number }[]
    }
    expect(totals.volumes.map((v) => v.currency).sort()).toEqual(['EUR', 'GBP'])
    expect(totals.count).toBe(count("mode = 'Live' AND tenant_id = 1 AND currency IN ('EUR', 'GBP')"))
  })
})

describe('the CSV download', () => {
  it('holds exactly the filtered rows, newest first, times with their offset in the zone it names', async () => {
    const response = await api.call(MERCHANT, 'api/transactions/csv?status=Declined&timeZone=Europe/Istanbul', {
      headers: { Mode: 'Live' },
    })
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="transactions-\d{8}T\d{6}\.csv"$/,
    )
    const lines = (await response.text()).trim().split('\n')
    expect(lines[0]).toMatch(/^Transaction id,External id,Created \(Europe\/Istanbul\),Merchant/)
    const expected = count("mode = 'Live' AND merchant_id = 1 AND status = 'Declined'")
    expect(lines).toHaveLength(expected + 1)
    const first = sandbox.db
      .prepare(
        "SELECT id, created FROM transactions WHERE mode = 'Live' AND merchant_id = 1 AND status = 'Declined' ORDER BY created DESC, id DESC LIMIT 1",
      )
      .get() as { id: number; created: string }
    const local = `${new Date(Date.parse(first.created) + 180 * 60_000).toISOString().slice(0, 23)}+03:00`
    expect(lines[1]!.startsWith(`${first.id},`)).toBe(true)
    expect(lines[1]).toContain(local)
  })

  it('writes each time with the offset its zone had then, either side of a clock change, and refuses an unknown zone', async () => {
    // A row of each side of London's change on 25 October, put in the book for the test.
    const [before, after] = ['2026-10-24T12:00:00.000Z', '2026-10-26T12:00:00.000Z']
    const ids = sandbox.db
      .prepare("SELECT id FROM transactions WHERE mode = 'Live' AND merchant_id = 1 AND status = 'Failed' LIMIT 2")
      .all() as { id: number }[]
    const move = sandbox.db.prepare('UPDATE transactions SET created = ? WHERE id = ?')
    move.run(before, ids[0]!.id)
    move.run(after, ids[1]!.id)
    const text = await (
      await api.call(
        MERCHANT,
        `api/transactions/csv?status=Failed&timeZone=Europe/London&from=2026-10-24T00:00:00Z&to=2026-10-27T00:00:00Z`,
        { headers: { Mode: 'Live' } },
      )
    ).text()
    expect(text).toContain('2026-10-24T13:00:00.000+01:00')
    expect(text).toContain('2026-10-26T12:00:00.000+00:00')
    const unknown = await api.call(MERCHANT, 'api/transactions/csv?timeZone=Mars/Olympus', {
      headers: { Mode: 'Live' },
    })
    expect(unknown.status).toBe(400)
    // An alias or another spelling is refused, naming the zone to send.
    for (const [alias, canonical] of [
      ['utc', 'UTC'],
      ['EST', 'America/Panama'],
    ]) {
      const answer = await api.call(MERCHANT, `api/transactions/csv?timeZone=${alias}`, { headers: { Mode: 'Live' } })
      expect((await answer.json()).errors.timeZone).toEqual([
        `${alias} is another name for ${canonical}: name the zone as ${canonical}.`,
      ])
    }
  })

  it('says what the screen says, in the user’s language, codes kept for machines, and starts with a BOM', async () => {
    // A sale refunded in part: the screen says what is left of it.
    const sale = sandbox.db
      .prepare(
        `SELECT id, amount FROM transactions WHERE mode = 'Live' AND merchant_id = 1 AND type = 'Sale'
         AND status = 'Captured' AND currency = 'EUR' AND amount > 3000 ORDER BY id LIMIT 1`,
      )
      .get() as { id: number; amount: number }
    const refund = await api.call(TENANT, `api/crm/transactions/${sale.id}/refunds`, {
      method: 'POST',
      headers: { Mode: 'Live', requestId: crypto.randomUUID() },
      body: { amount: 1000 },
    })
    expect(refund.status).toBeLessThan(300)
    const details = await api.json(MERCHANT, `api/transactions/${sale.id}/details`, { headers: { Mode: 'Live' } })
    const response = await api.call(MERCHANT, `api/transactions/csv?searchKey=${sale.id}&timeZone=UTC`, {
      headers: { Mode: 'Live', 'Accept-Language': 'tr' },
    })
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parse(new TextDecoder().decode(bytes), { columns: true, bom: true }) as Record<string, string>[]
    const row = rows.find((line) => line['İşlem numarası'] === String(sale.id))!
    expect(row).toBeDefined()
    expect(row['Durum']).toBe('Kısmen iade edildi')
    expect(row['Durum kodu']).toBe('PartiallyRefunded')
    expect(row['Tür']).toBe('Satış')
    expect(row['Tür kodu']).toBe('Sale')
    expect(Number(row['Net'])).toBeCloseTo(details.balance.refundable / 100, 2)
    expect(Number(row['Net'])).toBeCloseTo((sale.amount - 1000) / 100, 2)
    expect(row['Oluşturulma (UTC)']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/)
  })

  it('refuses to export a period a report would refuse: ten years, before 1970, or ending before it starts', async () => {
    const refusal = async (period: string) => {
      const answer = await api.call(MERCHANT, `api/transactions/csv?timeZone=UTC&${period}`, {
        headers: { Mode: 'Live' },
      })
      expect(answer.status).toBe(400)
      return Object.values((await answer.json()).errors).flat()
    }
    expect(await refusal('from=2016-11-01T00:00:00Z&to=2026-11-01T00:00:00Z')).toEqual(['Choose at most 186 days.'])
    expect(await refusal('from=1969-12-01T00:00:00Z&to=1970-01-02T00:00:00Z')).toEqual([
      'Choose a period that starts in 1970 or later.',
    ])
    expect(await refusal('from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z')).toEqual([
      'The period ends before it starts.',
    ])
  })

  it('streams more rows than one chunk holds, in order, without repeating one', async () => {
    // Twenty rows of one instant where the first chunk of 2,000 ends.
    const newest = sandbox.db
      .prepare(
        "SELECT id, created FROM transactions WHERE mode = 'Live' AND tenant_id = 1 ORDER BY created DESC, id DESC",
      )
      .all() as { id: number; created: string }[]
    const tie = sandbox.db.prepare('UPDATE transactions SET created = ? WHERE id = ?')
    for (const row of newest.slice(1990, 2010)) tie.run(newest[1990]!.created, row.id)
    const response = await api.call(TENANT, 'api/crm/transactions/csv', { headers: { Mode: 'Live' } })
    const ids = (await response.text())
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]))
    expect(ids.length).toBe(count("mode = 'Live' AND tenant_id = 1"))
    expect(ids.length).toBeGreaterThan(2_000)
    expect(new Set(ids).size).toBe(ids.length)
    // Newest first, and rows of one instant (ties across a chunk's end) by id.
    const created = new Map(
      (
        sandbox.db.prepare("SELECT id, created FROM transactions WHERE mode = 'Live' AND tenant_id = 1").all() as {
          id: number
          created: string
        }[]
      ).map((row) => [row.id, row.created]),
    )
    const sorted = [...ids].sort((a, b) => created.get(b)!.localeCompare(created.get(a)!) || b - a)
    expect(ids).toEqual(sorted)
  })
})

describe('APM transactions', () => {
  it('lists only alternative methods for staff, searches them, reads one, and keeps merchants out', async () => {
    const apm = (await api.json(TENANT, 'api/crm/apm-transactions?PageSize=100', live)) as {
      count: number
      data: { id: number; method: string; kind: string; reference: string; externalId: string }[]
    }
    expect(apm.data.length).toBeGreaterThan(10)
    expect(apm.data.every((t) => !['VISA', 'MASTERCARD', 'AMEX'].includes(t.method))).toBe(true)
    expect(apm.data.find((t) => t.method === 'SEPA_DD')?.kind ?? 'DirectDebit').toBe('DirectDebit')
    const ideal = (await api.json(TENANT, 'api/crm/apm-transactions?paymentMethod=IDEAL,VISA', live)) as {
      data: { method: string }[]
    }
    expect(ideal.data.every((t) => t.method === 'IDEAL')).toBe(true)
    const first = apm.data[0]!
    const found = (await api.json(
      TENANT,
      `api/crm/apm-transactions?SearchParam=externalId&SearchKey=${first.externalId}`,
      live,
    )) as { data: { id: number }[] }
    expect(found.data.map((t) => t.id)).toContain(first.id)
    expect(await api.json(TENANT, `api/crm/apm-transactions/${first.id}`, live)).toMatchObject({
      id: first.id,
      reference: first.reference,
    })
    const card = sandbox.db
      .prepare("SELECT id FROM transactions WHERE tenant_id = 1 AND mode = 'Live' AND payment_method = 'VISA'")
      .get() as {
      id: number
    }
    expect((await api.call(TENANT, `api/crm/apm-transactions/${card.id}`, live)).status).toBe(404)
    expect((await api.call(MERCHANT, 'api/crm/apm-transactions', live)).status).toBe(403)
  })
})

describe('the specification’s own spelling', () => {
  it('answers a path with a trailing slash as the declared path, bodies included', async () => {
    const listed = await api.call(TENANT, 'api/crm/transactions/?PageSize=5', { headers: { Mode: 'Live' } })
    expect(listed.status).toBe(200)
    expect((await listed.json()).data).toHaveLength(5)
    const view = await api.call(TENANT, 'api/crm/transactions/views/', {
      method: 'POST',
      body: { name: 'Trailing slash', query: 'status=Captured', columns: [] },
      headers: { Mode: 'Live' },
    })
    expect(view.status).toBeLessThan(300)
  })
})
