import { readFileSync } from 'node:fs'
import { unzipSync } from 'fflate'
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './models/axe'
import { PortalPage } from './models/portal.page'
import { sandboxCommand } from './models/sandbox-cli'

// A 2 s poll through the runtime configuration, as a deployment could set it.
const POLL_SECONDS = 2
const config = {
  ...JSON.parse(readFileSync('tests/e2e/portal.config.json', 'utf8')),
  notifications: { pollSeconds: POLL_SECONDS },
}
async function signIn(page: Page, email: string) {
  await page.route('**/config.json', (route) => route.fulfill({ json: config }))
  await new PortalPage(page).signInAs(email)
  await expect(bell(page)).toBeVisible()
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' })
const items = (page: Page) => panel(page).getByRole('list', { name: 'Notifications' }).getByRole('listitem')
async function unread(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? ''
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0)
}
const notify = (email: string, type: string) => sandboxCommand('notify', '--user', email, '--type', type)
const isNotificationCall = (url: string) => url.includes('/v1/api/in-app-notifications?')

test('a new notification raises the count within one poll, with a message whose View opens the panel', async ({
  page,
}) => {
  await signIn(page, 'meridian@sandbox.test')
  await expect.poll(() => unread(page)).toBeGreaterThan(0)
  const before = await unread(page)
  notify('meridian@sandbox.test', 'Task')
  await expect.poll(() => unread(page), { timeout: 3 * POLL_SECONDS * 1000 }).toBe(before + 1)
  const message = page.getByRole('status').filter({ hasText: 'New notification: Task assigned to you' })
  await expect(message).toBeVisible()
  await message.getByRole('button', { name: 'View' }).click()
  await expect(panel(page)).toBeVisible()
  await expect(items(page).first()).toContainText('Task assigned to you')
  expect(await seriousViolations(page)).toEqual([])
})

