import { rolesOfTenant } from '../users/roles.repository'
import type { DashboardCategory, Widget } from '@paydeck/core/dashboard'
import { widgetDataSourceSchema } from '@paydeck/core/dashboard'
import type { SandboxDatabase } from '../db/database'

// The dashboards' records: categories and widgets per tenant (an administrator's, or a user's own), which roles
// see which of the administrators' widgets, and which personal widgets are shared with a role.

interface WidgetRow {
  id: number
  category_id: number
  title: string
  data: string
  filters: string
  owner_id: number | null
  owner_name: string | null
}

/** Who is asking: their organisation (a merchant, or none for staff) decides whose shares reach them. */
export interface Viewer {
  id: number
  roleId: number
  tenantId: number
  merchantId: number | null
}

export interface WidgetInput {
  categoryId: number
  title: string
  data: Widget['data']
  filters: string
}

const WIDGET_COLUMNS = `w.id, w.category_id, w.title, w.data, w.filters, w.owner_id,
  o.first_name || ' ' || o.last_name AS owner_name`

/** The dashboards read: a user's, the administrators' catalogue of a tenant, a user's own, one record. */
function dashboardReads(db: SandboxDatabase) {
  const toWidget = (row: WidgetRow): Widget => ({
    widgetId: row.id,
    categoryId: row.category_id,
    title: row.title,
    data: widgetDataSourceSchema.parse(JSON.parse(row.data)),
    filters: row.filters,
    personal: row.owner_id !== null,
    owner: row.owner_name,
  })
  const widgetsWhere = (where: string, ...params: unknown[]) =>
    (
      db
        .prepare(
          `SELECT ${WIDGET_COLUMNS} FROM dashboard_widgets w
         JOIN dashboard_categories c ON c.id = w.category_id LEFT JOIN users o ON o.id = w.owner_id
         WHERE ${where} ORDER BY c.position, c.id, w.position, w.id`,
        )
        .all(...params) as WidgetRow[]
    ).map(toWidget)
  const categoriesWhere = (where: string, ...params: unknown[]) =>
    db
      .prepare(`SELECT id, name, user_type AS userType FROM dashboard_categories WHERE ${where} ORDER BY position, id`)
      .all(...params) as Omit<DashboardCategory, 'widgets'>[]
  /** Categories with their widgets, in order; a category without widgets stays when asked to keep empty ones. */
  const grouped = (categories: Omit<DashboardCategory, 'widgets'>[], widgets: Widget[]): DashboardCategory[] =>
    categories
      .map((category) => ({ ...category, widgets: widgets.filter((widget) => widget.categoryId === category.id) }))
      .filter((category) => category.widgets.length > 0)

  /** The widgets a user sees: their role's, their own, and those shared with their role in their organisation. */
  const visibleTo = (viewer: Viewer) =>
    widgetsWhere(
      `w.tenant_id = ? AND (
       (w.owner_id IS NULL AND w.id IN (SELECT widget_id FROM dashboard_role_widgets WHERE role_id = ?))
       OR w.owner_id = ?
       OR (w.id IN (SELECT widget_id FROM dashboard_shares WHERE role_id = ?) AND o.merchant_id IS ?))`,
      viewer.tenantId,
      viewer.roleId,
      viewer.id,
      viewer.roleId,
      viewer.merchantId,
    )

  return {
    visibleTo,
    /** The user's dashboard: every category holding a widget they see. */
    dashboardOf(viewer: Viewer): DashboardCategory[] {
      const widgets = visibleTo(viewer)
      const ids = [...new Set(widgets.map((widget) => widget.categoryId))]
      if (ids.length === 0) return []
      return grouped(categoriesWhere(`id IN (${ids.map(() => '?').join(', ')})`, ...ids), widgets)
    },

    // Administrators' catalogue of a tenant.
    categories: (tenantId: number) => categoriesWhere('tenant_id = ? AND owner_id IS NULL', tenantId),
    adminWidgets: (tenantId: number) => widgetsWhere('w.tenant_id = ? AND w.owner_id IS NULL', tenantId),
    adminDashboard(tenantId: number): DashboardCategory[] {
      const categories = categoriesWhere('tenant_id = ? AND owner_id IS NULL', tenantId)
      const widgets = widgetsWhere('w.tenant_id = ? AND w.owner_id IS NULL', tenantId)
      return categories.map((category) => ({
        ...category,
        widgets: widgets.filter((widget) => widget.categoryId === category.id),
      }))
    },
    category: (id: number) =>
      db
        .prepare('SELECT id, tenant_id AS tenantId, owner_id AS ownerId FROM dashboard_categories WHERE id = ?')
        .get(id) as { id: number; tenantId: number; ownerId: number | null } | undefined,
    widget: (id: number) =>
      db
        .prepare(
          'SELECT id, tenant_id AS tenantId, owner_id AS ownerId, category_id AS categoryId FROM dashboard_widgets WHERE id = ?',
        )
        .get(id) as { id: number; tenantId: number; ownerId: number | null; categoryId: number } | undefined,
    widgetById: (id: number) => widgetsWhere('w.id = ?', id)[0],
    personalCategories: (userId: number) => categoriesWhere('owner_id = ?', userId),
    personalWidgets: (userId: number) => widgetsWhere('w.owner_id = ?', userId),
  }
}

