import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { SANDBOX_URL } from '../../playwright.config'
import { seriousViolations } from './models/axe'
import { PortalPage } from './models/portal.page'
import { signedIn } from './models/session'

test.setTimeout(120_000)

const feed = (page: Page) => page.getByRole('region', { name: 'Conversation' })
const ticket = (page: Page) => page.getByRole('article')

async function comment(page: Page, text: string, internal = false) {
  await page.getByRole('textbox', { name: 'Comment' }).fill(text)
  await page.getByRole('checkbox', { name: /^Internal/ }).setChecked(internal)
  await page.getByRole('button', { name: internal ? 'Post internal comment' : 'Post comment' }).click()
  await expect(feed(page).getByRole('list').getByText(text)).toBeVisible()
}

test('a ticket goes from the merchant to the tenant and on to the platform, with each side seeing its own', async ({
  browser,
}) => {
  const subject = `Chargeback evidence ${Date.now()}`
  // The merchant writes, with a transaction found by its order number and an attachment.
  const merchant = await signedIn(browser, 'merchant@sandbox.test')
  await merchant.goto('/merchant/support')
  await merchant.getByRole('main').getByRole('button', { name: 'Contact Support' }).click()
  const form = merchant.getByRole('dialog', { name: 'Contact Support' })
  await form.getByLabel('Category').selectOption('Processing')
  await form.getByLabel('Subject').fill(subject)
  await form.getByLabel('Description').fill('The cardholder disputes order ORD-114; what evidence do you need?')
  await form.getByRole('button', { name: 'Expand fields' }).click()
  await form.getByLabel('Transactions').check()
  await form.getByRole('searchbox', { name: /Search transactions/ }).fill('ORD-114')
  const transaction = form.getByRole('checkbox', { name: /^ORD-114/ }).first()
  await transaction.check()
  const chooser = merchant.waitForEvent('filechooser')
  await form.getByRole('button', { name: /^Choose files/ }).click()
  await (await chooser).setFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(4096, 1) })
  await expect(form.getByText('Files finished uploading')).toBeVisible()
  await form.getByRole('button', { name: 'Send' }).click()
  const created = merchant.getByRole('status').filter({ hasText: 'Ticket created' })
  await expect(created).toBeVisible()
  await created.getByRole('button', { name: 'View' }).click()
  await expect(merchant).toHaveURL(/support-tickets\?ticket=\d+/)
  const ticketId = Number(new URL(merchant.url()).searchParams.get('ticket'))
  await expect(merchant.getByRole('heading', { name: `Ticket #${ticketId}: ${subject}` })).toBeVisible()
  expect(await seriousViolations(merchant)).toEqual([])

  // The tenant's agent sees it with its references, answers inside and out, and files it.
  const tenant = await signedIn(browser, 'tenant@sandbox.test')
  await tenant.goto(`/tenant/support-tickets?ticket=${ticketId}`)
  await expect(tenant.getByRole('heading', { name: new RegExp(subject) })).toBeVisible()
  await expect(tenant.getByRole('button', { name: 'receipt.pdf' }).first()).toBeVisible()
  await expect(tenant.getByText(/^Transaction ORD-\d+/).first()).toBeVisible()
  await comment(tenant, 'Acquirer wants the delivery proof.', true)
  await comment(tenant, 'Please send the proof of delivery for this order.')
  await ticket(tenant).getByLabel('Priority').selectOption('High')
  await expect(feed(tenant).getByText('Elif Kaya set the priority to High')).toBeVisible()
  await ticket(tenant).getByLabel('Assignee').selectOption({ label: 'Daniel Okafor' })
  await expect(feed(tenant).getByText('Elif Kaya assigned the ticket to Daniel Okafor')).toBeVisible()
  await ticket(tenant).getByLabel('Label').selectOption({ label: 'In progress' })
  await expect(ticket(tenant).getByLabel('Label')).toHaveValue(/\d+/)
  await tenant.reload()
  await expect(ticket(tenant).getByLabel('Label').locator('option:checked')).toHaveText('In progress')
  expect(await seriousViolations(tenant)).toEqual([])

  // The merchant reads the public answer only.
  await merchant.reload()
  await expect(feed(merchant).getByText('Please send the proof of delivery for this order.')).toBeVisible()
  await expect(feed(merchant).getByText('Acquirer wants the delivery proof.')).toHaveCount(0)

  // The tenant hands it on to the platform.
  await tenant.getByRole('button', { name: 'Escalate to the platform' }).click()
  const escalation = tenant.getByRole('dialog', { name: 'Escalate Ticket' })
  await expect(escalation.getByLabel('Subject')).toHaveValue(subject)
  await escalation.getByRole('button', { name: 'Send' }).click()
  await expect(tenant.getByText('Ticket escalated')).toBeVisible()
  const escalated = tenant.getByText(/Escalated as ticket #(\d+)/)
  await expect(escalated).toBeVisible()
  const platformTicket = Number(/#(\d+)/.exec((await escalated.innerText()) ?? '')![1])

  // The platform scopes it, closes it, and it can be reopened.
  const platform = await signedIn(browser, 'platform@sandbox.test')
  await platform.goto(`/platform/support-tickets?ticket=${platformTicket}`)
  await expect(platform.getByRole('heading', { name: new RegExp(subject) })).toBeVisible()
  await platform.getByRole('button', { name: 'Scope ticket' }).click()
  await expect(platform.getByText('Scoping…')).toBeVisible()
  await expect(platform.getByText('Scoped', { exact: true })).toBeVisible({ timeout: 10_000 })
  await platform.getByRole('button', { name: 'Close ticket' }).click()
  await expect(feed(platform).getByText('Priya Raman closed the ticket')).toBeVisible()
  await platform.getByRole('button', { name: 'Reopen' }).click()
  await expect(feed(platform).getByText('Priya Raman reopened the ticket')).toBeVisible()
  expect(await seriousViolations(platform)).toEqual([])
})

