import { expect, type Locator } from '@playwright/test'
import { loadLanguage } from '../../../packages/ui/src/i18n/languages'
import { catalogueFor, type Locale } from '../../../packages/ui/src/i18n/translator'

/** The More button's name in a locale (ui's words, with any count). */
async function moreIn(locale: Locale) {
  await loadLanguage(locale)
  const more = catalogueFor(locale)['tabs.more']
  return new RegExp(`^${more.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{count}', '\\d+')}$`)
}

/** Opens a tab of the detail, from its More menu where the bar has no room for it. */
export async function openTab(drawer: Locator, name: string, locale: Locale = 'en') {
  await expect(drawer.getByRole('tablist')).toBeVisible()
  const tab = drawer.getByRole('tab', { name, exact: true })
  if ((await tab.count()) === 0) {
    const more = await moreIn(locale)
    await drawer.getByRole('button', { name: more }).click()
    await drawer.getByRole('group', { name: more }).getByRole('button', { name, exact: true }).click()
  } else await tab.click()
  await expect(drawer.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true')
}

/** The names of every tab of the detail: those in the bar, then those folded into its More menu. */
export async function tabNames(drawer: Locator, locale: Locale = 'en'): Promise<string[]> {
  await expect(drawer.getByRole('tablist')).toBeVisible()
  const names = await drawer.getByRole('tab').allTextContents()
  const moreName = await moreIn(locale)
  const more = drawer.getByRole('button', { name: moreName })
  if ((await more.count()) === 0) return names
  await more.click()
  const folded = drawer.getByRole('group', { name: moreName }).getByRole('button')
  await expect(folded.first()).toBeVisible()
  names.push(...(await folded.allTextContents()))
  await drawer.page().keyboard.press('Escape')
  await expect(folded.first()).toBeHidden()
  return names
}
