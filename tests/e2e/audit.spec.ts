import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { seriousViolations } from './models/axe'
import { openTab } from './models/detail-tabs'
import { PortalPage } from './models/portal.page'
import { sandboxCommand } from './models/sandbox-cli'
import { api } from './models/session'

// The audit trail (issue 65), as tenant administrators meet it: three changes of three kinds (a role changed with a
// code, a payment refunded, a bank order uploaded), each found in the audit log and in its record's History, in
// English and in Turkish, and the CSV holding the same records. `SCREENSHOTS=1` also writes its screens.

const AUDIT = '/crm/users/audit-log'
const ADMIN = 'tenant@sandbox.test'
// Meridian's administrator: a tenant of its own, whose codes and roles no other test uses.
const CODE_ADMIN = 'meridian@sandbox.test'
const shots = !!process.env.SCREENSHOTS
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `.data/screens/audit-${name}.png`, fullPage: true })
}

/** The records table of the log, and the first row of it naming an action. */
const records = (page: Page) => page.getByRole('table', { name: /^(Audit log|Denetim kaydı|سجل التدقيق)$/ }).first()
const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text }).first()

/**
 * A role of the administrator's own, made and then changed, each with a code: a role and codes no other test touches
 * (the tests run side by side, and a code is good once).
 */
