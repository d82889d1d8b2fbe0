// @paydeck/admin: the setup screens of a tenant and of the platform. Each screen has an entry of its own as well
// (./price-books, ./pipelines …), so an app that loads a screen on its route loads that screen alone.
export * from './price-books'
export * from './pipelines'
export * from './roles'
export * from './staff'
export * from './tenants'
export * from './audit'
