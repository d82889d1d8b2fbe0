export { PaydeckProvider, usePaydeck, useLocale, queryClientFor } from './paydeck-provider'
export type { PaydeckProviderProps, PaydeckContextValue } from './paydeck-provider'
export {
  useSession,
  useUser,
  useCan,
  useSystemMode,
  useElementSettings,
  useUserContextFailure,
  useUserContextProblem,
} from './session.hooks'
export { useCallAccess } from './call-access.hooks'
export { useActiveList, usePaymentMethodNames, useCustomerNames } from './active-lists.hooks'
export type { SystemModeState } from './session.hooks'
export {
  configure,
  getDefaultPaydeck,
  useDefaultPaydeck,
  PaydeckElementProvider,
  paydeckElement,
  MISSING_INSTANCE_MESSAGE,
} from './default-instance'
export type { PaydeckElementOptions } from './default-instance'

// The client, so that a React app needs one import (explicit, so the surface is what is listed here).
export {
  can,
  createHttpClient,
  createPaydeck,
  createSessionStore,
  defaultPathFor,
  defaultStorage,
  effectiveSystemMode,
  errorMessageFor,
  failureKinds,
  failureOf,
  fetchUserContext,
  headerRules,
  hostNames,
  hostRules,
  isSystemMode,
  memoryStorage,
  NOT_AUTHORIZED_MESSAGE,
  outgoingHeaders,
  pathRules,
  PaydeckAuthError,
  PaydeckConfigError,
  PaydeckHttpError,
  PaydeckNetworkError,
  PaydeckParseError,
  resolveUrl,
  safeReturnUrl,
  SYSTEM_MODE_KEY,
  systemModes,
  systemModeToggle,
  THEME_KEY,
  UNKNOWN_ERROR_MESSAGE,
  USER_TYPE_KEY,
  userKindOf,
  userMessageOf,
} from '@paydeck/core'
export type {
  AuthSource,
  FailureKind,
  HeaderRule,
  HostName,
  Hosts,
  HttpClient,
  KeyValueStorage,
  LayoutName,
  MerchantProfile,
  OutgoingContext,
  PathRule,
  Observability,
  Paydeck,
  PaydeckError,
  PaydeckErrorReport,
  PaydeckEvent,
  PaydeckFailure,
  PaydeckOptions,
  ProcessingStatus,
  RequestOptions,
  SearchParams,
  SessionActions,
  SessionState,
  SessionStore,
  SystemMode,
  SystemModeToggle,
  TenantRef,
  ThemeSettings,
  UserContext,
  UserKind,
  UserType,
} from '@paydeck/core'
export { activeListQuery, fetchActiveList } from '@paydeck/core/lookups'
export type {
  ActiveListName,
  ActiveLists,
  Country,
  Currency,
  Customer,
  Language,
  PaymentMethod,
  ServiceProvider,
} from '@paydeck/core/lookups'
export { fieldErrorsOf, problemsOf } from './field-errors'
export { useCodeRequest } from './code-request'
export { useWidgetLifecycle } from './widget-lifecycle'
export type { WidgetLifecycleProps, WidgetReadyEvent } from './widget-lifecycle'
