import { expect, test, type Page } from '@playwright/test'
import { HTML_EMBED_URL, SANDBOX_URL } from '../../playwright.config'
import { recordCspViolations } from './models/csp'
import { seriousViolations } from './models/axe'
import { PortalPage } from './models/portal.page'
import { sandboxCommand } from './models/sandbox-cli'
import { api } from './models/session'

// Disputes worked as cases (issue 66), as a merchant meets them: one answered with evidence and won (the sandbox
// plays the network), its payment's money back; one accepted and lost; an overdue one that takes no evidence; the
// list in Turkish and Arabic. Each test takes its own dispute of the ones the sandbox plants around now for Acme
// Coffee. `SCREENSHOTS=1` also writes its screens.

const MERCHANT = 'merchant@sandbox.test'
const DISPUTES = '/merchant/transaction-management/disputes'
const shots = !!process.env.SCREENSHOTS
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `.data/screens/disputes-${name}.png`, fullPage: true })
}

interface Listed {
  id: number
  transactionId: number
  paymentReference: string
  amount: number
}

/** The first of the merchant's disputes the filters match, as the API lists them. */
async function disputeWhere(page: Page, filters: string): Promise<Listed> {
  const answer = await api(page, `disputes?pageIndex=0&pageSize=5&${filters}`)
  const first = (answer.body as { data: Listed[] }).data[0]
  expect(first, filters).toBeDefined()
  return first!
}

