import * as z from 'zod/mini'

// Automated reports per customer (seed 000 section 7's customer-configuration calls): which reports a merchant's
// book is reported in, how often, and to whom; the server generates the files when one falls due and tells each
// recipient with a ReportGenerated notification, which the bell downloads.

export const reportFrequencies = ['Daily', 'Weekly', 'Monthly'] as const
export type ReportFrequency = (typeof reportFrequencies)[number]

export const customerConfigurationSchema = z.object({
  customerId: z.number(),
  /** False until it is first saved: the values are the defaults a new one starts from. */
  saved: z.boolean(),
  reportIds: z.array(z.string()),
  frequency: z.enum(reportFrequencies),
  /** Users' ids: the customer's own users and its tenant's staff. */
  recipients: z.array(z.number()),
  timeZone: z.string(),
  active: z.boolean(),
  nextDue: z.nullable(z.string()),
  lastGenerated: z.nullable(z.string()),
  updatedBy: z.nullable(z.string()),
  updated: z.nullable(z.string()),
})
export type CustomerConfiguration = z.infer<typeof customerConfigurationSchema>

/** What a customer's configuration may name: the reports run on its book, and who may receive them. */
export const customerConfigurationOptionsSchema = z.object({
  reports: z.array(z.object({ id: z.string(), title: z.string() })),
  /** The merchant's own zone, offered beside the user's and UTC. */
  merchantTimeZone: z.optional(z.string()),
  recipients: z.array(z.object({ id: z.number(), name: z.string(), email: z.string(), staff: z.boolean() })),
})
export type CustomerConfigurationOptions = z.infer<typeof customerConfigurationOptionsSchema>

export const saveCustomerConfigurationSchema = z.object({
  reportIds: z
    .array(z.string().check(z.maxLength(80)))
    .check(z.minLength(1, 'Choose at least one report.'), z.maxLength(30)),
  frequency: z.enum(reportFrequencies),
  recipients: z.array(z.int()).check(z.minLength(1, 'Choose at least one recipient.'), z.maxLength(50)),
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
})
export type SaveCustomerConfiguration = z.infer<typeof saveCustomerConfigurationSchema>