/** Categories and widgets added, renamed, changed and deleted. */
function catalogueChanges(db: SandboxDatabase) {
  const deleteWidget = db.transaction((id: number) => {
    db.prepare('DELETE FROM dashboard_role_widgets WHERE widget_id = ?').run(id)
    db.prepare('DELETE FROM dashboard_shares WHERE widget_id = ?').run(id)
    db.prepare('UPDATE dashboard_widgets SET base_widget_id = NULL WHERE base_widget_id = ?').run(id)
    db.prepare('DELETE FROM dashboard_widgets WHERE id = ?').run(id)
  })

  return {
    addCategory(tenantId: number, name: string, owner: { id: number; userType: string } | null = null) {
      const position = db
        .prepare('SELECT COALESCE(MAX(position), -1) + 1 AS next FROM dashboard_categories WHERE tenant_id = ?')
        .get(tenantId) as { next: number }
      const id = db
        .prepare(
          'INSERT INTO dashboard_categories (tenant_id, name, owner_id, user_type, position) VALUES (?, ?, ?, ?, ?)',
        )
        .run(tenantId, name, owner?.id ?? null, owner?.userType ?? null, position.next).lastInsertRowid
      return { id: Number(id), name, userType: owner?.userType ?? null }
    },
    renameCategory: (id: number, name: string) =>
      db.prepare('UPDATE dashboard_categories SET name = ? WHERE id = ?').run(name, id),
    /** Deletes an empty category; false when it still holds widgets. */
    deleteCategory(id: number): boolean {
      const held = db.prepare('SELECT COUNT(*) AS n FROM dashboard_widgets WHERE category_id = ?').get(id) as {
        n: number
      }
      if (held.n > 0) return false
      db.prepare('DELETE FROM dashboard_categories WHERE id = ?').run(id)
      return true
    },

    addWidget(tenantId: number, input: WidgetInput, ownerId: number | null = null, baseWidgetId: number | null = null) {
      const now = new Date().toISOString()
      const id = db
        .prepare(
          `INSERT INTO dashboard_widgets (tenant_id, category_id, title, data, filters, owner_id, base_widget_id,
           position, created, updated)
         VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(position), -1) + 1 FROM dashboard_widgets WHERE category_id = ?), ?, ?)`,
        )
        .run(
          tenantId,
          input.categoryId,
          input.title,
          JSON.stringify(input.data),
          input.filters,
          ownerId,
          baseWidgetId,
          input.categoryId,
          now,
          now,
        ).lastInsertRowid
      return Number(id)
    },
    updateWidget(id: number, input: WidgetInput) {
      db.prepare(
        'UPDATE dashboard_widgets SET category_id = ?, title = ?, data = ?, filters = ?, updated = ? WHERE id = ?',
      ).run(input.categoryId, input.title, JSON.stringify(input.data), input.filters, new Date().toISOString(), id)
    },
    deleteWidget: (id: number): void => deleteWidget(id),
  }
}

