import type { Call } from '../../contract/route'
import { auditHeadSchema, auditPageSchema, auditRetentionSchema } from './audit.schema'

// How the audit trail's calls are made and what they answer; what the document says of them is in
// administration.routes.ts.

export const auditCalls = {
  'audit.page': { method: 'GET', path: 'audit/records', answer: auditPageSchema },
  'audit.export': { method: 'GET', path: 'audit/records/csv', answer: 'file:text/csv' },
  'audit.head': { method: 'GET', path: 'audit/head', answer: auditHeadSchema },
  'audit.saveRetention': { method: 'PUT', path: 'audit/retention', answer: auditRetentionSchema },
} as const satisfies Record<string, Call>
