import { can } from '@paydeck/core'
import { supportPermissions } from '@paydeck/core/support'
import type { Caller } from '../domain/caller'
import type { SandboxDatabase } from '../db/database'
import { permissionsOf } from '../users/users.repository'

/** The support staff of the caller's side: whom a ticket can be assigned to. */
export function assigneesOf(db: SandboxDatabase, caller: Caller) {
  const [where, params, permission] =
    caller.kind === 'platform'
      ? ["user_type = 'platform'", [], supportPermissions.platform]
      : [
          "merchant_id IS NULL AND user_type <> 'platform' AND tenant_id = ?",
          [caller.user.tenantId],
          supportPermissions.tenant,
        ]
  const users = db
    .prepare(
      `SELECT email, first_name AS firstName, last_name AS lastName, role_id AS roleId FROM users
       WHERE is_active = 1 AND ${where} ORDER BY first_name, last_name`,
    )
    .all(...params) as { email: string; firstName: string; lastName: string; roleId: number }[]
  return users
    .filter((user) => can(permissionsOf(db, user.roleId), permission))
    .map(({ email, firstName, lastName }) => ({ email, firstName, lastName }))
}
