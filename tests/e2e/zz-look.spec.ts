import { test } from '@playwright/test'
import { PortalPage } from './models/portal.page'
test('look', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 })
  await page.addInitScript(() => localStorage.setItem('paydeck.locale', 'tr'))
  const portal = new PortalPage(page)
  await portal.signInAs('tenant@sandbox.test')
  await portal.visit('/crm/users/crm')
  await page.waitForTimeout(3000)
  await page.screenshot({ path: '.data/screens/look-users-crm.png', fullPage: true })
  const texts = await page.evaluate(() => { const out: string[] = []; const w = document.createTreeWalker(document, NodeFilter.SHOW_TEXT); for (let n = w.nextNode(); n; n = w.nextNode()) if (/^\s*(Void|Actions)\s*$/.test(n.nodeValue!)) out.push(n.parentElement!.outerHTML.slice(0, 200) + ' <<< ' + n.parentElement!.parentElement!.outerHTML.slice(0, 400)); return out })
  console.log(texts.join('\n'))
})
