export { deviceTimeZone } from './time/device-zone'
export { createPaydeck } from './config/create-paydeck'
export type { Paydeck } from './config/create-paydeck'
export type { PaydeckOptions } from './config/options.schema'
export type { AuthSource } from './auth/auth-source'
export { safeReturnUrl } from './auth/return-url'

export { createHttpClient } from './http/http-client'
export type { CodeRequest, HttpClient, RequestOptions, SearchParams } from './http/http-client'
export {
  hostMounts,
  hostNames,
  hostRules,
  pathRules,
  headerRules,
  resolveUrl,
  outgoingHeaders,
} from './http/request-rules'
export type { Hosts, HostName, OutgoingContext, PathRule, HeaderRule } from './http/request-rules'
export {
  PaydeckAuthError,
  PaydeckConfigError,
  PaydeckHttpError,
  PaydeckNetworkError,
  PaydeckParseError,
  userMessageOf,
} from './http/errors'
export type { PaydeckError } from './http/errors'
export { failureOf, failureKinds } from './http/failure'
export type { FailureKind, PaydeckFailure } from './http/failure'
export type { Observability, Observer, PaydeckErrorReport, PaydeckEvent } from './config/observability'
export { errorMessageFor, NOT_AUTHORIZED_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './http/error-message'

export { fetchUserContext } from './api/users/users.api'
export type {
  LayoutName,
  MerchantProfile,
  ProcessingStatus,
  TenantRef,
  ThemeSettings,
  UserContext,
  UserType,
} from './api/users/users.schema'
export type {
  Country,
  Currency,
  Customer,
  Language,
  PaymentMethod,
  ServiceProvider,
} from './api/lookups/lookups.schema'

export { createSessionStore, USER_TYPE_KEY, THEME_KEY } from './session/session.store'
export type { SessionStore, SessionState, SessionActions } from './session/session.store'
export { userKindOf, defaultPathFor } from './session/user-kind'
export type { UserKind } from './session/user-kind'

export { can } from './permissions/permissions'
export { mayCall, mayFollow } from './contract/access'
export { pageSchema, totalCountPageSchema } from './contract/page'
export type { Page, TotalCountPage } from './contract/page'
export type { CallRule, Caller } from './contract/access'
export type { RouteArea } from './contract/route'
export {
  systemModes,
  SYSTEM_MODE_KEY,
  isSystemMode,
  systemModeToggle,
  effectiveSystemMode,
} from './permissions/system-mode'
export type { SystemMode, SystemModeToggle } from './permissions/system-mode'

export { memoryStorage, defaultStorage } from './storage/key-value-storage'
export type { KeyValueStorage } from './storage/key-value-storage'
