import { expect, test } from '@playwright/test'
import { CatalogPage, catalogLocales, catalogPages, catalogThemes } from './models/catalog.page'

for (const name of catalogPages) {
  test(`axe: the ${name} page has no serious or critical violations in either theme or locale`, async ({ page }) => {
    const catalog = new CatalogPage(page)
    const findings: string[] = []
    for (const theme of catalogThemes) {
      for (const locale of catalogLocales) {
        await catalog.open(name, theme, locale)
        findings.push(...(await catalog.seriousViolations()).map((line) => `${theme} ${locale} ${line}`))
      }
    }
    expect(findings).toEqual([])
  })
}

test('the dialog works from the keyboard in light DOM', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('dialog')
  const trigger = page.getByRole('button', { name: 'Open dialog' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Add a note' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
  await expect.poll(() => catalog.focusIsWithin('[role="dialog"]')).toBe(true)
  // Focus is trapped: tabbing round never leaves the dialog.
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab')
    expect(await catalog.focusIsWithin('[role="dialog"]')).toBe(true)
  }
  expect(await catalog.seriousViolations()).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  // Typed text is kept and saved.
  await page.keyboard.press('Enter')
  await dialog.getByLabel('Note').fill('Call the acquirer')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved: Call the acquirer')
})

test('the wide dialog stays open on a backdrop click', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('dialog')
  await page.getByRole('button', { name: 'Open wide dialog' }).click()
  const dialog = page.getByRole('dialog', { name: 'View Proposal' })
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
  const width = await dialog.evaluate((el) => el.getBoundingClientRect().width / window.innerWidth)
  expect(width).toBeCloseTo(0.9, 1)
})

test('the dialog works from the keyboard inside a custom element, and raises its event', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('element')
  const host = page.locator('paydeck-ui-showcase')
  await expect(host.getByRole('heading', { name: 'Controls in a shadow root' })).toBeVisible()
  const trigger = host.getByRole('button', { name: 'Open dialog' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const dialog = host.getByRole('dialog', { name: 'Confirm the action' })
  await expect(dialog).toBeVisible()
  // The dialog lives inside the shadow root, styled by the adopted sheet.
  expect(await host.evaluate((el) => el.shadowRoot!.querySelector('[role="dialog"]') !== null)).toBe(true)
  expect(await host.evaluate((el) => el.shadowRoot!.adoptedStyleSheets.length)).toBeGreaterThan(0)
  await expect.poll(() => catalog.focusIsWithin('[role="dialog"]')).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/paydeck-showcase-confirm received at \d{4}-/)).toBeVisible()
  expect(await catalog.seriousViolations()).toEqual([])
})

test('an element re-themes live when --pd-* variables change on its host', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('element')
  const button = page.locator('paydeck-ui-showcase').getByRole('button', { name: 'Open dialog' })
  await expect(button).toHaveCSS('background-color', 'rgb(46, 67, 254)')
  await page.locator('paydeck-ui-showcase').evaluate((el: HTMLElement) => el.style.setProperty('--pd-link', '#0f766e'))
  await expect(button).toHaveCSS('background-color', 'rgb(15, 118, 110)')
})

test('a host styles an element through the documented --pd-* variables and ::part() names', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('element')
  const showcase = page.locator('paydeck-ui-showcase')
  const button = showcase.getByRole('button', { name: 'Open dialog' })
  await expect(button).toHaveCSS('border-radius', '6px')
  const padding = () => button.evaluate((el) => parseFloat(getComputedStyle(el).paddingInlineStart))
  const defaultPadding = await padding()
  await showcase.evaluate((el: HTMLElement) => {
    el.style.setProperty('--pd-radius-md', '0px')
    el.style.setProperty('--pd-font-family', 'monospace')
    el.style.setProperty('--pd-spacing', '0.5rem')
  })
  await expect(button).toHaveCSS('border-radius', '0px')
  await expect(button).toHaveCSS('font-family', 'monospace')
  // Twice the spacing unit, twice the padding.
  await expect.poll(padding).toBe(defaultPadding * 2)
  // The host page's own stylesheet reaches the part from outside the shadow root.
  await page.addStyleTag({ content: 'paydeck-ui-showcase::part(button) { outline: 3px dotted rgb(255, 0, 0) }' })
  await expect(button).toHaveCSS('outline-style', 'dotted')
  await button.click()
  const dialog = showcase.getByRole('dialog')
  await expect(dialog).toHaveAttribute('part', 'dialog')
  await expect(dialog.locator('[part="header"]')).toBeVisible()
})

