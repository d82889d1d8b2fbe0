import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../sandbox'

describe('the remote analytics page', () => {
  const sandbox = createSandbox({ database: ':memory:', clientOrigins: ['http://localhost:5173'] })
  afterAll(() => sandbox.close())
  const get = (path: string) => sandbox.fetch(new Request(`http://localhost:4000${path}`))

  it('is served to a portal the sandbox knows, under a CSP that allows only its own files', async () => {
    const page = await get(`/analytics?host=${encodeURIComponent('http://localhost:5173')}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<title>Data Analytics</title>')
    expect(html).toContain('<meta name="paydeck-host" content="http://localhost:5173" />')
    const csp = page.headers.get('Content-Security-Policy')!
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("style-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    const styles = await get('/analytics/page.css')
    expect(styles.headers.get('Content-Type')).toContain('text/css')
  })

  it('refuses a host it does not know, so the page never posts to a stranger', async () => {
    const page = await get(`/analytics?host=${encodeURIComponent('https://evil.example')}`)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('Open Data Analytics from the portal')
    expect((await get('/analytics')).status).toBe(400)
  })
})