async function changeRoleWithCode(page: Page): Promise<string> {
  await page.goto('/crm/users/crm')
  const name = `Audit desk ${Date.now()}`
  await page.getByRole('button', { name: 'New role' }).click()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page.getByRole('checkbox', { name: 'Grant Reports', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Grant Change payment status', exact: true }).check()
  const confirm = async (next: boolean) => {
    await page.getByRole('button', { name: next ? 'Save role' : 'Create role' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm with your authenticator app' })
    const code = sandboxCommand('sca-code', ...(next ? ['--next'] : []), '--user', CODE_ADMIN)
    await dialog.getByLabel('Six-digit code').fill(code)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await expect(dialog).toBeHidden()
  }
  await confirm(false)
  await expect(page.getByRole('status').filter({ hasText: `${name} was created.` })).toBeVisible()
  await page.getByRole('checkbox', { name: 'Grant Reports', exact: true }).uncheck()
  await confirm(true)
  await expect(page.getByRole('status').filter({ hasText: `${name} was saved.` })).toBeVisible()
  return name
}

async function refundAPayment(page: Page): Promise<number> {
  await page.goto('/transaction-management/transaction-lookup?range=last30&status=Captured&type=Sale')
  // Not the first payment of the page: the transactions' tests refund that one beside this test.
  const opener = page.getByRole('link', { name: /, transaction ORD-/ }).nth(7)
  await expect(opener).toBeVisible()
  await opener.click()
  const drawer = page.getByRole('dialog', { name: /^Transaction \d+$/ })
  const actions = drawer.getByRole('group', { name: 'Actions' })
  await actions.getByRole('button', { name: 'Refund', exact: true }).click()
  const refund = page.getByRole('dialog', { name: 'Refund' })
  await refund.getByRole('button', { name: /^Refund all: / }).click()
  await refund.getByRole('button', { name: 'Confirm: Refund' }).click()
  await expect(actions.getByRole('status')).toHaveText(/^Refunded .+\.$/)
  return Number(new URL(page.url()).searchParams.get('tx'))
}

async function uploadABankOrder(page: Page): Promise<string> {
  await page.goto('/transaction-management/bank-order-uploads')
  const name = `audit-${Date.now()}.csv`
  const csv = ['beneficiary,iban,amount,currency,reference', `Linden Bakery Ltd,GB82WEST12345698765432,12.50,EUR,A-1`]
  const form = page.getByRole('form', { name: 'Upload a bank order' })
  await form.getByLabel('Bank').fill('Northwind Bank')
  await form.getByLabel('Account the transfers leave from').fill('GB82WEST12345698765432')
  await form.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) })
  await form.getByRole('button', { name: 'Upload' }).click()
  const preview = page.getByRole('region', { name: new RegExp(`Preview of bank order \\d+ \\(${name}\\)`) })
  await expect(preview).toBeVisible()
  // The order's History, under its preview: its upload.
  await expect(rowOf(preview.getByRole('region', { name: 'History' }), 'Uploaded a bank order')).toBeVisible()
  return name
}

// A role change needs its administrator's one-time code, and a code is good once: the role is Meridian's, whose
// codes no other test spends (the tests run side by side). Its tenant keeps no payments, so the refund and the bank
// order are Northwind's administrator's, in the test after it.
test('a tenant administrator changes a role with a code and finds it in the audit log, opened, and in the role’s History, in English and Turkish', async ({
  page,
}) => {
  test.slow()
  const portal = new PortalPage(page)
  await portal.signInAs(CODE_ADMIN)
  const roleName = await changeRoleWithCode(page)
  // The role's History, under its editor: made, then changed.
  const roleHistory = page.getByRole('region', { name: 'History' })
  await expect(rowOf(roleHistory.getByRole('table'), 'Changed a role')).toBeVisible()
  await expect(rowOf(roleHistory.getByRole('table'), 'Added a role')).toBeVisible()

  await portal.visit(AUDIT)
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  const table = records(page)
  const role = rowOf(table, 'Changed a role')
  await expect(role).toContainText(roleName)
  expect(await seriousViolations(page)).toEqual([])
  // A record opens to who, how and what it changed: the code, and the permission the role no longer has.
  await role.getByRole('button', { name: /^Open the record \d+$/ }).click()
  const record = page.getByRole('dialog', { name: /^Record \d+$/ })
  await expect(record.getByText('With a one-time code')).toBeVisible()
  await expect(record.getByRole('row').filter({ hasText: 'Reports.View' }).first()).toContainText('Removed')
  await shot(page, 'record')
  await page.keyboard.press('Escape')
  await expect(record).toBeHidden()
  await expect(role.getByRole('button', { name: /^Open the record \d+$/ })).toBeFocused()
  await page.getByRole('combobox', { name: 'Language' }).selectOption('tr')
  await expect(rowOf(table, 'Rolü değiştirdi')).toContainText(roleName)
  await page.getByRole('combobox', { name: 'Dil' }).selectOption('en')
})

test('a tenant administrator finds a refund and a bank order in the audit log, each History and the CSV, in English and Turkish', async ({
  page,
}) => {
  test.slow()
  const portal = new PortalPage(page)
  await portal.signInAs(ADMIN)
  const paymentId = await refundAPayment(page)
  // The payment's History tab.
  const drawer = page.getByRole('dialog', { name: /^Transaction \d+$/ })
  await openTab(drawer, 'History')
  await expect(rowOf(drawer.getByRole('tabpanel', { name: 'History' }), 'Refunded a payment')).toBeVisible()
  await shot(page, 'transaction-history')
  await page.keyboard.press('Escape')
  const file = await uploadABankOrder(page)

  await portal.visit(AUDIT)
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  const table = records(page)
  await expect(rowOf(table, 'Refunded a payment')).toContainText('Transaction')
  await expect(rowOf(table, 'Uploaded a bank order')).toContainText(file)
  await shot(page, 'log-en')

  // Filtered by action: the refund alone, on the payment refunded.
  await page.getByLabel('Action').selectOption({ label: 'Refunded a payment' })
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(rowOf(table, 'Refunded a payment')).toBeVisible()
  await expect(rowOf(table, 'Uploaded a bank order')).toHaveCount(0)
  const refunds = (await api(page, `crm/audit/records?pageSize=5&targetType=transaction&targetId=${paymentId}`))
    .body as { data: { action: string }[] }
  expect(refunds.data.map((entry) => entry.action)).toEqual(['refundTransaction'])

  // The CSV holds the records the page shows.
  await page.getByRole('button', { name: 'Clear' }).click()
  await expect(rowOf(table, 'Uploaded a bank order')).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const rows = parse(readFileSync((await (await download).path())!, 'utf8'), { bom: true, columns: true }) as Record<
    string,
    string
  >[]
  const actions = rows.map((row) => row.Action)
  expect(actions).toEqual(expect.arrayContaining(['Uploaded a bank order', 'Refunded a payment']))
  expect(rows.find((row) => row.Action === 'Uploaded a bank order')).toMatchObject({ Target: file, Outcome: 'Made' })

  // In Turkish: the same records in Turkish words.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('tr')
  await expect(page.getByRole('heading', { level: 1, name: 'Denetim kaydı' })).toBeVisible()
  await expect(rowOf(table, 'Ödemeyi iade etti')).toBeVisible()
  await expect(rowOf(table, 'Banka talimatı yükledi')).toContainText(file)
  await shot(page, 'log-tr')
  await page.getByRole('combobox', { name: 'Dil' }).selectOption('en')

  // A sign-out joins the trail beside the sign-ins.
  await portal.signOut()
  await portal.signInAs(ADMIN)
  await portal.visit(AUDIT)
  await expect(rowOf(records(page), 'Signed out')).toBeVisible()
  if (shots) {
    // In Arabic, right to left: the screen as its readers see it.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar')
    await expect(page.getByRole('heading', { level: 1, name: 'سجل التدقيق' })).toBeVisible()
    await shot(page, 'log-ar')
  }
})

test('only administrators have the audit log: others have no entry and the sandbox refuses them', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage()
  await new PortalPage(page).signInAs('agent@sandbox.test')
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
  expect((await api(page, 'crm/audit/records?pageSize=5')).status).toBe(403)
})
