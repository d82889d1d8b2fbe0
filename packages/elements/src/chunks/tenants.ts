// The tenants screen of @paydeck/admin, a chunk of its own: a back-office page loads only the screens it shows.
import 'paydeck:element-css/tenants'
import { TenantsElement } from '@paydeck/admin/element'

TenantsElement.define()