test('labels: created, an invalid name refused in the catalogue’s words, reordered from the keyboard for good', async ({
  page,
}) => {
  await new PortalPage(page).signInAs('agent@sandbox.test')
  await page.goto('/tenant/support')
  const labels = page.getByRole('list', { name: 'Labels' })
  await expect(labels.getByRole('listitem')).toHaveCount(3)
  // Defaults have no edit or delete.
  await expect(labels.getByRole('button', { name: /^Edit label/ })).toHaveCount(0)
  const name = page.getByLabel('Name')
  await name.fill('Needs bank!')
  await page.getByRole('button', { name: 'New label' }).click()
  await expect(page.getByText('This field is required and must be alphanumeric.')).toBeVisible()
  await expect(name).toHaveValue('Needs bank!')
  await name.fill('Needs bank')
  await page.getByRole('button', { name: 'New label' }).click()
  await expect(labels.getByRole('listitem')).toHaveCount(4)
  await expect(name).toHaveValue('')
  // Move it to the top: Space picks up, arrows move, Space drops.
  const handle = labels.getByRole('button', { name: 'Move Needs bank' })
  await handle.focus()
  // Each step waits for the list to say it happened: a busy machine may take a frame longer than a key press.
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  for (let position = 3; position >= 1; position--) {
    await page.keyboard.press('ArrowUp')
    await expect(page.getByText(`Needs bank moved to position ${position} of 4.`)).toBeAttached()
  }
  await page.keyboard.press('Space')
  await expect(labels.getByRole('listitem').first()).toContainText('Needs bank')
  await page.reload()
  await expect(page.getByRole('list', { name: 'Labels' }).getByRole('listitem').first()).toContainText('Needs bank')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Delete label Needs bank' }).click()
  await expect(page.getByText('Label deleted successfully')).toBeVisible()
  await expect(page.getByText('Label deleted successfully')).toBeHidden({ timeout: 4_000 })
})

