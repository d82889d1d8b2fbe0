import { expect, test, type Browser, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { HTML_EMBED_URL, SANDBOX_URL } from '../../playwright.config'
import { seriousViolations } from './models/axe'
import { signedIn, api } from './models/session'
import { openTab } from './models/detail-tabs'

test.setTimeout(120_000)

const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
// A row opens by a link named by what it shows, then its reference (label in name).
const opener = (page: Page) => page.getByRole('link', { name: /, transaction ORD-/ })
const tabs = [
  'Details',
  'All activity',
  'Timeline',
  'Related',
  'API logs',
  'Fees',
  'Antifraud',
  'Cascading',
  'Routing',
  'Disputes',
  'Accounting',
  'Webhooks',
]

/** Finds a transaction by its order reference, narrows by status and date, pages, and opens every tab. */
async function lookUp(page: Page, path: string) {
  await page.goto(path)
  await expect(opener(page).first()).toBeVisible()
  // The order reference, without the link a refund's cell adds to its payment ("ORD-26945-R of #14722").
  const reference = (await rows(page).first().getByRole('cell').nth(1).textContent())!.replace(/ of #\d+$/, '').trim()
  // Paging: the second page shows other rows, and the page is in the URL.
  const firstPage = await rows(page).first().textContent()
  await page.getByRole('button', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/page=1/)
  await expect(rows(page).first()).not.toHaveText(firstPage!)
  // A date preset and a status, both in the URL and as chips.
  await page.getByLabel('Date range').selectOption('last30')
  await page.getByRole('button', { name: /^Filters/ }).click()
  await page.getByRole('button', { name: /^Status \S/ }).click()
  await page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Captured', exact: true }).check()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/range=last30.*status=Captured|status=Captured.*range=last30/)
  await expect(page.getByRole('list', { name: 'Active filters' }).getByText('Status: Captured')).toBeVisible()
  await expect(rows(page).filter({ hasNotText: 'Captured' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Clear filters' }).click()
  // The order reference finds its transaction.
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference)
  await expect(rows(page).filter({ hasNotText: reference })).toHaveCount(0)
  await expect(rows(page).first()).toContainText(reference)
  await opener(page).first().click()
  const drawer = page.getByRole('dialog', { name: /^Transaction \d+$/ })
  await expect(drawer).toContainText(reference)
  await expect(page).toHaveURL(/tx=\d+/)
  for (const name of tabs) {
    await openTab(drawer, name)
    const panel = drawer.getByRole('tabpanel', { name })
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('status')).toHaveCount(0)
    await expect(panel.getByRole('alert')).toHaveCount(0)
  }
  expect(await seriousViolations(page)).toEqual([])
  // The open transaction survives a reload; Escape closes it and hands the URL back.
  await page.reload()
  await expect(page.getByRole('dialog', { name: /^Transaction \d+$/ })).toContainText(reference)
  await page.keyboard.press('Escape')
  await expect(page).not.toHaveURL(/tx=/)
  return reference
}

test('a merchant finds, filters, pages and opens its transactions', async ({ browser }) => {
  await lookUp(await signedIn(browser, 'merchant@sandbox.test'), '/merchant/transaction-management/transaction-lookup')
})

test('tenant staff find, filter, page and open their merchants’ transactions', async ({ browser }) => {
  await lookUp(await signedIn(browser, 'tenant@sandbox.test'), '/transaction-management/transaction-lookup')
})

test('platform staff choose a tenant first, then find, filter, page and open', async ({ browser }) => {
  const page = await signedIn(browser, 'platform@sandbox.test')
  await page.goto('/platform/transaction-management/transaction-lookup')
  await expect(page.getByText('Choose the tenant whose transactions you want to see.')).toBeVisible()
  await page.getByLabel('Tenant').selectOption({ label: 'Bosphorus Pay' })
  await expect(page).toHaveURL(/tenant=2/)
  await lookUp(page, page.url().replace(/^https?:\/\/[^/]+/, ''))
})

test('a merchant never sees another merchant’s transaction, nor tenant staff another tenant’s', async ({ browser }) => {
  const tenant = await signedIn(browser, 'tenant@sandbox.test')
  const list = await api(tenant, 'api/crm/transactions?PageSize=100')
  const all = (list.body as { data: { id: number; merchantId: number; externalId: string }[] }).data
  const others = all.find((transaction) => transaction.merchantId !== 1)!
  expect(others).toBeDefined()

  const merchant = await signedIn(browser, 'merchant@sandbox.test')
  expect((await api(merchant, `api/transactions/${others.id}`)).status).toBe(404)
  const own = await api(merchant, 'api/transactions?PageSize=100')
  expect(new Set((own.body as { data: { merchantId: number }[] }).data.map((t) => t.merchantId))).toEqual(new Set([1]))
  await merchant.goto(`/merchant/transaction-management/transaction-lookup?range=last30&q=${others.externalId}`)
  await expect(merchant.getByText('No transactions match these filters.')).toBeVisible()
  await merchant.goto(`/merchant/transaction-management/transaction-lookup?tx=${others.id}`)
  await expect(merchant.getByRole('dialog').getByRole('alert')).toContainText('could not be loaded')

  const bosphorus = await signedIn(browser, 'bosphorus@sandbox.test')
  expect((await api(bosphorus, `api/crm/transactions/${others.id}`)).status).toBe(404)
  const theirs = await api(bosphorus, 'api/crm/transactions?PageSize=100')
  expect((theirs.body as { data: { tenantId: number }[] }).data.every((t) => t.tenantId === 2)).toBe(true)
})

test('Test and Live are different books for a merchant', async ({ browser }) => {
  const page = await signedIn(browser, 'merchant@sandbox.test')
  await page.goto('/merchant/transaction-management/transaction-lookup?range=last30')
  await expect(opener(page).first()).toBeVisible()
  const references = () => rows(page).locator('td:nth-child(2)').allTextContents()
  const live = await references()
  await page.getByRole('switch', { name: 'System mode' }).click()
  await expect(page.getByText('You are now in Test mode')).toBeVisible()
  await page.goto('/merchant/transaction-management/transaction-lookup?range=last30')
  await expect(opener(page).first()).toBeVisible()
  await expect(rows(page).first()).not.toContainText(live[0]!)
  expect((await references()).filter((reference) => live.includes(reference))).toEqual([])
})

test('chosen columns survive a reload and a new sign-in, and reset brings the defaults back', async ({ browser }) => {
  const path = '/transaction-management/transaction-lookup-columns'
  const page = await signedIn(browser, 'meridian@sandbox.test')
  await page.goto(path)
  await expect(page.getByRole('columnheader', { name: 'Customer e-mail' })).toBeVisible()
  await page.getByRole('button', { name: 'Columns' }).click()
  const chooser = page.getByRole('dialog', { name: 'Choose columns' })
  await chooser.getByRole('checkbox', { name: 'Customer e-mail' }).uncheck()
  await chooser.getByRole('checkbox', { name: 'Risk score' }).check()
  await chooser.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Columns saved' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Risk score' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('columnheader', { name: 'Risk score' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Customer e-mail' })).toHaveCount(0)

  const again = await signedIn(browser, 'meridian@sandbox.test')
  await again.goto(path)
  await expect(again.getByRole('columnheader', { name: 'Risk score' })).toBeVisible()
  // The plain lookup keeps the default set.
  await again.goto('/transaction-management/transaction-lookup')
  await expect(again.getByRole('columnheader', { name: 'Customer e-mail' })).toBeVisible()
  await again.goto(path)
  await again.getByRole('button', { name: 'Columns' }).click()
  await again.getByRole('dialog', { name: 'Choose columns' }).getByRole('button', { name: 'Reset to default' }).click()
  await expect(again.getByRole('columnheader', { name: 'Customer e-mail' })).toBeVisible()
  await expect(again.getByRole('columnheader', { name: 'Risk score' })).toHaveCount(0)
})

test('the CSV holds exactly the filtered rows', async ({ browser }) => {
  const page = await signedIn(browser, 'tenant@sandbox.test')
  await page.goto('/transaction-management/transaction-lookup?range=last30&status=Declined')
  await expect(opener(page).first()).toBeVisible()
  const count = Number((await page.getByText(/^\d[\d,]* transactions$/).textContent())!.replace(/\D/g, ''))
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^transactions-\d{8}T\d{6}\.csv$/)
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))
  const lines = text.trim().split(/\r?\n/)
  expect(lines.length - 1).toBe(count)
  expect(lines.slice(1).every((line) => line.includes(',Declined,'))).toBe(true)
})

test('the lookup element lists a merchant’s transactions on a plain page and opens one', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${HTML_EMBED_URL}/?sandbox=${encodeURIComponent(SANDBOX_URL)}`)
  await page.getByLabel('Email').fill('merchant@sandbox.test')
  await page.getByLabel('Password').fill('paydeck')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const lookup = page.locator('paydeck-transaction-lookup')
  await expect(lookup.getByRole('button', { name: /, transaction ORD-/ }).first()).toBeVisible()
  await expect(lookup.getByRole('table').getByRole('row')).toHaveCount(11)
  await lookup
    .getByRole('button', { name: /, transaction ORD-/ })
    .first()
    .click()
  await expect(page.getByRole('dialog', { name: /^Transaction \d+$/ })).toBeVisible()
  await expect(page.locator('#opened-transaction')).toHaveText(/^Opened ORD-\d+/)
  expect(await seriousViolations(page)).toEqual([])
  expect(errors).toEqual([])
})

test('a saved view keeps filters and columns, and its link opens it for whoever may read it', async ({ browser }) => {
  const page = await signedIn(browser, 'tenant@sandbox.test')
  await page.goto('/transaction-management/transaction-lookup?range=last30&status=Declined')
  await expect(opener(page).first()).toBeVisible()
  await page.getByRole('button', { name: 'Views' }).click()
  const dialog = page.getByRole('dialog', { name: 'Saved views' })
  const name = `Declined this month ${Date.now()}`
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByRole('checkbox', { name: 'Share with my colleagues' }).check()
  await dialog.getByRole('button', { name: 'Save current view…' }).click()
  await expect(page.getByRole('status').filter({ hasText: `View “${name}” saved` })).toBeVisible()
  await expect(dialog.getByRole('button', { name: `Open view ${name}` })).toBeVisible()
  const views = (await api(page, 'api/crm/transactions/views')).body as { data: { id: number; name: string }[] }
  const id = views.data.find((view) => view.name === name)!.id
  await page.keyboard.press('Escape')

  // The link, opened afresh: the view's filters replace the search and the id leaves the address.
  const colleague = await signedIn(browser, 'tenant@sandbox.test')
  await colleague.goto(`/transaction-management/transaction-lookup?view=${id}`)
  await expect(colleague.getByRole('list', { name: 'Active filters' }).getByText('Status: Declined')).toBeVisible()
  await expect(colleague).toHaveURL(/status=Declined/)
  await expect(colleague).not.toHaveURL(/view=/)
  // Another tenant's staff cannot open it.
  const other = await signedIn(browser, 'bosphorus@sandbox.test')
  expect((await api(other, `api/crm/transactions/views/${id}`)).status).toBe(404)
})

test('staff capture part of an authorisation, then refund the rest once, even when the answer is lost', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'tenant@sandbox.test')
  await page.goto('/transaction-management/transaction-lookup?range=last30&status=Reserved')
  await expect(opener(page).first()).toBeVisible()
  await opener(page).first().click()
  const drawer = page.getByRole('dialog', { name: /^Transaction \d+$/ })
  const actions = drawer.getByRole('group', { name: 'Actions' })
  await expect(actions.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0)
  await actions.getByRole('button', { name: 'Capture' }).click()
  const capture = page.getByRole('dialog', { name: 'Capture' })
  const amount = capture.getByLabel(/^Amount/)
  // The box starts empty: all of it is a choice of its own, which fills it.
  await expect(amount).toHaveValue('')
  await capture.getByRole('button', { name: /^Capture all: / }).click()
  const full = Number((await amount.inputValue()).replace(/,/g, ''))
  await amount.fill((full / 2).toFixed(2))
  await expect(capture.getByText(/^Partial: .+ remains\.$/)).toBeVisible()
  await capture.getByRole('button', { name: 'Confirm: Capture' }).click()
  await expect(actions.getByRole('status')).toHaveText(/^Captured .+\.$/)
  await expect(drawer.getByText('Captured', { exact: true }).first()).toBeVisible()

  // The refund's answer is lost on the way back: the dialog reads the transaction again, sees the refund applied,
  // and says so instead of inviting another.
  await page.route('**/refunds', async (route) => {
    await route.fetch()
    await route.abort('connectionreset')
  })
  await actions.getByRole('button', { name: 'Refund', exact: true }).click()
  const refund = page.getByRole('dialog', { name: 'Refund' })
  await refund.getByRole('button', { name: /^Refund all: / }).click()
  await expect(refund.getByText('All of it.')).toBeVisible()
  await refund.getByRole('button', { name: 'Confirm: Refund' }).dblclick()
  await expect(refund.getByRole('alert')).toContainText(
    'No answer came, but it was applied: the transaction is now Refunded',
  )
  await expect(refund.getByRole('button', { name: /^Confirm/ })).toHaveCount(0)
  await refund.getByRole('button', { name: 'Done' }).click()
  await page.unroute('**/refunds')
  await openTab(drawer, 'Related')
  await expect(
    drawer.getByRole('tabpanel', { name: 'Related' }).getByRole('link', { name: /^Refund #\d+$/ }),
  ).toHaveCount(1)
  await openTab(drawer, 'Timeline')
  await expect(drawer.getByRole('tabpanel', { name: 'Timeline' }).getByText(/By: Elif Kaya/)).toHaveCount(2)
  // Nothing remains to refund: the status table offers no refund any more, and refuses one sent directly.
  await expect(actions.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0)
  const id = Number(new URL(page.url()).searchParams.get('tx'))
  const again = await api(page, `api/crm/transactions/${id}/refunds`, {
    method: 'POST',
    headers: { requestId: crypto.randomUUID() },
    body: { amount: 1 },
  })
  expect(again).toMatchObject({
    status: 409,
    body: { status: 409, title: 'Conflict', detail: `Transaction ${id} is Refunded: it allows check status only.` },
  })
  // The lookup agrees once the drawer is closed.
  await page.keyboard.press('Escape')
  await page.goto(`/transaction-management/transaction-lookup?range=last30&q=${id}`)
  await expect(rows(page).first().getByText('Refunded', { exact: true })).toBeVisible()
})

test('two refunds of 60% sent at the same moment: one is applied, the other refused', async ({ browser }) => {
  const page = await signedIn(browser, 'tenant@sandbox.test')
  // The tenth: the bulk update test, running beside this one, takes the first three.
  const list = (await api(page, 'api/crm/transactions?type=Sale&status=Captured&PageSize=10')).body as {
    data: { id: number; amount: number }[]
  }
  const sale = list.data.at(-1)!
  const part = Math.ceil(sale.amount * 0.6)
  const refund = () =>
    api(page, `api/crm/transactions/${sale.id}/refunds`, {
      method: 'POST',
      headers: { requestId: crypto.randomUUID() },
      body: { amount: part },
    })
  const answers = await Promise.all([refund(), refund()])
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  expect(((await api(page, `api/crm/transactions/${sale.id}`)).body as { refundedAmount: number }).refundedAmount).toBe(
    part,
  )
})

/**
 * Tenant staff open a euro sale with nothing returned yet, of some weeks ago: `pageIndex` keeps each test to rows
 * the others do not take; `search` is what the lookup is searched by.
 */
async function openEuroSale(
  browser: Browser,
  pageIndex: number,
  search: (sale: { id: number; externalId: string }) => string,
  atLeast = 1000,
) {
  const page = await signedIn(browser, 'tenant@sandbox.test')
  const list = (
    await api(page, `api/crm/transactions?type=Sale&status=Captured&currency=EUR&PageSize=100&PageIndex=${pageIndex}`)
  ).body as { data: { id: number; externalId: string; amount: number }[] }
  const sale = list.data.find((row) => row.amount >= atLeast)!
  await page.goto(`/transaction-management/transaction-lookup?range=last90&q=${search(sale)}&tx=${sale.id}`)
  return { page, sale, drawer: page.getByRole('dialog', { name: `Transaction ${sale.id}` }) }
}

test('an amount pasted with a decimal comma, in English and in Turkish, refunds exactly that', async ({ browser }) => {
  const { page, sale, drawer } = await openEuroSale(browser, 5, (sale) => sale.externalId, 15_000)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const balance = async () =>
    ((await api(page, `api/crm/transactions/${sale.id}/details`)).body as { balance: { refunded: number } }).balance
      .refunded
  const pasteRefund = async (dialogName: string, pasted: string, confirm: string) => {
    const dialog = page.getByRole('dialog', { name: dialogName })
    const amount = dialog.getByRole('textbox', { name: /^(Amount|Tutar)/ })
    await expect(amount).toHaveValue('')
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted)
    await amount.focus()
    await page.keyboard.press('Control+V')
    await expect(amount).toHaveValue(pasted)
    await dialog.getByRole('button', { name: confirm }).click()
    await expect(dialog).toHaveCount(0)
  }
  const actions = drawer.getByRole('group', { name: 'Actions' })
  await actions.getByRole('button', { name: 'Refund', exact: true }).click()
  // What cannot be read is said in words, and kept as typed; nothing is refunded.
  const dialog = page.getByRole('dialog', { name: 'Refund' })
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('70,5,0')
  await expect(dialog.getByText('Could not read “70,5,0” as an amount. Write it like 1,234.50.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Confirm: Refund' }).click()
  await expect(dialog.getByRole('textbox', { name: /^Amount/ })).toHaveValue('70,5,0')
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('')
  await pasteRefund('Refund', '70,50', 'Confirm: Refund')
  await expect(actions.getByRole('status')).toHaveText('Refunded €70.50.')
  expect(await balance()).toBe(7050)

  // The same in Turkish.
  await page.evaluate(() => localStorage.setItem('paydeck.locale', 'tr'))
  await page.reload()
  const turkish = page.getByRole('dialog', { name: `${sale.id} numaralı işlem` })
  await turkish.getByRole('group', { name: 'İşlemler' }).getByRole('button', { name: 'İade et', exact: true }).click()
  await pasteRefund('İade et', '70,50', 'Onayla: İade et')
  expect(await balance()).toBe(14100)
})

test('a sale refunded in part, then in full, nets to nothing in the lookup, its CSV and the daily report', async ({
  browser,
}) => {
  const { page, sale, drawer } = await openEuroSale(browser, 3, (sale) => sale.externalId)
  const actions = drawer.getByRole('group', { name: 'Actions' })
  const refundOf = async (amount: string | null) => {
    await actions.getByRole('button', { name: 'Refund', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Refund' })
    if (amount) await dialog.getByLabel(/^Amount/).fill(amount)
    else await dialog.getByRole('button', { name: /^Refund all: / }).click()
    await dialog.getByRole('button', { name: 'Confirm: Refund' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(actions.getByRole('status')).toHaveText(/^Refunded .+\.$/)
  }
  await refundOf((sale.amount / 100 / 4).toFixed(2))
  await expect(drawer.getByText('Partially refunded', { exact: true }).first()).toBeVisible()
  await refundOf(null)
  await expect(drawer.getByText('Refunded', { exact: true }).first()).toBeVisible()
  await drawer.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(drawer).toHaveCount(0)

  // Looked up alone: the sale and its two refunds, money out signed, the net nothing, and what made it.
  await expect(rows(page)).toHaveCount(3)
  const refunds = rows(page).filter({ hasText: `${sale.externalId}-R` })
  await expect(refunds).toHaveCount(2)
  for (const refund of await refunds.all())
    await expect(refund.getByRole('cell').filter({ hasText: /^-€/ })).toHaveCount(1)
  const euro = (minor: number) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minor / 100)
  const totals = page.getByRole('definition').filter({ hasText: /^Net / })
  await expect(totals).toHaveText(`Net €0.00 · Captured ${euro(sale.amount)} · Refunded ${euro(sale.amount)}`)
  // A refund links to the sale it belongs to: a real link (it opens in a new tab too), opened in place here.
  const parent = refunds.first().getByRole('link', { name: `of #${sale.id}` })
  await expect(parent).toHaveAttribute('href', new RegExp(`[?&]tx=${sale.id}(&|$)`))
  await parent.click()
  await expect(drawer).toBeVisible()
  await drawer.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(drawer).toHaveCount(0)

  // The CSV says the same: amounts signed, and its Net column sums to the totals' net.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const text = await (
    await (await download).createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'))
  // A byte order mark first, so a spreadsheet reads it as UTF-8.
  expect(text.charCodeAt(0)).toBe(0xfeff)
  const lines = parse(text, { columns: true, bom: true }) as Record<string, string>[]
  const column = (name: string) => lines.map((line) => Number(line[name]))
  expect(lines).toHaveLength(3)
  expect(column('Amount').sort((a, b) => a - b)[0]).toBeLessThan(0)
  // What each row moved sums to the lookup's net; the sale keeps nothing, as its detail says.
  expect(column('Booked').reduce((sum, booked) => sum + booked, 0)).toBeCloseTo(0, 2)
  expect(lines.find((line) => line['Transaction id'] === String(sale.id))).toMatchObject({
    Net: '0.00',
    Status: 'Refunded',
    'Status code': 'Refunded',
  })

  // The daily report of today (when both refunds were booked) and the lookup's totals of the same day agree.
  const today = new Date().toISOString().slice(0, 10)
  const day = new Date(`${today}T00:00:00Z`)
  // Read together, so nothing booked in between makes them differ.
  const [report, lookup] = (await Promise.all([
    api(page, 'report-v2/reports/transactions-daily/results', {
      service: 'reporting',
      method: 'POST',
      body: { filters: { from: today, to: today, currency: ['EUR'] }, pageSize: 100, timeZone: 'UTC' },
    }).then((answer) => answer.body),
    api(
      page,
      `api/crm/transactions/totals?currency=EUR&from=${day.toISOString()}&to=${new Date(+day + 86_400_000).toISOString()}`,
    ).then((answer) => answer.body),
  ])) as [
    { data: { day: string; volume: number; refunded: number; chargedBack: number; net: number }[] },
    { volumes: { gross: number; refunded: number; chargedBack: number; net: number }[] },
  ]
  const [row] = report.data
  const [volume] = lookup.volumes
  expect(row!.refunded).toBeGreaterThanOrEqual(sale.amount)
  expect({ gross: row!.volume, refunded: row!.refunded, chargedBack: row!.chargedBack, net: row!.net }).toEqual({
    gross: volume!.gross,
    refunded: volume!.refunded,
    chargedBack: volume!.chargedBack,
    net: volume!.net,
  })
})

test('a refund whose answer is lost, then cancelled: the detail shows it, and no second one is made by mistake', async ({
  browser,
}) => {
  const { page, sale, drawer } = await openEuroSale(browser, 4, (sale) => String(sale.id))
  const actions = drawer.getByRole('group', { name: 'Actions' })
  // First the request never reaches the sandbox: nothing was applied, and Try again sends it once.
  await page.route('**/refunds', (route) => route.abort('connectionreset'), { times: 1 })
  await actions.getByRole('button', { name: 'Refund', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Refund' })
  const half = (sale.amount / 100 / 2).toFixed(2)
  await dialog.getByLabel(/^Amount/).fill(half)
  await dialog.getByRole('button', { name: 'Confirm: Refund' }).click()
  await expect(dialog.getByRole('alert')).toContainText('the transaction is as it was: it was not applied')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(actions.getByRole('status')).toHaveText(/^Refunded .+\.$/)

  // Then the sandbox applies a refund but its answer is lost, and the user cancels.
  await page.route('**/refunds', async (route) => {
    await route.fetch()
    await route.abort('connectionreset')
  })
  await actions.getByRole('button', { name: 'Refund', exact: true }).click()
  await dialog.getByRole('button', { name: /^Refund all: / }).click()
  await dialog.getByRole('button', { name: 'Confirm: Refund' }).click()
  await expect(dialog.getByRole('alert')).toContainText('No answer came, but it was applied')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await page.unroute('**/refunds')
  // The detail is the transaction as it now is: refunded in full, nothing left, no refund offered.
  await expect(drawer.getByText('Refunded', { exact: true }).first()).toBeVisible()
  await openTab(drawer, 'Details')
  const details = drawer.getByRole('tabpanel', { name: 'Details' })
  await expect(details.getByRole('definition').nth(2)).toHaveText('€0.00')
  await expect(actions.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0)
  const children = (await api(page, `api/crm/transactions/${sale.id}/related?pageIndex=0&pageSize=50`)).body as {
    data: { type: string; amount: number }[]
  }
  expect(children.data.filter((row) => row.type === 'Refund').reduce((sum, row) => sum + row.amount, 0)).toBe(
    sale.amount,
  )
})

test('the merchant and tenant staff read one payment at the same instant, each named in their own zone', async ({
  browser,
}) => {
  const merchant = await signedIn(browser, 'merchant@sandbox.test')
  const page = (await api(merchant, 'api/transactions?type=Sale&status=Captured&PageSize=1')).body as {
    data: { id: number; externalId: string; created: string }[]
  }
  const payment = page.data[0]!
  const wallClock = (timeZone: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(payment.created))
        .map((part) => [part.type, part.value]),
    )
    return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
  }
  const offset = (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date(payment.created))
      .find((part) => part.type === 'timeZoneName')!.value
  const tenant = await signedIn(browser, 'tenant@sandbox.test')
  for (const [reader, path, timeZone] of [
    [merchant, '/merchant/transaction-management/transaction-lookup', 'Europe/Stockholm'],
    [tenant, '/transaction-management/transaction-lookup', 'Europe/London'],
  ] as const) {
    await reader.goto(`${path}?range=last90&q=${payment.externalId}&tx=${payment.id}`)
    const drawer = reader.getByRole('dialog', { name: `Transaction ${payment.id}` })
    await expect(drawer.getByText(`Created: ${wallClock(timeZone)}`)).toBeVisible()
    await expect(drawer.getByText(`Times in ${timeZone}, ${offset(timeZone)}`)).toBeVisible()
  }
  expect(wallClock('Europe/Stockholm')).not.toBe(wallClock('Europe/London'))

  // On a call with the merchant, tenant staff read the payment in the merchant's zone, then in UTC; the link keeps
  // the choice and the lookup behind the detail follows it.
  const drawer = tenant.getByRole('dialog', { name: `Transaction ${payment.id}` })
  const showIn = drawer.getByRole('combobox', { name: 'Show times in' })
  await showIn.selectOption({ label: 'Merchant’s zone (Europe/Stockholm)' })
  await expect(drawer.getByText(`Created: ${wallClock('Europe/Stockholm')}`)).toBeVisible()
  await expect(tenant).toHaveURL(/zone=Europe%2FStockholm/)
  await showIn.selectOption('UTC')
  await expect(drawer.getByText(`Created: ${wallClock('UTC')}`)).toBeVisible()
  await expect(drawer.getByText('Times in UTC')).toBeVisible()
  await tenant.keyboard.press('Escape')
  await expect(tenant.getByRole('table').getByText(wallClock('UTC'))).toBeVisible()
  await expect(tenant.getByText('Times in UTC')).toBeVisible()
})

test('declining needs a reason, in the reject dialog’s words', async ({ browser }) => {
  const page = await signedIn(browser, 'tenant@sandbox.test')
  await page.goto('/transaction-management/transaction-lookup?range=last30&status=Pending,WaitingForApproval')
  await expect(opener(page).first()).toBeVisible()
  await opener(page).first().click()
  const drawer = page.getByRole('dialog', { name: /^Transaction \d+$/ })
  await drawer.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Decline' }).click()
  const decline = page.getByRole('dialog', { name: 'Decline' })
  await decline.getByRole('button', { name: 'Confirm: Decline' }).click()
  await expect(decline.getByText('Reject reason is required')).toBeVisible()
  await decline.getByLabel('Reject reason').fill('Card reported stolen')
  await decline.getByRole('button', { name: 'Confirm: Decline' }).click()
  await expect(drawer.getByRole('group', { name: 'Actions' }).getByRole('status')).toHaveText('Declined.')
  expect(await seriousViolations(page)).toEqual([])
})

test('staff who may only look transactions up see no money action, and the API refuses one sent directly', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'analyst@sandbox.test')
  await page.goto('/transaction-management/transaction-lookup?range=last30&status=Captured')
  await opener(page).first().click()
  await expect(page).toHaveURL(/tx=\d+/)
  const id = Number(new URL(page.url()).searchParams.get('tx'))
  const drawer = page.getByRole('dialog', { name: `Transaction ${id}`, exact: true })
  await expect(drawer.getByText('Captured', { exact: true }).first()).toBeVisible()
  // Checking the status moves nothing and needs only the view permission; every other action is gone.
  await expect(drawer.getByRole('group', { name: 'Actions' }).getByRole('button')).toHaveText(['Check status'])
  const refused = await api(page, `api/crm/transactions/${id}/refunds`, {
    method: 'POST',
    headers: { requestId: crypto.randomUUID() },
    body: { amount: 1 },
  })
  expect(refused.status).toBe(403)
  // Nor are the bank orders theirs.
  expect((await api(page, 'api/crm/tenpaybankorders')).status).toBe(403)
})

