// @paydeck/core/proposals: the proposal and agreement calls, an entry of their own so that only pages that
// show them load them.
export * from './proposals.api'
export type * from './proposals.schema'
