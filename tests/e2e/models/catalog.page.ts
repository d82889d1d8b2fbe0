import { seriousViolations } from './axe'
import { expect, type Page } from '@playwright/test'
import { CATALOG_URL } from '../../../playwright.config'

import { pages, type PageName } from '../../../examples/ui-catalog/src/catalog-settings'

/** Every page of the catalog, as the catalog itself lists them. */
export const catalogPages = pages
export const catalogThemes = ['default', 'bosphorus'] as const
export const catalogLocales = ['en', 'tr'] as const

/** The UI catalog: one page per control, in a theme and a locale. */
export class CatalogPage {
  constructor(readonly page: Page) {}

  async open(name: PageName, theme = 'default', locale = 'en') {
    await this.page.goto(`${CATALOG_URL}/?page=${name}&theme=${theme}&locale=${locale}`)
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  seriousViolations(): Promise<string[]> {
    return seriousViolations(this.page)
  }

  /** Whether keyboard focus is inside the element (in light DOM or across shadow roots). */
  focusIsWithin(selector: string) {
    return this.page.evaluate((sel) => {
      let active: Element | null = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      const container = document.querySelector(sel)
      const inShadow = [...document.querySelectorAll('*')].map((el) => el.shadowRoot?.querySelector(sel)).find(Boolean)
      const target = container ?? inShadow ?? null
      return target ? target.contains(active) : false
    }, selector)
  }
}