test('payout approvals: approve two, decline one with a reason, and the queue shrinks by three', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'tenant@sandbox.test')
  await page.goto('/transaction-management/pending-payments')
  const table = page.getByRole('table', { name: 'Payouts waiting for approval' })
  await expect(rows(page).first().getByRole('checkbox')).toBeVisible()
  const waiting = async () =>
    (
      (await api(page, 'api/crm/transactions?type=Payout&status=WaitingForApproval&PageSize=100')).body as {
        count: number
      }
    ).count
  const before = await waiting()
  const ids = await rows(page).evaluateAll((trs) => trs.slice(0, 3).map((tr) => tr.children[1]!.textContent!))
  await table.getByRole('checkbox', { name: `Select payout ${ids[0]}`, exact: true }).check()
  await table.getByRole('checkbox', { name: `Select payout ${ids[1]}`, exact: true }).check()
  await expect(page.getByText('2 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Approve selected' }).click()
  const approve = page.getByRole('dialog', { name: 'Approve payouts (2)' })
  await expect(approve.getByText(/^In all: /)).toBeVisible()
  await approve.getByRole('button', { name: 'Approve 2' }).click()
  await expect(page.getByText('2 done, 0 refused.')).toBeVisible()
  await expect(approve).toHaveCount(0)

  await table.getByRole('checkbox', { name: `Select payout ${ids[2]}`, exact: true }).check()
  await page.getByRole('button', { name: 'Decline selected' }).click()
  const decline = page.getByRole('dialog', { name: 'Decline payouts (1)' })
  await decline.getByLabel('Reason').selectOption('Beneficiary details do not match')
  await decline.getByRole('button', { name: 'Decline 1' }).click()
  await expect(page.getByText('1 done, 0 refused.')).toBeVisible()
  await expect(table.getByRole('checkbox', { name: `Select payout ${ids[2]}`, exact: true })).toHaveCount(0)
  expect(await waiting()).toBe(before - 3)
  const declined = (await api(page, `api/crm/transactions/${ids[2]}`)).body as { status: string; declineReason: string }
  expect(declined).toMatchObject({ status: 'Declined', declineReason: 'Beneficiary details do not match' })
  expect(await seriousViolations(page)).toEqual([])
})

