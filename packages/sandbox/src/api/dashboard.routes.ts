import { pageOf } from './paging'
import { Hono, type Context } from 'hono'
import {
  roleWidgetsSchema,
  saveCategorySchema,
  saveWidgetSchema,
  personalWidgetUpdateSchema,
  shareWidgetSchema,
  type SaveWidget,
} from '@paydeck/core/dashboard'
import { dashboardStore, type Viewer } from '../dashboard/dashboard-store'
import { DATA_SOURCE_BASE } from '../dashboard/seed-widgets'
import { dataSources, WidgetFilterError, widgetQueryOf } from '../dashboard/widget-data'
import type { SandboxDatabase } from '../db/database'
import type { ReportScope } from '../reports/report'
import { bind } from './route-table'
import { bookScopeOf } from './scope'
import type { ApiEnv } from './auth.middleware'
import { bodyOf } from './json-body'
import { conflict, forbidden, invalid, notFound } from './problems'
import { dashboardFields, wordedAnswers } from './worded-answers'

// Seed 002's dashboard on the reporting service (base /reporting/api/v2): the user's dashboard and each widget's
// data; the administrators' management of categories, widgets and role assignment; and each user's personal
// widgets and categories, cloned, shared and un-shared with a role.

/** User levels of roles: merchants', tenant staff's, the platform's. */
const MERCHANT_LEVEL = 0
const TENANT_LEVEL = 1
/** The data source of a widget that shows no figures (the banner). */
const NO_DATA = 'none'

type Refusal = Response

