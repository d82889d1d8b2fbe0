// @paydeck/core/labels: words for every enumerated value a user can see, in every locale (the label layer).
export {
  alertSeverityLabels,
  attemptResultLabels,
  deliveryStatusLabels,
  feeKindLabels,
  declineCodes,
  defaultSupportLabelLabels,
  declineReasonLabels,
  declineReasonOf,
  documentStatusLabels,
  labelLocales,
  isLabelled,
  labelOf,
  labelsIn,
  methodNameOf,
  layoutLabels,
  notificationTypeLabels,
  paymentMethodCodes,
  paymentMethodLabels,
  pipelineStateLabels,
  prefixed,
  processingStatusLabels,
  readable,
  systemModeLabels,
  threeDSecureLabels,
  transactionStatusLabels,
  transactionTypeLabels,
  userTypeLabels,
} from './labels'
export type { DeclineCode, LabelLocale, Labels, PaymentMethodCode } from './labels'
export {
  permissionDescriptions,
  permissionFamilies,
  permissionFamilyLabels,
  permissionLabels,
} from './permission-labels'
export type { PermissionFamily } from './permission-labels'
