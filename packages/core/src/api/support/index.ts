// @paydeck/core/support: the support ticket calls, an entry of their own so that only pages with tickets load them.
export * from './support.api'
export * from './support.schema'
export * from '../files/upload-rules'
