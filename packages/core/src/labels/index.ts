// @paydeck/core/labels: words for every enumerated value a user can see, in every locale (the label layer), a
// module per area, so a page holds the words of the values it shows.
export { isLabelled, labelLocales, labelOf, labelsIn, prefixed, readable } from './label-words'
export type { LabelLocale, Labels } from './label-words'
export {
  declineCodes,
  declineReasonLabels,
  declineReasonOf,
  methodNameOf,
  paymentMethodCodes,
  paymentMethodLabels,
  threeDSecureLabels,
  transactionStatusLabels,
  transactionTypeLabels,
  bankOrderStatusLabels,
} from './transaction-labels'
export type { DeclineCode, PaymentMethodCode } from './transaction-labels'
export { layoutLabels, processingStatusLabels, systemModeLabels, userTypeLabels } from './account-labels'
export { documentStatusLabels, pipelineStateLabels } from './commercial-labels'
export { notificationTypeLabels } from './notification-labels'
export {
  alertSeverityLabels,
  attemptResultLabels,
  defaultSupportLabelLabels,
  deliveryStatusLabels,
  feeKindLabels,
} from './activity-labels'
export {
  permissionDescriptions,
  permissionFamilies,
  permissionFamilyLabels,
  permissionLabels,
} from './permission-labels'
export type { PermissionFamily } from './permission-labels'
export { ruleKeys, ruleLabels, ruleText, supportRuleKeys, supportRuleLabels } from './rule-labels'
export type { RuleKey, RuleProblem, SetupRuleKey, SupportRuleKey } from './rule-labels'
export {
  auditActionLabels,
  auditActorKindLabels,
  auditOutcomeLabels,
  auditSourceLabels,
  auditTargetLabels,
} from './audit-labels'
// A dispute's words are an entry of their own (@paydeck/core/dispute-labels): a bundler splits by module, and these
// load with the disputes, not with every screen that words a status.
