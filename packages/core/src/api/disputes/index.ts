// @paydeck/core/disputes: disputes worked as cases (issue 66): the model, its reasons and evidence, and the calls.
export {
  actionsOf,
  closedStatuses,
  disputeEvents,
  disputeStages,
  disputeStatuses,
  disputeTabs,
  disputeTransitions,
  isClosed,
  kindOfStage,
  nextStageOf,
  openingMoney,
  outcomeOf,
  statusesOfTab,
  transition,
  urgencyOf,
  urgencyThresholds,
} from './dispute-model'
export type {
  DisputeActions,
  DisputeEvent,
  DisputeKind,
  DisputeMoney,
  DisputeStage,
  DisputeState,
  DisputeStatus,
  DisputeTab,
  DisputeTransition,
  DisputeUrgency,
  TransitionRefusal,
  TransitionResult,
} from './dispute-model'
export {
  categoryOf,
  disputeCategories,
  disputeNetworks,
  disputeReasons,
  networkOfBrand,
  reasonKeyOf,
  reasonsOf,
  responseDaysOf,
} from './dispute-reasons'
export type { DisputeCategory, DisputeNetwork, DisputeReason, DisputeReasonKey } from './dispute-reasons'
export {
  attachSources,
  checkEvidence,
  evidenceFileKinds,
  evidenceSourceKinds,
  fileProblem,
  evidenceLimits,
  evidenceTextFields,
  winningEvidence,
} from './dispute-evidence'
export type {
  EvidenceDraft,
  EvidenceField,
  EvidenceFile,
  EvidenceFileKind,
  EvidenceProblem,
  EvidenceSource,
  EvidenceSourceKind,
  EvidenceTextField,
} from './dispute-evidence'
export {
  disputeDetailSchema,
  disputeListTabs,
  disputePageSchema,
  disputeSchema,
  disputeTimelineEvents,
  dueWithinFilters,
  evidenceSchema,
  evidenceSourcesSchema,
} from './disputes.schema'
export type { Dispute, DisputeDetail, DisputePage, DisputeTimeline, DueWithin } from './disputes.schema'
export type { DisputeQuery } from './disputes.query'
export { disputeAnswerPermissions, disputeAnswerRule, disputeReadRule } from './disputes.access'
export {
  acceptDispute,
  downloadDisputesCsv,
  fetchDispute,
  fetchDisputePage,
  fetchEvidenceSources,
  saveDisputeEvidence,
  submitDisputeEvidence,
  uploadEvidenceFile,
} from './disputes.api'