test('a merchant answers a chargeback with evidence built from its ticket and agreement, the network decides it won, and the payment has its money back', async ({
  page,
}) => {
  const portal = new PortalPage(page)
  await portal.signInAs(MERCHANT)
  const dispute = await disputeWhere(page, 'tab=needsResponse&dueWithin=24h&category=productNotReceived')

  await page.goto(DISPUTES)
  const list = page.getByRole('table', { name: 'Needs response' })
  const row = list.getByRole('row').filter({ hasText: dispute.paymentReference })
  await expect(row).toContainText('Product not received')
  await expect(row).toContainText('Due within 24 hours')
  await shot(page, 'list')
  expect(await seriousViolations(page)).toEqual([])

  await row.getByRole('button', { name: `Open dispute ${dispute.id}` }).click()
  await expect(page.getByRole('heading', { name: `Dispute ${dispute.id}`, level: 1 })).toBeVisible()
  await expect(page.getByTestId('dispute-deadline')).toHaveText(/^Respond by .+ \(\d+ (h|min) left\)\./)
  // What wins a dispute of its kind is asked first: the carrier and the tracking number.
  await page.getByLabel('Shipping carrier').fill('DHL Express')
  await page.getByLabel('Tracking number').fill('JD014600003432')
  await page
    .getByRole('textbox', { name: 'Communication with the customer' })
    .fill('The customer confirmed delivery by e-mail.')

  // The merchant's own records: the ticket about this payment, its refund policy file and the accepted agreement.
  const records = page.getByRole('group', { name: 'Your records' })
  await records.getByLabel(/^Support ticket “Customer says order .+ did not arrive”/).check()
  await records.getByLabel(/^File refund-policy\.pdf/).check()
  await records.getByLabel(/^Accepted agreement /).check()
  await page.getByRole('button', { name: 'Attach selected' }).click()
  await expect(page.getByText('3 attached. Save the draft to keep them.')).toBeVisible()
  const said = page.getByRole('textbox', { name: 'Communication with the customer' })
  await expect(said).toHaveValue(/^The customer confirmed delivery by e-mail\.\n\nSupport ticket \d+, opened /)
  await expect(said).toHaveValue(/The carrier confirms delivery, signed by the customer/)
  await expect(page.getByRole('textbox', { name: 'Anything else' })).toHaveValue(
    /^Agreement \d+, version \d+, accepted /,
  )
  const files = page.getByRole('list', { name: 'Files' })
  await expect(files).toContainText('Refund policy: refund-policy.pdf')

  // A file over the network's limit is refused before it is sent; a delivery proof is uploaded.
  await page.getByLabel('What the file shows').selectOption({ label: 'Proof of delivery' })
  const addFile = page.getByLabel(/^Add a file: PDF, JPEG or PNG/)
  await addFile.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) })
  await expect(page.getByRole('alert').filter({ hasText: 'Proof of delivery is larger than 5 MB.' })).toBeVisible()
  await addFile.setInputFiles({ name: 'proof-of-delivery.png', mimeType: 'image/png', buffer: Buffer.alloc(4_096) })
  await expect(files).toContainText('Proof of delivery: proof-of-delivery.png')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText(/^Draft saved /)).toBeVisible()
  await shot(page, 'evidence')
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Send evidence…' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Send the evidence?' })
  await expect(confirm).toContainText('cannot be changed')
  await confirm.getByRole('button', { name: 'Send evidence' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByTestId('dispute-deadline')).toContainText('Evidence sent on')
  const sent = page.getByRole('definition')
  await expect(sent.filter({ hasText: 'JD014600003432' })).toBeVisible()
  await expect(sent.filter({ hasText: 'refund-policy.pdf' })).toBeVisible()
  await expect(sent.filter({ hasText: 'proof-of-delivery.png' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0)

  // The network decides: the sandbox plays it.
  expect(sandboxCommand('disputes', 'advance', '--id', String(dispute.id), '--to', 'won')).toMatch(/chargeback, won/)
  await page.reload()
  await expect(page.getByTestId('dispute-deadline')).toContainText('Decided on')
  await expect(page.getByRole('listitem').filter({ hasText: 'Won' }).first()).toContainText('reversed the chargeback')
  await shot(page, 'won')

  // The payment: captured again, nothing held, its chargeback and the dispute's reversal among its movements.
  await page.getByRole('button', { name: dispute.paymentReference }).click()
  const drawer = page.getByRole('dialog', { name: new RegExp(`^Transaction ${dispute.transactionId}$`) })
  await expect(drawer).toBeVisible()
  await expect(drawer).not.toContainText('In dispute')
  const details = (await api(page, `api/transactions/${dispute.transactionId}/details`)).body as {
    transaction: { status: string }
    balance: { inDispute: number; chargedBack: number; refundable: number; captured: number }
  }
  expect(details.transaction.status).toBe('Captured')
  expect(details.balance).toMatchObject({ inDispute: 0, chargedBack: 0, refundable: details.balance.captured })
})

test('a merchant accepts a dispute behind a dialog that names what is lost, and its money is charged back', async ({
  page,
}) => {
  const portal = new PortalPage(page)
  await portal.signInAs(MERCHANT)
  const dispute = await disputeWhere(page, 'tab=needsResponse&category=creditNotProcessed&dueWithin=72h')
  await page.goto(`${DISPUTES}?dispute=${dispute.id}`)
  await page.getByRole('button', { name: 'Accept dispute…' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Accept the dispute?' })
  await expect(dialog).toContainText('stays with the cardholder')
  await expect(dialog).toContainText('cannot be undone')
  await shot(page, 'accept')
  await dialog.getByRole('button', { name: 'Accept and close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('dispute-deadline')).toContainText('Decided on')
  await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible()
  const details = (await api(page, `api/transactions/${dispute.transactionId}/details`)).body as {
    balance: { inDispute: number; chargedBack: number }
  }
  expect(details.balance).toMatchObject({ inDispute: 0, chargedBack: dispute.amount })
  // The closed tab lists it, decided.
  await page.goto(DISPUTES)
  await page.getByRole('button', { name: 'Closed', pressed: false }).click()
  await expect(
    page.getByRole('table', { name: 'Closed' }).getByRole('row').filter({ hasText: dispute.paymentReference }),
  ).toContainText('Accepted')
})

test('an overdue dispute is marked in the list and takes no evidence', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs(MERCHANT)
  const dispute = await disputeWhere(page, 'dueWithin=overdue')
  await page.goto(DISPUTES)
  await expect(
    page.getByRole('table', { name: 'Needs response' }).getByRole('row').filter({ hasText: dispute.paymentReference }),
  ).toContainText('Overdue')
  await page.goto(`${DISPUTES}?dispute=${dispute.id}`)
  await expect(page.getByTestId('dispute-deadline')).toContainText('the network no longer takes evidence')
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Accept dispute…' })).toHaveCount(0)
  // The sandbox refuses it too, in words.
  const refused = await api(page, `disputes/${dispute.id}/evidence`, {
    method: 'PUT',
    body: { texts: { uncategorizedText: 'Late' }, files: [] },
  })
  expect(refused.status).toBe(409)
  await shot(page, 'overdue')
})

for (const [locale, title, tab] of [
  ['tr', 'İtirazlar', 'Yanıt bekleyen'],
  ['ar', 'النزاعات', 'بحاجة إلى رد'],
] as const)
  test(`the disputes read ${locale === 'tr' ? 'Turkish' : 'Arabic'}`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('paydeck.locale', chosen), locale)
    const portal = new PortalPage(page)
    await portal.signInAs(MERCHANT)
    await page.goto(DISPUTES)
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    await expect(page.getByRole('table', { name: tab })).toBeVisible()
    await shot(page, `list-${locale}`)
  })

test('the disputes element works on a plain page under a strict policy, a dispute opening in place, axe clean', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const cspViolations = recordCspViolations(page)
  await page.goto(`${HTML_EMBED_URL}/?sandbox=${encodeURIComponent(SANDBOX_URL)}`)
  await page.getByLabel('Email').fill(MERCHANT)
  await page.getByLabel('Password').fill('paydeck')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible()
  // Added as a tenant's script would add it: the loader brings its code on first use.
  await page.evaluate(() => document.getElementById('documents')!.append(document.createElement('paydeck-disputes')))
  const element = page.locator('paydeck-disputes')
  await expect(element.getByRole('table', { name: 'Needs response' }).getByRole('row').nth(1)).toBeVisible()
  await element
    .getByRole('button', { name: /^Open dispute \d+$/ })
    .first()
    .click()
  await expect(element.getByRole('heading', { name: /^Dispute \d+$/ })).toBeVisible()
  await expect(element.getByTestId('dispute-deadline')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await element.getByRole('button', { name: 'All disputes' }).click()
  await expect(element.getByRole('table', { name: 'Needs response' })).toBeVisible()
  expect(errors).toEqual([])
  expect(cspViolations()).toEqual([])
})

test('the bell tells a merchant a day before a dispute is due, and its notice opens the dispute', async ({ page }) => {
  const portal = new PortalPage(page)
  await portal.signInAs(MERCHANT)
  const dispute = await disputeWhere(page, 'tab=needsResponse&stage=preArbitration')
  // Its clock turned on until half a day is left: the network's tick sends the notice due.
  expect(sandboxCommand('disputes', 'advance', '--id', String(dispute.id), '--days', '8.5')).toMatch(/needsResponse/)
  await page.reload()
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
  await bell.click()
  const panel = page.getByRole('dialog', { name: 'Notifications' })
  const notice = panel.getByRole('listitem').filter({ hasText: `Dispute ${dispute.id} is due within 24 hours` })
  await expect(notice).toBeVisible()
  await notice.getByRole('button').first().click()
  await expect(page).toHaveURL(new RegExp(`/merchant/transaction-management/disputes\\?dispute=${dispute.id}$`))
  await expect(page.getByTestId('dispute-deadline')).toContainText('Due within 24 hours')
})
