import type { SystemMode, UserKind } from '@paydeck/core'
import type { UserRow } from '../users/users.repository'

/** Who makes a call: the signed-in user, their kind, their permissions and the mode they work in. */
export interface Caller {
  user: UserRow
  kind: UserKind
  permissions: string[]
  systemMode: SystemMode
  /** How the token was had, for the audit trail's source: a page's embed session, a test's or a server's own. */
  via?: 'element' | 'api'
}
