export { PaydeckProvider, usePaydeck, useLocale, queryClientFor } from './paydeck-provider'
export type { PaydeckProviderProps, PaydeckContextValue } from './paydeck-provider'
export {
  useSession,
  useUser,
  useCan,
  useSystemMode,
  useActiveList,
  useCustomerNames,
  useElementSettings,
} from './session.hooks'
export type { SystemModeState } from './session.hooks'
export {
  configure,
  getDefaultPaydeck,
  useDefaultPaydeck,
  PaydeckElementProvider,
  MISSING_INSTANCE_MESSAGE,
} from './default-instance'
export * from '@paydeck/core'
