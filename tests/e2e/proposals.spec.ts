import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './models/axe'
import { PortalPage } from './models/portal.page'
import { sandboxCommand } from './models/sandbox-cli'

const MERCHANT = 'merchant@sandbox.test'
// Each test signs in through the provider and answers through the viewer: 25–30 s on a loaded two-core machine.
test.setTimeout(90_000)

/** A tenant sends Acme a new proposal through the sandbox's command: each test answers its own. */
const sendProposal = () => Number(sandboxCommand('send', 'proposal', '--merchant', MERCHANT))

const viewer = (page: Page) => page.getByRole('dialog', { name: 'View Proposal' })

async function openProposal(page: Page, id: number) {
  await page.goto(`/dashboard?proposal=${id}`)
  await expect(viewer(page).getByRole('heading', { name: /^Commercial proposal for|^Partner referral/ })).toBeVisible()
}

test('a merchant accepts one proposal and rejects another with a reason; both answers hold after a reload', async ({
  page,
}) => {
  const accepted = sendProposal()
  const rejected = sendProposal()
  await new PortalPage(page).signInAs(MERCHANT)

  await openProposal(page, accepted)
  await viewer(page).getByRole('button', { name: 'Accept' }).click()
  await expect(viewer(page)).toBeHidden()
  expect(new URL(page.url()).search).toBe('')

  await openProposal(page, rejected)
  await viewer(page).getByRole('button', { name: 'Reject' }).click()
  const reason = page.getByRole('dialog', { name: 'Reject' })
  const save = reason.getByRole('button', { name: 'Save' })
  await expect(save).toBeDisabled()
  await reason.getByLabel(/Reject reason/).fill('The rolling reserve is too long for us.')
  await save.click()
  await expect(reason).toBeHidden()
  await expect(viewer(page)).toBeHidden()

  await openProposal(page, accepted)
  await expect(viewer(page).getByText('Accepted', { exact: true })).toBeVisible()
  await expect(viewer(page).getByRole('button', { name: 'Accept' })).toHaveCount(0)
  await openProposal(page, rejected)
  await expect(viewer(page).getByText('Rejected', { exact: true })).toBeVisible()
  await expect(viewer(page).getByText('The rolling reserve is too long for us.')).toBeVisible()
})

test('a second answer is refused with the reason, and the viewer stays open on the proposal as it now is', async ({
  page,
  context,
}) => {
  const id = sendProposal()
  await new PortalPage(page).signInAs(MERCHANT)
  await openProposal(page, id)
  // The same proposal, answered meanwhile in another tab.
  const other = await context.newPage()
  await openProposal(other, id)
  await viewer(other).getByRole('button', { name: 'Accept' }).click()
  await expect(viewer(other)).toBeHidden()

  await viewer(page).getByRole('button', { name: 'Accept' }).click()
  await expect(viewer(page).getByRole('alert')).toHaveText(
    'This proposal is already Accepted; only a proposal that is PendingApproval can be answered.',
  )
  await expect(viewer(page)).toBeVisible()
  await expect(viewer(page).getByRole('button', { name: 'Accept' })).toHaveCount(0)
})

test('a body pasted with script, handlers and javascript: links runs nothing, and the viewer is axe clean', async ({
  page,
}) => {
  const dialogs: string[] = []
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('console', (message) => messages.push(message.text()))
  await new PortalPage(page).signInAs(MERCHANT)
  // Seeded: Acme's proposal 4 carries the partner's template.
  await openProposal(page, 4)
  const body = viewer(page)
  await expect(body.getByRole('heading', { name: 'Partner referral terms for Acme Coffee Ltd' })).toBeVisible()
  await body.getByText('Referral commission is paid quarterly.').click()
  await body.getByText('Open the partner portal').click()
  await body.getByText('Download the annex').click()
  await expect(body.getByRole('link', { name: 'Partner programme' })).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(body.getByRole('link', { name: 'Partner programme' })).toHaveAttribute('target', '_blank')
  expect(await body.locator('script, [onerror], [onclick], [href^="javascript:"], [href^="data:"]').count()).toBe(0)
  expect(await seriousViolations(page)).toEqual([])
  expect(dialogs).toEqual([])
  expect(messages.filter((text) => text.includes('ran'))).toEqual([])
  expect(page.url()).toContain('?proposal=4')
})

test('tenant staff read a merchant’s proposal without Accept or Reject', async ({ page }) => {
  await new PortalPage(page).signInAs('tenant@sandbox.test')
  await page.goto('/crm/dashboard?proposal=4')
  await expect(viewer(page).getByRole('heading', { name: 'Partner referral terms for Acme Coffee Ltd' })).toBeVisible()
  await expect(viewer(page).getByRole('button', { name: 'Reject' })).toHaveCount(0)
  await expect(viewer(page).getByRole('button', { name: 'Print' })).toBeVisible()
})
