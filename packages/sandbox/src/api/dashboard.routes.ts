import type { Context } from 'hono'
import { dashboardRoutes as dashboardArea } from '@paydeck/core/openapi'
import type { RoleWidgets, SaveWidget, ShareWidget } from '@paydeck/core/dashboard'
import { dashboardStore, type Viewer } from '../dashboard/dashboard-store'
import { DATA_SOURCE_BASE } from '../dashboard/seed-widgets'
import { dataSources, WidgetFilterError, widgetQueryOf } from '../dashboard/widget-data'
import type { SandboxDatabase } from '../db/database'
import type { ReportScope } from '../reports/report'
import { found, invalidIf, refuse } from '../domain/problem'
import { created, implement, type Handlers } from './implement'
import { bookScopeOf } from './scope'
import type { ApiEnv } from './auth.middleware'
import { dashboardFields, wordedAnswers } from './worded-answers'

// Seed 002's dashboard on the reporting service (base /reporting/api/v2): the user's dashboard and each widget's
// data; the administrators' management of categories, widgets and role assignment; and each user's personal
// widgets and categories, cloned, shared and un-shared with a role.

/** User levels of roles: merchants', tenant staff's, the platform's. */
const MERCHANT_LEVEL = 0
const TENANT_LEVEL = 1
/** The data source of a widget that shows no figures (the banner). */
const NO_DATA = 'none'