export function dashboardRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const store = dashboardStore(db)
  const base = '/api/v2/dashboard'
  const personal = '/api/v2/user-dashboard'
  // Every answer speaks the caller's language: the seeded words are worded on the way out.
  const worded = wordedAnswers(dashboardFields, { except: `${base}/data/` })
  for (const path of [`${base}/*`, `${personal}/*`]) app.use(path, worded)

  /** The caller's book (a merchant its own, staff their tenant's, the platform the tenant it names), or a refusal. */
  const scopeOf = (c: Context<ApiEnv>): ReportScope | Refusal => {
    const scope = bookScopeOf(db, c)
    // Platform staff who name no tenant see their own dashboard.
    return scope.tenantId === 0 ? { ...scope, tenantId: c.get('caller').user.tenantId } : scope
  }
  const viewerOf = (c: Context<ApiEnv>, scope: ReportScope): Viewer => {
    const { user } = c.get('caller')
    return { id: user.id, roleId: user.roleId, tenantId: scope.tenantId, merchantId: user.merchantId ?? null }
  }
  /** What a widget may hold: a known data source, the layout its type needs, filters that are an object. */
  const widgetProblems = (body: SaveWidget) => {
    const { configuration, dataSourceEndpointId } = body.data
    const problems: Record<string, string[]> = {}
    if (dataSourceEndpointId !== NO_DATA && !dataSources[dataSourceEndpointId])
      problems.data = [`There is no data source ${dataSourceEndpointId}.`]
    if (configuration.widgetType === 'CHART_WIDGET' && !configuration.chartConfiguration)
      problems.data = ['A chart widget needs its chart configuration.']
    if (configuration.widgetType === 'TABLE_WIDGET' && !configuration.tableConfiguration)
      problems.data = ['A table widget needs its table configuration.']
    try {
      const filters: unknown = JSON.parse(body.filters)
      if (!filters || typeof filters !== 'object' || Array.isArray(filters)) throw new Error()
    } catch {
      problems.filters = ['The filters are a JSON object.']
    }
    return problems
  }
  const idParam = (c: Context<ApiEnv>, name: string) => Number(c.req.param(name))
  /** The role level of the caller's kind of organisation: whom their personal widgets may be shared with. */
  const levelOf = (c: Context<ApiEnv>) =>
    c.get('caller').kind === 'merchant' ? MERCHANT_LEVEL : c.get('caller').kind === 'tenant' ? TENANT_LEVEL : 2

  // The user's dashboard and each widget's figures.
  bind(app, 'fetchUserDashboard', (c) => {
    const scope = scopeOf(c)
    return scope instanceof Response ? scope : c.json(store.dashboardOf(viewerOf(c, scope)))
  })

  bind(app, 'fetchWidgetData', (c) => {
    const scope = scopeOf(c)
    if (scope instanceof Response) return scope
    const name = c.req.param('dataSource') ?? ''
    const source = dataSources[name]
    if (!source) return notFound(c, `There is no data source ${name}.`)
    // A widget's data is for those who have the widget (seed 002's widgetId header names it); an administrator
    // previews any source of their tenant while editing one.
    const widgetId = Number(c.req.header('widgetId'))
    const widget = store.visibleTo(viewerOf(c, scope)).find((candidate) => candidate.widgetId === widgetId)
    const previewing = scope.kind !== 'merchant' && c.get('caller').user.isAdministrator
    if (!previewing && widget?.data.dataSourceEndpointId !== name) return forbidden(c)
    if (source.staffOnly && scope.kind === 'merchant') return forbidden(c)
    try {
      return c.json(source.run({ db, scope, query: widgetQueryOf(new URL(c.req.url).searchParams, pageOf(c)) }))
    } catch (error) {
      if (error instanceof WidgetFilterError) return invalid(c, { filters: [error.message] })
      throw error
    }
  })

  // The sources a widget may read (the caller's kind's), with their columns: for the widget editors.
  bind(app, 'dataSources', (c) => {
    const scope = scopeOf(c)
    if (scope instanceof Response) return scope
    return c.json(
      Object.entries(dataSources)
        .filter(([, source]) => !source.staffOnly || scope.kind !== 'merchant')
        .map(([id, source]) => ({ id, endpoint: `${DATA_SOURCE_BASE}/${id}`, columns: source.columns })),
    )
  })

  // Management: categories.
  bind(app, 'manage.categories', (c) => {
    const scope = scopeOf(c)
    return scope instanceof Response ? scope : c.json(store.categories(scope.tenantId))
  })
  bind(app, 'manage.addCategory', async (c) => {
    const scope = scopeOf(c)
    if (scope instanceof Response) return scope
    const body = bodyOf(c, saveCategorySchema)
    return c.json(store.addCategory(scope.tenantId, body.name.trim()), 201)
  })
  const ownCategory = (c: Context<ApiEnv>, scope: ReportScope, ownerId: number | null) => {
    const category = store.category(idParam(c, 'id'))
    return category && category.tenantId === scope.tenantId && category.ownerId === ownerId
      ? category
      : notFound(c, `There is no category ${c.req.param('id')}.`)
  }
  bind(app, 'manage.renameCategory', async (c) => {
    const scope = scopeOf(c)
    if (scope instanceof Response) return scope
    const category = ownCategory(c, scope, null)
    if (category instanceof Response) return category
    const body = bodyOf(c, saveCategorySchema)
    store.renameCategory(category.id, body.name.trim())
    return c.json({ id: category.id, name: body.name.trim(), userType: null })
  })
  const removeCategory = (c: Context<ApiEnv>, ownerId: (scope: ReportScope) => number | null) => {
    const scope = scopeOf(c)
    if (scope instanceof Response) return scope
    const category = ownCategory(c, scope, ownerId(scope))
    if (category instanceof Response) return category
    return store.deleteCategory(category.id)
      ? c.body(null, 204)
      : conflict(c, 'The category still holds widgets: move or delete them first.')
  }
  bind(app, 'manage.deleteCategory', (c) => removeCategory(c, () => null))

  // Management: widgets.
  /** A saved widget's body checked, its category one of the caller's (the tenant's, or the user's own). */
  const checkedWidget = async (c: Context<ApiEnv>, scope: ReportScope, ownerId: number | null) => {
    const body = bodyOf(c, saveWidgetSchema)
    const problems = widgetProblems(body)
    const category = store.category(body.categoryId)
    if (!category || category.tenantId !== scope.tenantId || category.ownerId !== ownerId)
      problems.categoryId = ['Choose one of your categories.']
    return Object.keys(problems).length > 0 ? invalid(c, problems) : { ...body, title: body.title.trim() }
  }
  bind(app, 'manage.addWidget', async (c) => {
    const scope = scopeOf(c)
    if (scope instanceof Response) return scope
    const body = await checkedWidget(c, scope, null)
    if (body instanceof Response) return body
    return c.json(store.widgetById(store.addWidget(scope.tenantId, body)), 201)
  })
  bind(app, 'manage.updateWidget', async (c) => {
    const scope = scopeOf(c)
    if (scope instanceof Response) return scope
    const widget = store.widget(idParam(c, 'widgetId'))
    if (!widget || widget.tenantId !== scope.tenantId || widget.ownerId !== null)
      return notFound(c, `There is no widget ${c.req.param('widgetId')}.`)
    const body = await checkedWidget(c, scope, null)
    if (body instanceof Response) return body
    store.updateWidget(widget.id, body)
    return c.json(store.widgetById(widget.id))
  })
  bind(app, 'manage.deleteWidget', (c) => {
    const scope = scopeOf(c)
    if (scope instanceof Response) return scope
    const widget = store.widget(idParam(c, 'widgetId'))
    if (!widget || widget.tenantId !== scope.tenantId || widget.ownerId !== null)
      return notFound(c, `There is no widget ${c.req.param('widgetId')}.`)
    store.deleteWidget(widget.id)
    return c.body(null, 204)
  })
  bind(app, 'manage.widgetsByCategory', (c) => {
    const scope = scopeOf(c)
    return scope instanceof Response ? scope : c.json(store.adminDashboard(scope.tenantId))
  })
  bind(app, 'manage.tenantRoles', (c) => {
    const scope = scopeOf(c)
    if (scope instanceof Response) return scope
    return c.json({
      categories: store.adminDashboard(scope.tenantId),
      roles: store.roleAssignments(scope.tenantId, [MERCHANT_LEVEL, TENANT_LEVEL]),
    })
  })

  // Management: which roles see which widgets.
  const assignment = (levels: readonly number[]) => async (c: Context<ApiEnv>) => {
    const scope = scopeOf(c)
    if (scope instanceof Response) return scope
    const body = bodyOf(c, roleWidgetsSchema)
    const role = store.role(body.roleId, scope.tenantId)
    if (!role || !levels.includes(role.level)) return invalid(c, { roleId: ['Choose one of the roles listed here.'] })
    const known = new Set(store.adminWidgets(scope.tenantId).map((widget) => widget.widgetId))
    if (body.widgetIds.some((id) => !known.has(id))) return invalid(c, { widgetIds: ['Choose the tenant’s widgets.'] })
    store.assign(scope.tenantId, body.roleId, body.widgetIds)
    return c.json(store.roleAssignments(scope.tenantId, levels).find((entry) => entry.roleId === body.roleId))
  }
  bind(app, 'manage.assignTenantRole', assignment([TENANT_LEVEL]))
  bind(app, 'manage.assignMerchantRole', assignment([MERCHANT_LEVEL]))
  /** The platform gives a tenant copies of widgets of its own catalogue, in categories of the same names. */

  // Personal dashboards: a user's own widgets and categories.
  const signedIn = (c: Context<ApiEnv>) => {
    const scope = scopeOf(c)
    return scope instanceof Response ? scope : { scope, viewer: viewerOf(c, scope) }
  }
  const ownWidget = (c: Context<ApiEnv>, viewer: Viewer, id: number) => {
    const widget = store.widget(id)
    return widget && widget.ownerId === viewer.id ? widget : notFound(c, `You have no widget ${id}.`)
  }
  bind(app, 'personal.widgets', (c) => {
    const who = signedIn(c)
    return who instanceof Response ? who : c.json(store.personalWidgets(who.viewer.id))
  })
  bind(app, 'personal.shares', (c) => {
    const who = signedIn(c)
    return who instanceof Response ? who : c.json(store.sharesOf(who.viewer.id))
  })
  /** The roles a user may share with: those of their own kind of organisation. */
  bind(app, 'personal.roles', (c) => {
    const who = signedIn(c)
    if (who instanceof Response) return who
    return c.json(store.rolesOfLevel(levelOf(c), who.scope.tenantId))
  })
  bind(app, 'personal.categories', (c) => {
    const who = signedIn(c)
    return who instanceof Response ? who : c.json(store.personalCategories(who.viewer.id))
  })
  /** The widgets a personal one may start from: those of the user's role in an administrators' category. */
  bind(app, 'personal.update', async (c) => {
    const who = signedIn(c)
    if (who instanceof Response) return who
    const { widgetId, ...fields } = bodyOf(c, personalWidgetUpdateSchema)
    const widget = ownWidget(c, who.viewer, widgetId)
    if (widget instanceof Response) return widget
    const problems = widgetProblems(fields)
    const category = store.category(fields.categoryId)
    if (!category || category.ownerId !== who.viewer.id) problems.categoryId = ['Choose one of your categories.']
    if (Object.keys(problems).length > 0) return invalid(c, problems)
    store.updateWidget(widget.id, { ...fields, title: fields.title.trim() })
    return c.json(store.widgetById(widget.id))
  })
  /** Clones a widget the user sees into their first personal category (made when they have none). */
  bind(app, 'personal.clone', (c) => {
    const who = signedIn(c)
    if (who instanceof Response) return who
    const id = idParam(c, 'widgetId')
    const original = store.visibleTo(who.viewer).find((widget) => widget.widgetId === id)
    if (!original) return notFound(c, `You have no widget ${id} to clone.`)
    const { user, kind } = c.get('caller')
    const categoryId =
      store.personalCategories(who.viewer.id)[0]?.id ??
      store.addCategory(who.scope.tenantId, 'My widgets', { id: user.id, userType: kind }).id
    const copy = store.addWidget(
      who.scope.tenantId,
      { categoryId, title: `${original.title} (copy)`, data: original.data, filters: original.filters },
      who.viewer.id,
      original.personal ? null : original.widgetId,
    )
    return c.json(store.widgetById(copy), 201)
  })
  bind(app, 'personal.remove', (c) => {
    const who = signedIn(c)
    if (who instanceof Response) return who
    const widget = ownWidget(c, who.viewer, idParam(c, 'widgetId'))
    if (widget instanceof Response) return widget
    store.deleteWidget(widget.id)
    return c.body(null, 204)
  })
  const sharing = (share: boolean) => async (c: Context<ApiEnv>) => {
    const who = signedIn(c)
    if (who instanceof Response) return who
    const body = bodyOf(c, shareWidgetSchema)
    const widget = ownWidget(c, who.viewer, body.widgetId)
    if (widget instanceof Response) return widget
    // Shared within the user's own kind of organisation: a merchant with merchant roles, staff with staff roles.
    const role = store.role(body.roleId, who.scope.tenantId)
    if (!role || role.level !== levelOf(c)) return invalid(c, { roleId: ['Choose a role of your organisation.'] })
    if (share) store.share(widget.id, role.id)
    else store.unshare(widget.id, role.id)
    return c.json(store.sharesOf(who.viewer.id))
  }
  bind(app, 'personal.share', sharing(true))
  bind(app, 'personal.unshare', sharing(false))

  // Personal categories.
  bind(app, 'personal.addCategory', async (c) => {
    const who = signedIn(c)
    if (who instanceof Response) return who
    const body = bodyOf(c, saveCategorySchema)
    const { user, kind } = c.get('caller')
    const userType = body.userType ?? kind
    return c.json(store.addCategory(who.scope.tenantId, body.name.trim(), { id: user.id, userType }), 201)
  })
  bind(app, 'personal.deleteCategory', (c) => removeCategory(c, () => c.get('caller').user.id))
  return app
}