test('the list pages on scroll to its end, and every action keeps the count right after a reload', async ({ page }) => {
  // Long by nature (a sign-in, twelve pages, two reloads): beside another browser on two cores it passes 30 s.
  test.slow()
  const email = 'sandbox-merchant@sandbox.test'
  for (let i = 0; i < 6; i += 1) notify(email, 'TransactionVelocityAlert')
  await signIn(page, email)
  await bell(page).click()
  await expect(items(page)).toHaveCount(10)
  const end = panel(page).getByText('That is every notification of the last 30 days.')
  // Scrolling to the bottom loads the next page, until the end of the list says so.
  await expect
    .poll(async () => {
      await items(page).last().scrollIntoViewIfNeeded()
      return end.isVisible()
    })
    .toBe(true)
  expect(await items(page).count()).toBeGreaterThan(10)

  const count = await unread(page)
  await items(page).filter({ hasText: 'Unread' }).first().getByRole('button', { name: 'Mark as read' }).click()
  await expect.poll(() => unread(page)).toBe(count - 1)
  await items(page).filter({ hasText: 'Unread' }).first().getByRole('button', { name: 'Delete' }).click()
  await expect.poll(() => unread(page)).toBe(count - 2)
  await page.reload()
  await expect.poll(() => unread(page)).toBe(count - 2)

  await bell(page).click()
  await panel(page).getByRole('button', { name: 'Mark all as read' }).click()
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  await panel(page).getByRole('button', { name: 'Delete all' }).click()
  // It asks first; keeping them loses nothing.
  await expect(panel(page).getByRole('button', { name: 'Keep them' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(items(page).first()).toBeVisible()
  await panel(page).getByRole('button', { name: 'Delete all' }).click()
  await panel(page).getByRole('button', { name: 'Delete them' }).click()
  await expect(panel(page).getByText('No notifications in the last 30 days.')).toBeVisible()
  await page.reload()
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  await bell(page).click()
  await expect(panel(page).getByText('No notifications in the last 30 days.')).toBeVisible()
})

test('two tabs: one polls for both, and reading in one updates the other', async ({ page, context }) => {
  // Two portals started and ten seconds of polls watched: beside another browser on two cores it passes 30 s.
  test.slow()
  const email = 'tenant@sandbox.test'
  await signIn(page, email)
  const other = await context.newPage()
  await other.route('**/config.json', (route) => route.fulfill({ json: config }))
  await other.goto('/crm/dashboard')
  await expect(bell(other)).toBeVisible()
  await page.bringToFront()
  const polls: string[] = []
  context.on('request', (request) => {
    if (isNotificationCall(request.url()) && request.url().includes('newerThan')) polls.push(request.url())
  })
  await page.waitForTimeout(5 * POLL_SECONDS * 1000)
  // One tab polls: about one request per interval, not two.
  expect(polls.length).toBeGreaterThan(0)
  expect(polls.length).toBeLessThanOrEqual(6)

  await expect.poll(() => unread(other)).toBeGreaterThan(0)
  const count = await unread(other)
  await bell(page).click()
  await items(page).filter({ hasText: 'Unread' }).first().getByRole('button', { name: 'Mark as read' }).click()
  await expect.poll(() => unread(other)).toBe(count - 1)
})

test('a report notification downloads its csv; one with two reports, a zip of two csv files', async ({ page }) => {
  await signIn(page, 'bosphorus@sandbox.test')
  await bell(page).click()
  const two = items(page).filter({ hasText: '2 reports are ready' }).first()
  const [zip] = await Promise.all([page.waitForEvent('download'), two.getByRole('button').first().click()])
  expect(zip.suggestedFilename()).toMatch(/^commercial-documents-.*\.zip$/)
  const files = unzipSync(new Uint8Array(readFileSync(await zip.path())))
  expect(Object.keys(files)).toEqual([
    expect.stringMatching(/^commercial-documents-.*\.csv$/),
    expect.stringMatching(/^fee-types-.*\.csv$/),
  ])
  // A byte order mark first, so a spreadsheet reads the file as UTF-8 (TextDecoder would drop it).
  expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(Object.values(files)[1]).split('\n')[0]).toBe(
    '\uFEFFid,name,symbol',
  )

  await items(page).last().scrollIntoViewIfNeeded()
  const one = items(page).filter({ hasText: 'Proposals and agreements report is ready' }).first()
  const [csv] = await Promise.all([page.waitForEvent('download'), one.getByRole('button').first().click()])
  expect(csv.suggestedFilename()).toMatch(/^commercial-documents-.*\.csv$/)
  expect(readFileSync(await csv.path(), 'utf8').split('\n')[0]).toBe('\uFEFFid,kind,version,status,created,merchant')
})

test('a proposal notification opens the viewer; without the permission, the message says so', async ({ page }) => {
  // Two sign-ins through the provider and a sign-out between them.
  test.slow()
  await signIn(page, 'merchant@sandbox.test')
  await bell(page).click()
  await items(page).filter({ hasText: 'New proposal from' }).first().getByRole('button').first().click()
  const viewer = page.getByRole('dialog', { name: 'View Proposal' })
  await expect(viewer).toBeVisible()
  await viewer.getByRole('button', { name: 'Close' }).click()
  await new PortalPage(page).signOut()

  await signIn(page, 'harbor-merchant@sandbox.test')
  await bell(page).click()
  await items(page).filter({ hasText: 'New proposal from' }).first().getByRole('button').first().click()
  await expect(
    page.getByText("You don't have permissions to take this action, please Logout/Login with different credentials"),
  ).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'View Proposal' })).toHaveCount(0)
})

test('a failing poll waits twice the interval, and the bell works again when the sandbox recovers', async ({
  page,
}) => {
  // Three failed polls at twice the interval, then one that succeeds: real waits of 15 s and more.
  test.slow()
  const email = 'atlas@sandbox.test'
  await signIn(page, email)
  const times: number[] = []
  const poll = (url: URL) => isNotificationCall(url.href) && url.searchParams.has('newerThan')
  await page.route(poll, (route) => {
    times.push(Date.now())
    return route.fulfill({ status: 500, json: { error: 'The notification service is down.' } })
  })
  await expect.poll(() => times.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(3)
  const gaps = times.slice(1).map((time, index) => time - times[index]!)
  // After a failure the next poll waits twice the interval (4 s here), not the interval (2 s).
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(2 * POLL_SECONDS * 1000 - 500)
  await page.unroute(poll)
  const before = await unread(page)
  notify(email, 'Task')
  await expect.poll(() => unread(page), { timeout: 15_000 }).toBe(before + 1)
})
