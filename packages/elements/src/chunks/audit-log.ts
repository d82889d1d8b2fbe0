// The audit log of @paydeck/admin, a chunk of its own: a back-office page loads only the screens it shows.
import 'paydeck:element-css/audit-log'
import { AuditLogElement } from '@paydeck/admin/element'

AuditLogElement.define()
