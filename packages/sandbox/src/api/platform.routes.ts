import { Hono } from 'hono'
import { referenceKinds, type ReferenceKind } from '@paydeck/core/administration'
import type { SandboxDatabase } from '../db/database'
import { referencePage, tenantOverview, tenantSummaryPage } from '../tenants/platform.repository'
import type { ApiEnv } from './auth.middleware'
import { bind } from './route-table'
import { pageOf } from './paging'
import { notFound } from './problems'

// crm/tenant-management/tenants for platform staff (seed 002), and the settings pages of the reference data the
// product has: countries, currencies, languages.

export function platformRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  bind(app, 'tenantManagement.page', (c) => c.json(tenantSummaryPage(db, pageOf(c))))
  bind(app, 'tenantManagement.overview', (c) => {
    const id = Number(c.req.param('id'))
    const overview = tenantOverview(db, id)
    return overview ? c.json(overview) : notFound(c, `There is no tenant ${id}.`)
  })
  bind(app, 'referenceList', (c) => {
    const kind = c.req.param('kind') as ReferenceKind
    if (!referenceKinds.includes(kind)) return notFound(c, `There is no reference list ${kind}.`)
    return c.json(referencePage(db, kind, c.req.query('search') ?? '', pageOf(c)))
  })
  return app
}