/** Which roles see which of the administrators' widgets, and with which roles a user shares their own. */
function roleWidgets(db: SandboxDatabase) {
  const assign = db.transaction((tenantId: number, roleId: number, widgetIds: readonly number[]) => {
    db.prepare(
      'DELETE FROM dashboard_role_widgets WHERE role_id = ? AND widget_id IN (SELECT id FROM dashboard_widgets WHERE tenant_id = ?)',
    ).run(roleId, tenantId)
    const add = db.prepare('INSERT INTO dashboard_role_widgets (role_id, widget_id) VALUES (?, ?)')
    for (const widgetId of new Set(widgetIds)) add.run(roleId, widgetId)
  })

  return {
    /** Roles of a user level with the administrators' widgets of the tenant each one sees. */
    roleAssignments(tenantId: number, levels: readonly number[]) {
      const roles = db
        .prepare(
          `SELECT id, name, user_level AS level FROM roles
         WHERE user_level IN (${levels.map(() => '?').join(', ')}) AND ${rolesOfTenant()} ORDER BY id`,
        )
        .all(...levels, tenantId) as { id: number; name: string; level: number }[]
      const assigned = db.prepare(
        `SELECT rw.widget_id AS id FROM dashboard_role_widgets rw JOIN dashboard_widgets w ON w.id = rw.widget_id
       WHERE rw.role_id = ? AND w.tenant_id = ? ORDER BY rw.widget_id`,
      )
      return roles.map((role) => ({
        roleId: role.id,
        name: role.name,
        userLevel: role.level,
        widgetIds: (assigned.all(role.id, tenantId) as { id: number }[]).map((row) => row.id),
      }))
    },
    /** The role sees exactly these of the tenant's administrators' widgets. */
    assign: (tenantId: number, roleId: number, widgetIds: readonly number[]): void =>
      assign(tenantId, roleId, widgetIds),

    /** Personal widgets shared with a role, and the roles each of the user's own is shared with. */
    sharesOf(userId: number) {
      return db
        .prepare(
          `SELECT s.widget_id AS widgetId, s.role_id AS roleId, r.name AS roleName FROM dashboard_shares s
         JOIN dashboard_widgets w ON w.id = s.widget_id JOIN roles r ON r.id = s.role_id
         WHERE w.owner_id = ? ORDER BY s.widget_id, s.role_id`,
        )
        .all(userId) as { widgetId: number; roleId: number; roleName: string }[]
    },
    share: (widgetId: number, roleId: number) =>
      db.prepare('INSERT OR IGNORE INTO dashboard_shares (widget_id, role_id) VALUES (?, ?)').run(widgetId, roleId),
    unshare: (widgetId: number, roleId: number) =>
      db.prepare('DELETE FROM dashboard_shares WHERE widget_id = ? AND role_id = ?').run(widgetId, roleId),
    rolesOfLevel: (level: number, tenantId: number) =>
      db
        .prepare(`SELECT id, name FROM roles WHERE user_level = ? AND ${rolesOfTenant()} ORDER BY name`)
        .all(level, tenantId) as { id: number; name: string }[],
    /** A role the tenant sees (shared, or its own); another tenant's is none. */
    role: (id: number, tenantId: number) =>
      db.prepare(`SELECT id, user_level AS level FROM roles WHERE id = ? AND ${rolesOfTenant()}`).get(id, tenantId) as
        { id: number; level: number } | undefined,
  }
}

export function dashboardStore(db: SandboxDatabase) {
  return { ...dashboardReads(db), ...catalogueChanges(db), ...roleWidgets(db) }
}
export type DashboardStore = ReturnType<typeof dashboardStore>
