import { Hono } from 'hono'
import type { SandboxDatabase } from '../db/database'

interface TenantAssetRow {
  name: string
  theme: string
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!)

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')

/** Black or white, whichever reads on a #rrggbb colour (the luminance rule of seed 002, threshold 155). */
function textOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number]
  return (r * 299 + g * 587 + b * 114) / 1000 > 155 ? '#000000' : '#ffffff'
}

/** A tenant's favicon (its initials on its sidebar colour) and checkout logo (initials and name), as SVG. */
export function tenantAssetSvg(tenant: TenantAssetRow, kind: 'favicon' | 'logo'): string {
  const theme = JSON.parse(tenant.theme) as { sidebarBackgroundColor: string; primaryColor: string }
  const initials = escapeXml(initialsOf(tenant.name))
  const mark = `<rect width="32" height="32" rx="7" fill="${theme.sidebarBackgroundColor}"/><text x="16" y="21" font-family="system-ui,sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text>`
  if (kind === 'favicon') return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${mark}</svg>`
  // The name's room is a guess at the font's width; textLength holds the name to it whatever font the browser has, so
  // no name is ever cut at the logo's edge ("Northwind Payment:" in a wide font).
  const textWidth = Math.ceil(tenant.name.length * 8.8)
  const width = 42 + textWidth
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 32" width="${width}" height="32" role="img" aria-label="${escapeXml(tenant.name)}">${mark}<rect x="36" y="26" width="24" height="3" rx="1.5" fill="${theme.primaryColor}"/><text x="38" y="20" font-family="system-ui,sans-serif" font-size="14" font-weight="600" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs" fill="${textOn(theme.sidebarBackgroundColor)}">${escapeXml(tenant.name)}</text></svg>`
}

/** Public, like a tenant's CDN: the portal puts them in the tab and the navbar before anyone signs in again. */
export function tenantAssetRoutes(db: SandboxDatabase) {
  const app = new Hono()
  app.get('/tenants/:id/:file{(favicon|logo)\\.svg}', (c) => {
    const tenant = db.prepare('SELECT name, theme FROM tenants WHERE id = ?').get(Number(c.req.param('id'))) as
      TenantAssetRow | undefined
    if (!tenant) return c.notFound()
    const kind = c.req.param('file').startsWith('favicon') ? 'favicon' : 'logo'
    return c.body(tenantAssetSvg(tenant, kind), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=3600',
      // Images only: nothing in them may run or load.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    })
  })
  return app
}