test('a bank order pays nothing until applied: its bad rows named by line, a second upload of it flagged', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'tenant@sandbox.test')
  await page.goto('/transaction-management/bank-order-uploads')
  const reference = `PAY-${Date.now()}`
  const csv = [
    'beneficiary,iban,amount,currency,reference',
    `Linden Bakery Ltd,GB82 WEST 1234 5698 7654 32,125.50,EUR,${reference}-1`,
    `Maple Travel,GB82 WEST 1234 5698 7654 33,10,EUR,${reference}-2`,
    `Cedar Games BV,DE89370400440532013000,99.999,EUR,${reference}-3`,
    `Tulip Florist,DE89370400440532013000,12,SEK,${reference}-4`,
  ].join('\n')
  const form = page.getByRole('form', { name: 'Upload a bank order' })
  const upload = async (name: string) => {
    await form.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await form.getByRole('button', { name: 'Upload' }).click()
  }
  await upload('payroll.csv')
  // The bank is required: nothing is sent, and the chosen file stays.
  await expect(form.getByText('Name the bank.')).toBeVisible()
  await form.getByLabel('Bank').fill('Northwind Bank')
  await form.getByLabel('Account the transfers leave from').fill('GB82WEST12345698765432')
  await form.getByRole('button', { name: 'Upload' }).click()
  // A preview: nothing paid, the bad rows by line, and a choice to make before the good ones can be applied.
  const preview = page.getByRole('region', { name: /^Preview of bank order \d+ \(payroll\.csv\)$/ })
  await expect(preview.getByText('Nothing is paid until you apply it.')).toBeVisible()
  await expect(preview.getByText(/^2 of 4 rows can be paid: €125\.50, SEK\s12\.00\.$/)).toBeVisible()
  await expect(page.getByText('Line 3: GB82 WEST 1234 5698 7654 33 is not a valid IBAN.')).toBeVisible()
  await expect(page.getByText('Line 4: 99.999 has more decimals than EUR has (2).')).toBeVisible()
  const order = rows(page).filter({ hasText: 'payroll.csv' }).first()
  await expect(order.getByText('Draft', { exact: true })).toBeVisible()
  const apply = preview.getByRole('button', { name: 'Apply: pay 2 rows' })
  await expect(apply).toBeDisabled()
  await preview.getByLabel('Pay only the 2 valid rows; the 2 refused rows are left out.').check()
  await apply.click()
  await expect(page.getByText(/^Bank order \d+ is queued for the bank: 2 transfers\.$/)).toBeVisible()
  await expect(order.getByText('Queued', { exact: true })).toBeVisible()

  // The same file again: flagged, and paid only when the user says so; here it is discarded.
  await upload('payroll-again.csv')
  const again = page.getByRole('region', { name: /^Preview of bank order \d+ \(payroll-again\.csv\)$/ })
  await expect(again.getByText(/^This file was uploaded before, as order \d+\.$/)).toBeVisible()
  await again.getByLabel('Pay only the 2 valid rows; the 2 refused rows are left out.').check()
  await expect(again.getByRole('button', { name: 'Apply: pay 2 rows' })).toBeDisabled()
  await again.getByRole('button', { name: 'Discard' }).click()
  await expect(page.getByText(/^Bank order \d+ was discarded; nothing of it is paid\.$/)).toBeVisible()
  const queued = (
    (await api(page, 'api/crm/tenpaybankorders?pageIndex=0&pageSize=100')).body as {
      data: { fileName: string; status: string }[]
    }
  ).data.filter((row) => row.fileName.startsWith('payroll') && row.status === 'Queued')
  expect(queued).toHaveLength(1)

  await order.getByRole('button', { name: /^Items of order \d+$/ }).click()
  const items = page.getByRole('dialog', { name: /: payroll\.csv$/ })
  await expect(items.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(2)
  await expect(items.getByText('Linden Bakery Ltd')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(items).toHaveCount(0)
  await expect(order.getByRole('button', { name: /^Items of order \d+$/ })).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
})

