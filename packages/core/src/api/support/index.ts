// @paydeck/core/support: the support ticket calls, an entry of their own so that only pages with tickets load them.
export {
  addTicketReferences,
  assignTicket,
  closeTicket,
  commentOnTicket,
  createTenantTicket,
  createTicket,
  escalateTicket,
  exportPlatformTickets,
  exportTicketFeed,
  fetchAssignees,
  fetchMyTickets,
  fetchPlatformTickets,
  fetchScopingStatus,
  fetchTicket,
  fetchTicketCategories,
  fetchTicketFeed,
  inviteExternalParty,
  markTicketCommentsRead,
  reopenTicket,
  SCOPING_POLL,
  setBillable,
  setJiraTicket,
  setTicketLabel,
  setTicketPriority,
  setTicketTime,
  startScoping,
  ticketPath,
  ticketTimes,
  waitForScoping,
} from './tickets.api'
export type { TicketChannelType, TicketPath, TicketQuery, TicketRef, TicketTime } from './tickets.api'
export {
  commentTypes,
  feedItemSchema,
  feedItemTypes,
  newTicketSchema,
  platformDetailsSchema,
  referenceKeys,
  referenceSchema,
  TICKET_DESCRIPTION_MAX,
  TICKET_SUBJECT_MAX,
  ticketCategories,
  ticketCategorySchema,
  ticketChannels,
  ticketPageSchema,
  ticketPriorities,
  ticketPrioritySchema,
  ticketSchema,
  ticketStates,
} from './tickets.schema'
export type {
  CommentItem,
  FeedItem,
  NewTicket,
  PlatformDetails,
  Ticket,
  TicketCategory,
  TicketPage,
  TicketPriority,
  TicketReference,
} from './tickets.schema'
export { answersTicket, supportPermissions } from './support-rules'
export { createLabel, deleteLabel, fetchLabels, rearrangeLabels, updateLabel } from './labels.api'
export type { LabelFields } from './labels.api'
export { defaultLabels, labelSchema, labelValueProblem } from './labels.schema'
export type { SupportLabel } from './labels.schema'
export {
  fetchMyTenant,
  fetchTenantDetails,
  fetchTenantEmailSender,
  fetchTenantMerchants,
  fetchTenants,
  fetchTenantUsers,
} from './directory.api'
export type { StaffMember, Tenant, TenantDetails } from './directory.schema'
export {
  billingNoteSchema,
  externalPartyInvitationSchema,
  jiraTicketSchema,
  labelFieldsSchema,
  labelOrderSchema,
  ticketAssigneeSchema,
  ticketCommentSchema,
  ticketPriorityChangeSchema,
  ticketReferencesSchema,
  ticketTimeSchemas,
} from './changes.schema'
