// @paydeck/admin/element: the setup screens' element classes, registered by nobody (./define registers them).
export {
  PipelinesElement,
  PriceBooksElement,
  RolesElement,
  StaffAccountsElement,
  TenantsElement,
} from './admin-elements'
