import { expect, type Locator } from '@playwright/test'

/** Opens a tab of the detail, from its More menu where the bar has no room for it. */
export async function openTab(drawer: Locator, name: string) {
  await expect(drawer.getByRole('tablist')).toBeVisible()
  const tab = drawer.getByRole('tab', { name, exact: true })
  if ((await tab.count()) === 0) {
    await drawer.getByRole('button', { name: /^More \(\d+\)$/ }).click()
    await drawer
      .getByRole('group', { name: /^More \(\d+\)$/ })
      .getByRole('button', { name, exact: true })
      .click()
  } else await tab.click()
  await expect(drawer.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true')
}
