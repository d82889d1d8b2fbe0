import * as z from 'zod/mini'

// The audit trail's records as the sandbox answers them (issue 65): who did what to what, how it ended, what it
// changed, and the link to the record before it.

export const auditOutcomes = ['made', 'refused'] as const
export type AuditOutcome = (typeof auditOutcomes)[number]

export const auditActorKinds = ['merchant', 'tenant', 'platform', 'unknown'] as const
export type AuditActorKind = (typeof auditActorKinds)[number]

/** Through what a change came: the portal, an element on another site, a server's own call, the sign-in page. */
export const auditSources = ['portal', 'element', 'api', 'signIn'] as const
export type AuditSource = (typeof auditSources)[number]

/** One field of one row a change wrote: its value before and after, as text (a secret masked). */
export const auditFieldSchema = z.object({
  field: z.string(),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
})
export type AuditField = z.infer<typeof auditFieldSchema>

/** One row a change added, changed or removed. */
export const auditChangeSchema = z.object({
  table: z.string(),
  key: z.string(),
  op: z.enum(['added', 'changed', 'removed']),
  fields: z.array(auditFieldSchema),
})
export type AuditChange = z.infer<typeof auditChangeSchema>

export const auditRecordSchema = z.object({
  seq: z.number(),
  /** When, in UTC (ISO 8601). */
  at: z.string(),
  tenantId: z.nullable(z.number()),
  merchantId: z.nullable(z.number()),
  actor: z.object({
    kind: z.enum(auditActorKinds),
    id: z.nullable(z.number()),
    /** The name and address as they were when the record was written. */
    name: z.string(),
    email: z.string(),
    role: z.nullable(z.string()),
    /** Platform staff acting inside a tenant. */
    actingInTenant: z.boolean(),
  }),
  /** The declared call's name (its operationId), or the OpenID side's action. */
  action: z.string(),
  /** The action's key in the words' catalogue (a call made at several paths is one action). */
  actionKey: z.string(),
  target: z.object({ type: z.string(), id: z.nullable(z.string()), label: z.nullable(z.string()) }),
  outcome: z.enum(auditOutcomes),
  status: z.number(),
  /** A refusal's problem type. */
  problem: z.nullable(z.string()),
  changes: z.array(auditChangeSchema),
  /** Rows the change wrote beyond those listed (a bulk update's). */
  moreChanges: z.number(),
  reason: z.nullable(z.string()),
  requestId: z.nullable(z.string()),
  withCode: z.boolean(),
  source: z.object({ kind: z.enum(auditSources), ip: z.nullable(z.string()), userAgent: z.nullable(z.string()) }),
  /** SHA-256 of the record's canonical form with the hash of the one before it in its chain. */
  hash: z.string(),
})
export type AuditRecord = z.infer<typeof auditRecordSchema>

/** A page of records, newest first; `next` is the key of the page after it (none at the end). */
export const auditPageSchema = z.object({ data: z.array(auditRecordSchema), next: z.nullable(z.number()) })
export type AuditPage = z.infer<typeof auditPageSchema>

/** The newest link of an organisation's chain: what an administrator keeps elsewhere to prove nothing was cut. */
export const auditHeadSchema = z.object({
  tenantId: z.nullable(z.number()),
  seq: z.nullable(z.number()),
  hash: z.nullable(z.string()),
  at: z.nullable(z.string()),
  /** How long the tenant keeps its records. */
  retentionDays: z.number(),
})
export type AuditHead = z.infer<typeof auditHeadSchema>

export const AUDIT_RETENTION_DAYS = { least: 30, most: 3_650, byDefault: 400 } as const

export const auditRetentionSchema = z.object({
  days: z
    .int()
    .check(
      z.minimum(AUDIT_RETENTION_DAYS.least, `Keep the records at least ${AUDIT_RETENTION_DAYS.least} days.`),
      z.maximum(AUDIT_RETENTION_DAYS.most, `Keep the records at most ${AUDIT_RETENTION_DAYS.most} days.`),
    ),
})
export type AuditRetention = z.infer<typeof auditRetentionSchema>

/** What a page of the trail asks: every filter optional, `before` the key of the page after the last one read. */
export interface AuditQuery {
  pageSize: number
  before?: number
  tenantId?: number
  merchantId?: number
  actorId?: number
  /** Who, by e-mail (a failed sign-in for an address nobody has, too). */
  actor?: string
  action?: string
  targetType?: string
  targetId?: string
  outcome?: AuditOutcome
  /** From and to, as instants (the screen turns the user's days in their zone into these). */
  from?: string
  to?: string
}