/** What a widget may hold: a known data source, the layout its type needs, filters that are an object. */
function widgetProblems(body: SaveWidget) {
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

type DashboardHandlers = Handlers<typeof dashboardArea>
type Named<Prefix extends string> = Extract<keyof DashboardHandlers, `${Prefix}.${string}`>
type Helpers = ReturnType<typeof helpersOf>

/** What every dashboard call needs: the store, the caller's book and identity, and their own records. */
function helpersOf(db: SandboxDatabase) {
  const store = dashboardStore(db)

  /** The caller's book (a merchant its own, staff their tenant's, the platform the tenant it names), or a refusal. */
  const scopeOf = (c: Context<ApiEnv>): ReportScope => {
    const scope = bookScopeOf(db, c)
    // Platform staff who name no tenant see their own dashboard.
    return scope.tenantId === 0 ? { ...scope, tenantId: c.get('caller').user.tenantId } : scope
  }
  const viewerOf = (c: Context<ApiEnv>, scope: ReportScope): Viewer => {
    const { user } = c.get('caller')
    return { id: user.id, roleId: user.roleId, tenantId: scope.tenantId, merchantId: user.merchantId ?? null }
  }
  const idParam = (c: Context<ApiEnv>, name: string) => Number(c.req.param(name))
  /** The role level of the caller's kind of organisation: whom their personal widgets may be shared with. */
  const levelOf = (c: Context<ApiEnv>) =>
    c.get('caller').kind === 'merchant' ? MERCHANT_LEVEL : c.get('caller').kind === 'tenant' ? TENANT_LEVEL : 2

  const ownCategory = (c: Context<ApiEnv>, scope: ReportScope, ownerId: number | null) => {
    const category = store.category(idParam(c, 'id'))
    const ours = category && category.tenantId === scope.tenantId && category.ownerId === ownerId
    return found(ours ? category : undefined, `There is no category ${c.req.param('id')}.`)
  }
  const removeCategory = (c: Context<ApiEnv>, ownerId: (scope: ReportScope) => number | null) => {
    const scope = scopeOf(c)
    const category = ownCategory(c, scope, ownerId(scope))
    if (!store.deleteCategory(category.id))
      throw refuse.conflict('The category still holds widgets: move or delete them first.')
  }

  // Management: widgets.
  /** A saved widget's body checked, its category one of the caller's (the tenant's, or the user's own). */
  const checkedWidget = (body: SaveWidget, scope: ReportScope, ownerId: number | null) => {
    const problems = widgetProblems(body)
    const category = store.category(body.categoryId)
    if (!category || category.tenantId !== scope.tenantId || category.ownerId !== ownerId)
      problems.categoryId = ['Choose one of your categories.']
    const refusal = invalidIf(problems)
    if (refusal) throw refusal
    return { ...body, title: body.title.trim() }
  }

  // Personal dashboards: a user's own widgets and categories.
  const signedIn = (c: Context<ApiEnv>) => {
    const scope = scopeOf(c)
    return { scope, viewer: viewerOf(c, scope) }
  }
  const ownWidget = (c: Context<ApiEnv>, viewer: Viewer, id: number) => {
    const widget = store.widget(id)
    return found(widget && widget.ownerId === viewer.id ? widget : undefined, `You have no widget ${id}.`)
  }
  return {
    db,
    store,
    scopeOf,
    viewerOf,
    idParam,
    levelOf,
    ownCategory,
    removeCategory,
    checkedWidget,
    signedIn,
    ownWidget,
  }
}

export function dashboardRoutes(db: SandboxDatabase) {
  // Every answer speaks the caller's language: the seeded words are worded on the way out (a widget's figures are
  // data, not words).
  const worded = wordedAnswers(dashboardFields, { except: '/api/v2/dashboard/data/' })
  const helpers = helpersOf(db)
  return implement(dashboardArea, { ...usersDashboard(helpers), ...management(helpers), ...personal(helpers) }, [
    worded,
  ])
}

/** The user's dashboard and each widget's figures. */
function usersDashboard({
  db,
  store,
  scopeOf,
  viewerOf,
}: Helpers): Pick<DashboardHandlers, 'fetchUserDashboard' | 'fetchWidgetData' | 'dataSources'> {
  return {
    fetchUserDashboard: ({ c }) => {
      const scope = scopeOf(c)
      return store.dashboardOf(viewerOf(c, scope))
    },
    fetchWidgetData: ({ c, page }) => {
      const scope = scopeOf(c)
      const name = c.req.param('dataSource') ?? ''
      const source = dataSources[name]
      if (!source) return refuse.notFound(`There is no data source ${name}.`)
      // A widget's data is for those who have the widget (seed 002's widgetId header names it); an administrator
      // previews any source of their tenant while editing one.
      const widgetId = Number(c.req.header('widgetId'))
      const widget = store.visibleTo(viewerOf(c, scope)).find((candidate) => candidate.widgetId === widgetId)
      const previewing = scope.kind !== 'merchant' && c.get('caller').user.isAdministrator
      if (!previewing && widget?.data.dataSourceEndpointId !== name) return refuse.forbidden()
      if (source.staffOnly && scope.kind === 'merchant') return refuse.forbidden()
      try {
        return source.run({ db, scope, query: widgetQueryOf(new URL(c.req.url).searchParams, page) })
      } catch (error) {
        if (error instanceof WidgetFilterError) return refuse.invalid({ filters: [error.message] })
        throw error
      }
    },
    // The sources a widget may read (the caller's kind's), with their columns: for the widget editors.
    dataSources: ({ c }) => {
      const scope = scopeOf(c)
      return Object.entries(dataSources)
        .filter(([, source]) => !source.staffOnly || scope.kind !== 'merchant')
        .map(([id, source]) => ({ id, endpoint: `${DATA_SOURCE_BASE}/${id}`, columns: [...source.columns] }))
    },
  }
}

/** The administrators' categories, widgets and which roles see them. */
function management({
  store,
  scopeOf,
  idParam,
  ownCategory,
  removeCategory,
  checkedWidget,
}: Helpers): Pick<DashboardHandlers, Named<'manage'>> {
  // Management: which roles see which widgets.
  const assignment =
    (levels: readonly number[]) =>
    ({ c, body }: { c: Context<ApiEnv>; body: RoleWidgets }) => {
      const scope = scopeOf(c)
      const role = store.role(body.roleId, scope.tenantId)
      if (!role || !levels.includes(role.level)) return refuse.field('roleId', 'Choose one of the roles listed here.')
      const known = new Set(store.adminWidgets(scope.tenantId).map((widget) => widget.widgetId))
      if (body.widgetIds.some((id) => !known.has(id))) return refuse.field('widgetIds', 'Choose the tenant’s widgets.')
      store.assign(scope.tenantId, body.roleId, body.widgetIds)
      return store.roleAssignments(scope.tenantId, levels).find((entry) => entry.roleId === body.roleId)!
    }

  return {
    // Management: categories.
    'manage.categories': ({ c }) => {
      const scope = scopeOf(c)
      return store.categories(scope.tenantId)
    },
    'manage.addCategory': ({ c, body }) => {
      const scope = scopeOf(c)
      return created(store.addCategory(scope.tenantId, body.name.trim()))
    },
    'manage.renameCategory': ({ c, body }) => {
      const scope = scopeOf(c)
      const category = ownCategory(c, scope, null)
      store.renameCategory(category.id, body.name.trim())
      return { id: category.id, name: body.name.trim(), userType: null }
    },
    'manage.deleteCategory': ({ c }) => removeCategory(c, () => null),
    'manage.addWidget': ({ c, body }) => {
      const scope = scopeOf(c)
      return created(store.widgetById(store.addWidget(scope.tenantId, checkedWidget(body, scope, null)))!)
    },
    'manage.updateWidget': ({ c, body }) => {
      const scope = scopeOf(c)
      const widget = store.widget(idParam(c, 'widgetId'))
      if (!widget || widget.tenantId !== scope.tenantId || widget.ownerId !== null)
        return refuse.notFound(`There is no widget ${c.req.param('widgetId')}.`)
      store.updateWidget(widget.id, checkedWidget(body, scope, null))
      return store.widgetById(widget.id)!
    },
    'manage.deleteWidget': ({ c }) => {
      const scope = scopeOf(c)
      const widget = store.widget(idParam(c, 'widgetId'))
      if (!widget || widget.tenantId !== scope.tenantId || widget.ownerId !== null)
        return refuse.notFound(`There is no widget ${c.req.param('widgetId')}.`)
      store.deleteWidget(widget.id)
      return undefined
    },
    'manage.widgetsByCategory': ({ c }) => {
      const scope = scopeOf(c)
      return store.adminDashboard(scope.tenantId)
    },
    'manage.tenantRoles': ({ c }) => {
      const scope = scopeOf(c)
      return {
        categories: store.adminDashboard(scope.tenantId),
        roles: store.roleAssignments(scope.tenantId, [MERCHANT_LEVEL, TENANT_LEVEL]),
      }
    },
    'manage.assignTenantRole': assignment([TENANT_LEVEL]),
    'manage.assignMerchantRole': assignment([MERCHANT_LEVEL]),
  }
}

/** A user's own widgets and categories: cloned, changed, shared and un-shared with a role. */
function personal({
  store,
  idParam,
  levelOf,
  removeCategory,
  signedIn,
  ownWidget,
}: Helpers): Pick<DashboardHandlers, Named<'personal'>> {
  const sharing =
    (share: boolean) =>
    ({ c, body }: { c: Context<ApiEnv>; body: ShareWidget }) => {
      const who = signedIn(c)
      const widget = ownWidget(c, who.viewer, body.widgetId)
      // Shared within the user's own kind of organisation: a merchant with merchant roles, staff with staff roles.
      const role = store.role(body.roleId, who.scope.tenantId)
      if (!role || role.level !== levelOf(c)) return refuse.field('roleId', 'Choose a role of your organisation.')
      if (share) store.share(widget.id, role.id)
      else store.unshare(widget.id, role.id)
      return store.sharesOf(who.viewer.id)
    }

  return {
    'personal.widgets': ({ c }) => {
      const who = signedIn(c)
      return store.personalWidgets(who.viewer.id)
    },
    'personal.shares': ({ c }) => {
      const who = signedIn(c)
      return store.sharesOf(who.viewer.id)
    },
    // The roles a user may share with: those of their own kind of organisation.
    'personal.roles': ({ c }) => {
      const who = signedIn(c)
      return store.rolesOfLevel(levelOf(c), who.scope.tenantId)
    },
    'personal.categories': ({ c }) => {
      const who = signedIn(c)
      return store.personalCategories(who.viewer.id)
    },
    'personal.update': ({ c, body }) => {
      const who = signedIn(c)
      const { widgetId, ...fields } = body
      const widget = ownWidget(c, who.viewer, widgetId)
      const problems = widgetProblems(fields)
      const category = store.category(fields.categoryId)
      if (!category || category.ownerId !== who.viewer.id) problems.categoryId = ['Choose one of your categories.']
      if (Object.keys(problems).length > 0) return refuse.invalid(problems)
      store.updateWidget(widget.id, { ...fields, title: fields.title.trim() })
      return store.widgetById(widget.id)!
    },
    // Clones a widget the user sees into their first personal category (made when they have none).
    'personal.clone': ({ c }) => {
      const who = signedIn(c)
      const id = idParam(c, 'widgetId')
      const original = store.visibleTo(who.viewer).find((widget) => widget.widgetId === id)
      if (!original) return refuse.notFound(`You have no widget ${id} to clone.`)
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
      return created(store.widgetById(copy)!)
    },
    'personal.remove': ({ c }) => {
      const who = signedIn(c)
      const widget = ownWidget(c, who.viewer, idParam(c, 'widgetId'))
      store.deleteWidget(widget.id)
      return undefined
    },
    'personal.share': sharing(true),
    'personal.unshare': sharing(false),
    // Personal categories.
    'personal.addCategory': ({ c, body }) => {
      const who = signedIn(c)
      const { user, kind } = c.get('caller')
      const userType = body.userType ?? kind
      return created(store.addCategory(who.scope.tenantId, body.name.trim(), { id: user.id, userType }))
    },
    'personal.deleteCategory': ({ c }) => removeCategory(c, () => c.get('caller').user.id),
  }
}
