import { expect, test } from '@playwright/test'
import { PortalPage } from './models/portal.page'
import { sandboxCommand } from './models/sandbox-cli'
import { api } from './models/session'

// `SCREENSHOTS=1 pnpm e2e disputes-screenshots` walks one dispute through every stage as a merchant sees it — an
// inquiry answered, escalated to a chargeback, answered, taken to pre-arbitration, answered, and won — writing each
// screen into .data/screens/ and the payment's money at each step into .data/screens/disputes-stages.md.
test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on request')
test.setTimeout(180_000)

const DISPUTES = '/merchant/transaction-management/disputes'

interface Balance {
  captured: number
  inDispute: number
  chargedBack: number
  refundable: number
}

test('one dispute through every stage, with its money', async ({ page }) => {
  await new PortalPage(page).signInAs('merchant@sandbox.test')
  const listed = (await api(page, 'disputes?pageIndex=0&pageSize=5&tab=needsResponse&stage=inquiry')).body as {
    data: { id: number; transactionId: number }[]
  }
  const { id, transactionId } = listed.data[0]!
  const lines = ['| Step | Stage · status (as the screen says) | Deadline banner | In dispute | Charged back |']
  lines.push('|---|---|---|---:|---:|')

  const step = async (name: string) => {
    await page.goto(`${DISPUTES}?dispute=${id}`)
    const banner = page.getByTestId('dispute-deadline')
    await expect(banner).toBeVisible()
    await page.screenshot({ path: `.data/screens/disputes-stage-${lines.length - 1}-${name}.png`, fullPage: true })
    const stage = await page.getByRole('heading', { level: 2 }).first().innerText()
    const status = await page
      .locator('main')
      .getByText(/^(Needs response|Under review|Won|Lost|Accepted|Expired)$/)
      .first()
      .innerText()
    const balance = ((await api(page, `api/transactions/${transactionId}/details`)).body as { balance: Balance })
      .balance
    const text = (await banner.innerText()).replace(/\s+/g, ' ')
    lines.push(`| ${name} | ${stage} · ${status} | ${text} | ${balance.inDispute} | ${balance.chargedBack} |`)
  }
  const answer = async (text: string) => {
    await page.getByRole('textbox', { name: 'Anything else' }).fill(text)
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText(/^Draft saved /)).toBeVisible()
    await page.getByRole('button', { name: 'Send evidence…' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send evidence' }).click()
    await expect(page.getByTestId('dispute-deadline')).toContainText('Evidence sent on')
  }
  const advance = (to: string) => sandboxCommand('disputes', 'advance', '--id', String(id), '--to', to)

  await step('opened')
  await answer('The order was delivered; the customer confirmed it by e-mail.')
  await step('inquiry answered')
  advance('chargeback')
  await step('escalated')
  await answer('Proof of delivery, signed by the cardholder, attached to the inquiry’s answer.')
  await step('chargeback answered')
  advance('pre-arbitration')
  await step('pre-arbitration')
  await answer('The cardholder’s bank confirmed the signature matches.')
  await step('pre-arbitration answered')
  advance('won')
  await step('won')
  await page.getByRole('button', { name: /^ORD-/ }).click()
  await expect(page.getByRole('dialog', { name: `Transaction ${transactionId}` })).toBeVisible()
  await page.screenshot({ path: '.data/screens/disputes-stage-payment.png', fullPage: true })
  const { writeFileSync } = await import('node:fs')
  writeFileSync('.data/screens/disputes-stages.md', `${lines.join('\n')}\n`)
})
