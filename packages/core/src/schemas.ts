// The API contract, shared with the sandbox so that it is defined once.
export {
  layoutNameSchema,
  merchantProfileSchema,
  processingStatusSchema,
  tenantRefSchema,
  themeSettingsSchema,
  userContextSchema,
  userTypeSchema,
} from './api/users/users.schema'
export type {
  LayoutName,
  MerchantProfile,
  ProcessingStatus,
  TenantRef,
  ThemeSettings,
  UserContext,
  UserType,
} from './api/users/users.schema'
export {
  countriesSchema,
  countrySchema,
  currenciesSchema,
  currencySchema,
  customerSchema,
  customersSchema,
  languageSchema,
  languagesSchema,
  paymentMethodSchema,
  paymentMethodsSchema,
  serviceProviderSchema,
  serviceProvidersSchema,
} from './api/lookups/lookups.schema'
export type {
  Country,
  Currency,
  Customer,
  Language,
  PaymentMethod,
  ServiceProvider,
} from './api/lookups/lookups.schema'
export {
  agreementSchema,
  agreementStatusSchema,
  feeItemSchema,
  feeTypesSchema,
  productEntrySchema,
  proposalSchema,
  proposalStatusSchema,
  responsePayloadSchema,
} from './api/proposals/proposals.schema'
export type { Agreement, FeeType, Proposal, ResponsePayload } from './api/proposals/proposals.schema'
export {
  errorFieldBodySchema,
  errorListBodySchema,
  problemSchema,
  validationProblemSchema,
} from './http/error-body.schema'
export type { Problem, ValidationProblem } from './http/error-body.schema'
export { NOT_AUTHORIZED_MESSAGE } from './http/error-message'
