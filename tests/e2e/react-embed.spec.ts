import { expect, test } from '@playwright/test'
import { REACT_EMBED_URL, SANDBOX_URL } from '../../playwright.config'
import { seriousViolations } from './models/axe'

test('the React components on a tenant’s own app: the list, a thread, a new ticket, axe clean', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${REACT_EMBED_URL}/?sandbox=${encodeURIComponent(SANDBOX_URL)}`)
  await page.getByLabel('Email').fill('merchant@sandbox.test')
  await page.getByLabel('Password').fill('paydeck')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const list = page.getByRole('region', { name: 'Support tickets' })
  await list.getByRole('button', { name: /Refund not received by the cardholder/ }).click()
  const thread = page.getByRole('article', { name: /Refund not received by the cardholder/ })
  await expect(thread.getByText('The cardholder called again this morning.')).toBeVisible()
  await expect(thread.getByText(/ARN requested/)).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('banner').getByRole('button', { name: 'Contact Support' }).click()
  const form = page.getByRole('dialog', { name: 'Contact Support' })
  await form.getByLabel('Category').selectOption('Integration')
  await form.getByLabel('Subject').fill('Webhook retries')
  await form.getByLabel('Description').fill('How often are failed webhooks retried?')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Ticket created' })).toBeVisible()
  await expect(page.getByRole('article', { name: /Webhook retries/ })).toBeVisible()
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('eyJ')
  expect(errors).toEqual([])
})
