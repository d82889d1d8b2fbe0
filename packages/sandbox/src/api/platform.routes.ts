import { referenceKinds, type ReferenceKind } from '@paydeck/core/administration'
import { administrationRoutes as administrationArea } from '@paydeck/core/openapi'
import type { SandboxDatabase } from '../db/database'
import { found, refuse } from '../domain/problem'
import { referencePage, tenantOverview, tenantSummaryPage } from '../tenants/platform.repository'
import { implement } from './implement'

// crm/tenant-management/tenants for platform staff (seed 002), and the settings pages of the reference data the
// product has: countries, currencies, languages.

export const platformRoutes = (db: SandboxDatabase) =>
  implement(administrationArea, {
    'tenantManagement.page': ({ page }) => tenantSummaryPage(db, page),
    'tenantManagement.overview': ({ params }) =>
      found(tenantOverview(db, params.id), `There is no tenant ${params.id}.`),
    referenceList: ({ params, query, page }) => {
      const kind = params.kind as ReferenceKind
      if (!referenceKinds.includes(kind)) return refuse.notFound(`There is no reference list ${kind}.`)
      return referencePage(db, kind, query.search ?? '', page)
    },
  })
