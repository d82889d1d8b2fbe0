// The API contract, shared with the sandbox so that it is defined once.
export * from './api/users/users.schema'
export * from './api/lookups/lookups.schema'
export * from './api/proposals/proposals.schema'
export * from './http/error-body.schema'
export { NOT_AUTHORIZED_MESSAGE } from './http/error-message'
