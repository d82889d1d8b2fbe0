export { TransactionLookup } from './lookup/transaction-lookup'
export type { TransactionLookupProps } from './lookup/transaction-lookup'
export { TransactionDetail } from './detail/transaction-detail'
export type { TransactionDetailProps } from './detail/transaction-detail'
export { ApmDetail, ApmLookup } from './apm/apm-lookup'
export type { ApmDetailProps, ApmLookupProps } from './apm/apm-lookup'
export {
  lookupSearchSchema,
  filtersFromQueryString,
  filtersToQueryString,
  toTransactionQuery,
} from './lookup/lookup-search'
export type { LookupSearch } from './lookup/lookup-search'
export { datePresets, rangeOf } from './lookup/date-presets'
export type { DatePreset } from './lookup/date-presets'
export { mergeActivity } from './detail/merge-activity'
export type { ActivityItem, ActivityKind } from './detail/merge-activity'
