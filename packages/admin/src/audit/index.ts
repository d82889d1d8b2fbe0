// @paydeck/admin/audit: the audit trail of an organisation (administrators), and the History of one thing on it.
export { AuditLog } from './audit-log'
export type { AuditLogProps } from './audit-log'
export { AuditHistory } from './audit-history'
export type { AuditHistoryProps } from './audit-history'
