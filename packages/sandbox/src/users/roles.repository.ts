import type { SaveRole } from '@paydeck/core/administration'
import type { SandboxDatabase } from '../db/database'

// Roles as stored (seed 002 section 7): the shared ones (no tenant) and each tenant's own, their permissions and the
// permissions they mark "Needs a code".

export interface RoleRow {
  id: number
  name: string
  level: number
  tenantId: number | null
  /** The tenant's users who hold it. */
  users: number
}

/**
 * The one rule of which roles a tenant sees: the shared ones and its own. `alias` is the roles table's name in the
 * query; the tenant's id is the fragment's one parameter.
 */
export const rolesOfTenant = (alias = 'roles') => `(${alias}.tenant_id IS NULL OR ${alias}.tenant_id = ?)`

export function rolesRepository(db: SandboxDatabase) {
  return {
    /** The roles a tenant's users may hold, merchants' before staff's, by name, with how many of them hold each. */
    rolesOf: (tenantId: number) =>
      db
        .prepare(
          `SELECT r.id, r.name, r.user_level AS level, r.tenant_id AS tenantId,
             (SELECT COUNT(*) FROM users u WHERE u.role_id = r.id AND u.tenant_id = ?) AS users
           FROM roles r WHERE r.user_level IN (0, 1) AND ${rolesOfTenant('r')}
           ORDER BY r.user_level, r.name`,
        )
        .all(tenantId, tenantId) as RoleRow[],
    /** A role's permissions, or those it marks "Needs a code". */
    permissionsOf: (roleId: number, which: 'granted' | 'needsCode') =>
      (
        db
          .prepare(
            `SELECT permission FROM ${which === 'granted' ? 'role_permissions' : 'role_sca_permissions'}
             WHERE role_id = ? ORDER BY permission`,
          )
          .all(roleId) as { permission: string }[]
      ).map((row) => row.permission),
    insert: (name: string, level: number, tenantId: number) =>
      Number(
        db.prepare('INSERT INTO roles (name, user_level, tenant_id) VALUES (?, ?, ?)').run(name, level, tenantId)
          .lastInsertRowid,
      ),
    /** A role's name and permissions, replaced as one change. */
    save: (roleId: number, role: SaveRole) =>
      db.transaction(() => {
        db.prepare('UPDATE roles SET name = ? WHERE id = ?').run(role.name, roleId)
        db.prepare('DELETE FROM role_permissions WHERE role_id = ?').run(roleId)
        db.prepare('DELETE FROM role_sca_permissions WHERE role_id = ?').run(roleId)
        const grant = db.prepare('INSERT OR IGNORE INTO role_permissions (role_id, permission) VALUES (?, ?)')
        const needsCode = db.prepare('INSERT OR IGNORE INTO role_sca_permissions (role_id, permission) VALUES (?, ?)')
        for (const permission of role.permissions) grant.run(roleId, permission)
        for (const permission of role.scaRequiredPermissions) needsCode.run(roleId, permission)
      })(),
  }
}