test('the tenant theme colours the controls', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('buttons', 'bosphorus')
  await expect(page.getByRole('button', { name: 'Save' }).first()).toHaveCSS('background-color', 'rgb(15, 118, 110)')
})

test('alerts speak their severity and the snackbar closes with its X', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('toasts', 'default', 'tr')
  await page.getByRole('button', { name: 'Başarılı' }).click()
  // The toast names its severity, then says what happened.
  const toast = page
    .locator('[data-scope="toast"][data-part="root"]')
    .filter({ hasText: 'Dosyaların yüklenmesi tamamlandı' })
  await expect(toast).toContainText('Başarılı')
  await page.getByRole('button', { name: 'Show error' }).click()
  const snackbar = page.getByText('Bu işlemi yapmaya yetkiniz yok')
  await expect(snackbar).toBeVisible()
  await page
    .locator('[data-scope="toast"][data-part="root"]')
    .filter({ has: snackbar })
    .getByRole('button', { name: 'Kapat' })
    .click()
  await expect(snackbar).toBeHidden()
})

test('the reject dialog needs a reason and keeps what was typed', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('reject-dialog')
  await page.getByRole('button', { name: 'Reject proposal' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Reject' })
  const save = dialog.getByRole('button', { name: 'Save' })
  await expect(save).toBeDisabled()
  const reason = dialog.getByLabel('Reject reason')
  await reason.focus()
  await page.keyboard.press('Tab')
  await expect(dialog.getByText('Reject reason is required')).toBeVisible()
  await reason.fill('Monthly minimum is too high')
  await expect(save).toBeEnabled()
  expect(await catalog.seriousViolations()).toEqual([])
  await save.click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status')).toHaveText('Rejected: Monthly minimum is too high')
})

test('the inputs hold their rules in a real browser', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('inputs')
  await page.getByLabel('Amount').pressSequentially('1234,5,6x')
  await expect(page.getByLabel('Amount')).toHaveValue('1234.56')
  await page.getByLabel('Fee percentage').pressSequentially('1005')
  await expect(page.getByLabel('Fee percentage')).toHaveValue('100')
  await page.getByLabel('Card number').fill('4111111111111111')
  await page.getByLabel('Terminal id').focus()
  await expect(page.getByLabel('Card number')).toHaveValue('411111******1111')
  await page.getByLabel('Retries').focus()
  await page.mouse.move(400, 400)
  await page.getByLabel('Retries').hover()
  await page.mouse.wheel(0, -200)
  await expect(page.getByLabel('Retries')).toHaveValue('3')
})

test('the select searches, picks and clears from the keyboard', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('select')
  const country = page.getByRole('combobox', { name: 'Country' })
  await expect(country).toHaveAttribute('placeholder', 'Select one')
  await country.focus()
  await page.keyboard.type('tür')
  const listbox = page.getByRole('listbox')
  await expect(listbox.getByRole('option')).toHaveCount(1)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toHaveText('Country: TR')
  expect(await catalog.seriousViolations()).toEqual([])
  await page
    .locator('section', { hasText: 'Single, searchable' })
    .getByRole('button', { name: 'Clear selection' })
    .click()
  await expect(page.getByRole('status')).toHaveText('Country: none')

  const methods = page.getByRole('combobox', { name: 'Payment methods' })
  await expect(methods).toHaveAttribute('placeholder', 'Select multiple')
  await methods.focus()
  // Each key waits for the list to show it took effect: on a busy machine the list opens a frame later.
  const highlighted = page.locator('[role="option"][data-highlighted]')
  await page.keyboard.press('ArrowDown')
  await expect(highlighted).toHaveAttribute('data-value', 'VISA')
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Chosen: VISA$/)).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(highlighted).toHaveAttribute('data-value', 'MASTERCARD')
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Chosen: VISA, MASTERCARD$/)).toBeVisible()
  const height = await page.getByRole('listbox').evaluate((el) => el.getBoundingClientRect().height)
  expect(height).toBeLessThanOrEqual(250)
})

