// The staff accounts screen of @paydeck/admin, a chunk of its own: a back-office page loads only the screens it shows.
import 'paydeck:element-css/staff-accounts'
import { StaffAccountsElement } from '@paydeck/admin/element'

StaffAccountsElement.define()
