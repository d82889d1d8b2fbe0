import * as z from 'zod/mini'

// In-app notifications (seed 000 sections 3, 4 and 7).

export const notificationTypes = [
  'PreCheckForm',
  'Proposal',
  'Agreement',
  'BoardingDocuments',
  'Task',
  'TransactionVelocityAlert',
  'ReportGenerated',
  // Not in seed 000's list: a comment on or a status change of a support ticket.
  'SupportTicket',
  // Not in seed 000's list: a dispute opened, near its due time, or decided (issue 66).
  'Dispute',
] as const
export type NotificationType = (typeof notificationTypes)[number]

export const notificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.nullable(z.string()),
  image: z.nullable(z.string()),
  icon: z.nullable(z.string()),
  created: z.string(),
  isRead: z.boolean(),
  /** A path or URL; for a file notification, the comma-separated names of its reports. */
  objectUrl: z.nullable(z.string()),
  // Unknown types are kept (the default icon shows them), so a new type on the server breaks nothing.
  notificationType: z.string(),
  useRouter: z.boolean(),
})
export type AppNotification = z.infer<typeof notificationSchema>

export const notificationPageSchema = z.object({
  data: z.array(notificationSchema),
  unreadNotificationCount: z.number(),
})
export type NotificationPage = z.infer<typeof notificationPageSchema>

/** An action's reply: `result: 'success'` (seed 000: a truthy reply means success). */
export const notificationActionSchema = z.object({ result: z.string() })
