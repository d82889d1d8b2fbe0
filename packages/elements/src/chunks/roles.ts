// The roles screen of @paydeck/admin, a chunk of its own: a back-office page loads only the screens it shows.
import 'paydeck:element-css/roles'
import { RolesElement } from '@paydeck/admin/element'

RolesElement.define()