test('a bulk update changes nothing until applied, then makes four rows and names the one the status table forbids', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'platform@sandbox.test')
  const idsOf = async (filter: string, n: number) =>
    (
      (await api(page, `api/crm/transactions/platform?tenantId=1&${filter}&PageSize=${n}`)).body as {
        data: { id: number }[]
      }
    ).data.map((row) => row.id)
  const sales = await idsOf('type=Sale&status=Captured', 3)
  const [reserved] = await idsOf('type=Authorisation&status=Reserved', 1)
  const [declined] = await idsOf('type=Sale&status=Declined', 1)
  const csv = [
    'transactionId,status,reason',
    `${sales[0]},Refunded,Refunded by bank transfer`,
    `${sales[1]},Refunded,`,
    `${reserved},Voided,Customer cancelled`,
    `${declined},Captured,`,
    `${sales[2]},Refunded,`,
  ].join('\n')
  await page.goto('/platform/transaction-management/transaction-bulk-update-request')
  await page.getByLabel('Tenant').selectOption({ label: 'Northwind Payments' })
  await page.getByLabel('CSV file').setInputFiles({ name: 'fixes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Upload' }).click()
  // A draft: every row's verdict, nothing changed yet, and Apply only once the ready rows are chosen.
  await expect(page.getByText('Nothing has changed yet: 4 rows are ready, 1 refused.')).toBeVisible()
  const refused = page.getByRole('row').filter({ hasText: 'Refused' })
  await expect(refused).toHaveCount(1)
  await expect(refused).toContainText(`Transaction ${declined} is Declined: it cannot become Captured.`)
  const statusOf = async (id: number) =>
    ((await api(page, `api/crm/transactions/${id}`, { headers: { tenantId: '1' } })).body as { status: string }).status
  expect(await statusOf(reserved!)).toBe('Reserved')
  const apply = page.getByRole('button', { name: 'Apply: change 4 transactions' })
  await expect(apply).toBeDisabled()
  await page.getByLabel('Make only the 4 ready rows; the 1 refused row is left out.').check()
  await apply.click()
  // Partly done reads as partly done, not as success.
  const outcome = page.getByText('4 done, 1 refused.')
  await expect(outcome).toBeVisible()
  // The pending tone (#8a5a00), not the positive one (#1a7f37).
  await expect(outcome).toHaveCSS('color', 'rgb(138, 90, 0)')
  expect(await statusOf(reserved!)).toBe('Voided')
  // The history keeps it, row by row.
  await page.goto('/platform/transaction-management/transaction-bulk-update-history')
  await page.getByLabel('Tenant').selectOption({ label: 'Northwind Payments' })
  const update = rows(page).filter({ hasText: 'fixes.csv' }).first()
  await update.getByRole('button', { name: /^Rows of bulk update \d+$/ }).click()
  const dialog = page.getByRole('dialog', { name: /\(fixes\.csv\)$/ })
  await expect(dialog.getByRole('row').filter({ hasText: 'Done' })).toHaveCount(4)
  expect(await seriousViolations(page)).toEqual([])
})
