import { expect, type Locator } from '@playwright/test'
import { catalogues } from '../../../packages/ui/src/i18n/translator'

type Locale = keyof typeof catalogues

/** The More button's name in a locale (ui's words, with any count). */
const moreIn = (locale: Locale) =>
  new RegExp(`^${catalogues[locale]['tabs.more'].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{count}', '\\d+')}$`)

/** Opens a tab of the detail, from its More menu where the bar has no room for it. */
export async function openTab(drawer: Locator, name: string, locale: Locale = 'en') {
  await expect(drawer.getByRole('tablist')).toBeVisible()
  const tab = drawer.getByRole('tab', { name, exact: true })
  if ((await tab.count()) === 0) {
    await drawer.getByRole('button', { name: moreIn(locale) }).click()
    await drawer
      .getByRole('group', { name: moreIn(locale) })
      .getByRole('button', { name, exact: true })
      .click()
  } else await tab.click()
  await expect(drawer.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true')
}

/** The names of every tab of the detail: those in the bar, then those folded into its More menu. */
export async function tabNames(drawer: Locator, locale: Locale = 'en'): Promise<string[]> {
  await expect(drawer.getByRole('tablist')).toBeVisible()
  const names = await drawer.getByRole('tab').allTextContents()
  const more = drawer.getByRole('button', { name: moreIn(locale) })
  if ((await more.count()) === 0) return names
  await more.click()
  const folded = drawer.getByRole('group', { name: moreIn(locale) }).getByRole('button')
  await expect(folded.first()).toBeVisible()
  names.push(...(await folded.allTextContents()))
  await drawer.page().keyboard.press('Escape')
  await expect(folded.first()).toBeHidden()
  return names
}
