// The setup screens (price books, pipelines, roles, staff accounts, tenants): a chunk of their own, for the
// back-office pages that manage them.
import 'paydeck:element-css/admin'
import '@paydeck/admin/define'
