import { chromium } from '@playwright/test'
import { readFileSync, mkdirSync } from 'node:fs'
const [out, ...files] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 2560, height: 1440 }, deviceScaleFactor: 0.75 })
const img = (f) => `<img style="width:1280px;height:720px;display:block;object-fit:contain;background:#000" src="data:image/png;base64,${readFileSync(f).toString('base64')}">`
await page.setContent(`<body style="margin:0;display:grid;grid-template-columns:1280px 1280px">${files.map(img).join('')}</body>`)
await page.screenshot({ path: out })
await browser.close()
