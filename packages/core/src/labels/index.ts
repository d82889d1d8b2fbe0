// @paydeck/core/labels: words for every enumerated value a user can see, in every locale (the label layer).
export {
  documentStatusLabels,
  labelLocales,
  isLabelled,
  labelOf,
  labelsIn,
  layoutLabels,
  paymentMethodCodes,
  paymentMethodLabels,
  pipelineStateLabels,
  prefixed,
  processingStatusLabels,
  readable,
  threeDSecureLabels,
  transactionStatusLabels,
  transactionTypeLabels,
} from './labels'
export type { LabelLocale, Labels, PaymentMethodCode } from './labels'