test('the drawer maximizes, restores, resizes from the keyboard and remembers its width', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('drawer')
  await page.getByRole('button', { name: 'Open drawer' }).click()
  const drawer = page.getByRole('dialog', { name: 'Transaction 8f2c41' })
  await expect(drawer).toBeVisible()
  const width = () => drawer.evaluate((el) => Math.round(el.getBoundingClientRect().width))
  expect(await width()).toBe(560)
  await drawer.getByRole('button', { name: 'Maximize' }).click()
  expect(await width()).toBe(page.viewportSize()!.width)
  await drawer.getByRole('button', { name: 'Restore' }).click()
  await drawer.getByRole('separator', { name: 'Resize panel' }).focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  expect(await width()).toBe(600)
  expect(await catalog.seriousViolations()).toEqual([])
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await page.reload()
  await page.getByRole('button', { name: 'Open drawer' }).click()
  expect(await width()).toBe(600)
})

test('date pickers take typed dates and the keyboard, and send what the documents say', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('date-pickers')
  const day = page.getByRole('textbox', { name: 'Settlement date' })
  await expect(day).toHaveAttribute('placeholder', 'DD/MM/YYYY')
  await day.fill('05/03/2026')
  await day.press('Enter')
  await expect(page.getByTestId('day-value')).toHaveText('Sent: 2026-03-05T00:00:00.000Z')
  // The calendar, from the keyboard: open, move a day on, pick.
  await page.getByRole('button', { name: 'Settlement date: open calendar' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('grid')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('day-value')).toHaveText('Sent: 2026-03-06T00:00:00.000Z')
  expect(await catalog.seriousViolations()).toEqual([])

  const at = page.getByRole('textbox', { name: 'Scheduled at' })
  await at.fill('05/03/2026')
  await at.press('Enter')
  await page.getByLabel('Scheduled at: time: hour').selectOption('9')
  await page.getByLabel('Scheduled at: time: minute').selectOption('30')
  await expect(page.getByTestId('moment-value')).toHaveText('Sent: 2026-03-05T06:30:00.000Z')
  expect(await page.getByLabel('Scheduled at: time: minute').locator('option').allTextContents()).toHaveLength(12)

  const from = page.getByRole('textbox', { name: 'Report period: from' })
  await from.fill('01/03/2026')
  await from.press('Enter')
  await page.getByRole('button', { name: 'Report period: open calendar' }).click()
  const unavailable = page.getByRole('grid').locator('[data-value="2026-03-08"] [data-unavailable]')
  await expect(unavailable).toHaveCount(1)
  await page.getByRole('grid').locator('[data-value="2026-03-07"] [data-part="table-cell-trigger"]').click()
  await expect(page.getByTestId('range-value')).toHaveText('Sent: 2026-02-28T21:00:00.000Z → 2026-03-07T20:55:00.000Z')
  await expect(page.getByText('01/03/2026 00:00 – 07/03/2026 23:55', { exact: false })).toBeVisible()
})

test('file upload refuses wrong types and sizes, queues the rest and reports failures', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('file-upload')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: /^Choose files/ }).focus()
  await page.keyboard.press('Enter')
  await (
    await chooser
  ).setFiles([
    { name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from('id,amount\n1,100\n') },
    { name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1024, 1) },
    { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5_242_881, 1) },
    { name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) },
  ])
  await expect(page.getByText('File huge.pdf size bigger than allowed')).toBeVisible()
  await expect(page.getByText('Error uploading files')).toBeVisible()
  await expect(page.getByText('Files finished uploading')).toBeVisible()
  await expect(page.getByTestId('uploaded')).toHaveText(/statement\.csv sha256:[0-9a-f]{12} · contract\.pdf sha256:/)
  await expect(page.getByRole('progressbar', { name: 'contract.pdf' })).toHaveAttribute('aria-valuenow', '100')
  // The upload error clears itself after 2 s.
  await expect(page.getByText('Error uploading files')).toBeHidden({ timeout: 4000 })
  expect(await catalog.seriousViolations()).toEqual([])
})