test('a 6 MB file and an .exe are refused in the catalogue’s words, by the form and by the sandbox', async ({
  page,
}) => {
  await new PortalPage(page).signInAs('merchant@sandbox.test')
  await page.goto('/merchant/support')
  await page.getByRole('main').getByRole('button', { name: 'Contact Support' }).click()
  const form = page.getByRole('dialog', { name: 'Contact Support' })
  // Files need no "Expand fields": their field is always on the form.
  const chooser = page.waitForEvent('filechooser')
  await form.getByRole('button', { name: /^Choose files/ }).click()
  await (
    await chooser
  ).setFiles([
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(6 * 1024 * 1024, 1) },
    { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.alloc(1024, 1) },
  ])
  await expect(form.getByText('File scan.pdf size bigger than allowed')).toBeVisible()
  await expect(form.getByText('File type not allowed setup.exe')).toBeVisible()

  // The sandbox refuses them itself, in the same words.
  const refusals = await page.evaluate(async (sandbox) => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'))!
    const token = (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token
    const send = async (file: File) => {
      const body = new FormData()
      body.append('file', file)
      const response = await fetch(`${sandbox}/fs/file`, {
        method: 'POST',
        body,
        headers: { Authorization: `Bearer ${token}` },
      })
      return { status: response.status, body: (await response.json()) as { errors: { file: string[] } } }
    }
    return [
      await send(new File([new Uint8Array(6 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' })),
      await send(new File([new Uint8Array(1024)], 'setup.exe', { type: 'application/x-msdownload' })),
    ]
  }, SANDBOX_URL)
  expect(refusals.map((refusal) => refusal.status)).toEqual([400, 400])
  expect(refusals.map((refusal) => refusal.body.errors.file[0])).toEqual([
    'File scan.pdf size bigger than allowed',
    'File type not allowed setup.exe',
  ])
})

test('the desk on a phone: two-line rows, filters behind a counted button, one toolbar line, nothing sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await new PortalPage(page).signInAs('tenant@sandbox.test')
  await page.goto('/tenant/support-tickets')
  const list = page.getByRole('region', { name: 'Support tickets' })
  await expect(list.getByRole('listitem').first()).toBeVisible()
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(await sideways()).toBe(false)
  // The toolbar keeps one line: the language and logout wait in the profile menu.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible()
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThan(80)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Profile menu/ })
    .click()
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toBeVisible()
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Profile menu/ })
    .click()
  await expect(list.getByLabel('Priority')).toBeHidden()
  await list.getByRole('button', { name: 'Filters' }).click()
  await list.getByLabel('Priority').selectOption('High')
  await expect(list.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
  await list.getByRole('button', { name: 'Clear filters' }).click()
  await expect(list.getByRole('button', { name: 'Filters' })).toBeVisible()

  await list.getByRole('listitem').first().getByRole('button').click()
  const close = ticket(page).getByRole('button', { name: 'Close ticket' })
  const more = ticket(page).getByRole('button', { name: 'More' })
  const [closeBox, moreBox] = await Promise.all([close.boundingBox(), more.boundingBox()])
  expect(Math.abs(closeBox!.y - moreBox!.y)).toBeLessThan(2)
  // A formula typed into the thread comes out of its export as text a spreadsheet does not run.
  const formula = `=2+5+cmd|' /C calc'!A0 ${Date.now()}`
  await comment(page, formula)
  await more.click()
  await ticket(page).getByRole('group', { name: 'More' }).getByRole('button', { name: 'Export thread' }).click()
  const exporting = page.getByRole('dialog', { name: 'Export thread' })
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    exporting.getByRole('button', { name: 'Download' }).click(),
  ])
  const cells = (parse(readFileSync(await file.path(), 'utf8'), { bom: true }) as string[][]).flat()
  expect(cells).toContain(`'${formula}`)
  expect(cells).not.toContain(formula)
  await expect(exporting).toBeHidden()
  // A long unbroken word wraps inside the thread.
  await comment(page, `Reference ${'9'.repeat(160)}`)
  expect(await sideways()).toBe(false)
  expect(await seriousViolations(page)).toEqual([])
})
