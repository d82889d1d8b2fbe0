import type { Page } from '@playwright/test'

/**
 * Scrolls down the page half a screen at a time and back to the top, as a reader would: what lies below the first
 * screen (a chart, the map) is drawn as it comes near, so a full-page picture shows it drawn.
 */
export async function scrolledThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await frame()
      await frame()
    }
    scrollTo(0, 0)
  })
}