test('the data table virtualises long pages, sorts, and shows its states', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('data-table')
  const table = page.getByRole('table', { name: 'Currencies' })
  const total = Number(await table.getAttribute('aria-rowcount')) - 1
  expect(total).toBeGreaterThan(150)
  const rendered = await table.locator('tbody tr:not([aria-hidden])').count()
  expect(rendered).toBeLessThan(40)
  await table.getByRole('button', { name: /Decimal places/ }).click()
  await expect(table.getByRole('columnheader', { name: /Decimal places/ })).toHaveAttribute('aria-sort', 'ascending')
  await expect(table.locator('tbody tr:not([aria-hidden])').first().locator('td').nth(2)).toHaveText('0')
  await expect(page.getByRole('table', { name: 'Loading' }).getByRole('status')).toHaveText('Loading…')
  await expect(page.getByRole('table', { name: 'Empty' }).getByRole('status')).toHaveText(
    'No currencies match this search.',
  )
  const failed = page.getByRole('table', { name: 'Error' })
  await expect(failed.getByRole('alert')).toContainText('(attempt 1)')
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(failed.getByRole('alert')).toContainText('(attempt 2)')
  expect(await catalog.seriousViolations()).toEqual([])
})

test('the form builder validates by the field definitions and keeps what was typed', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('form-builder')
  await page.getByLabel('Merchant reference').fill('a!')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page.getByText('Enter at least 3 characters')).toBeVisible()
  await expect(page.getByText('Pick at least one status')).toBeVisible()
  await expect(page.getByText('Choose the report period')).toBeVisible()
  await expect(page.getByTestId('applied')).toHaveText('No filters applied yet.')
  await expect(page.getByLabel('Merchant reference')).toHaveValue('a!')
  expect(await catalog.seriousViolations()).toEqual([])
  await page.getByLabel('Merchant reference').fill('ORD-42')
  await page.getByRole('combobox', { name: 'Statuses' }).click()
  await page.getByRole('option', { name: 'Captured' }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Last 7 days' }).click()
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page.getByTestId('applied')).toContainText('"merchantReference": "ORD-42"')
  await expect(page.getByTestId('applied')).toContainText('"statuses": [\n    "Captured"\n  ]')
  await expect(page.getByTestId('applied')).toContainText('"startDate": "20')
})

test('select, date picker and file upload work from the keyboard inside a custom element', async ({ page }) => {
  const catalog = new CatalogPage(page)
  await catalog.open('element')
  const host = page.locator('paydeck-ui-showcase')
  const output = host.locator('output')
  const currency = host.getByRole('combobox', { name: 'Currency' })
  await currency.focus()
  await page.keyboard.type('tr')
  await expect(host.getByRole('listbox').getByRole('option')).toHaveCount(1)
  await page.keyboard.press('Enter')
  await expect(output).toContainText('Currency: TRY')

  await host.getByRole('button', { name: 'Value date: open calendar' }).focus()
  await page.keyboard.press('Enter')
  await expect(host.getByRole('grid')).toBeVisible()
  await page.keyboard.press('Escape')
  const day = host.getByRole('textbox', { name: 'Value date' })
  await day.fill('29/02/2028')
  await day.press('Enter')
  await expect(output).toContainText('Date: 2028-02-29T00:00:00.000Z')

  const chooser = page.waitForEvent('filechooser')
  await host.getByRole('button', { name: /^Choose files/ }).focus()
  await page.keyboard.press('Enter')
  await (await chooser).setFiles([{ name: 'kyc.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2048, 1) }])
  await expect(output).toContainText('Files: kyc.pdf (2048 bytes)')
  // Everything the controls opened stayed inside the shadow root.
  expect(await host.evaluate((el) => el.shadowRoot!.querySelector('[role="listbox"]') !== null)).toBe(true)
  expect(await catalog.seriousViolations()).toEqual([])
})
