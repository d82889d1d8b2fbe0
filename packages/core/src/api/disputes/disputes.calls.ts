import type { Call } from '../../contract/route'
import { uploadedFileSchema } from '../files/files.schema'
import { disputeDetailSchema, disputePageSchema, evidenceSourcesSchema } from './disputes.schema'

// How the disputes' calls are made and what they answer; what the document says of them is in disputes.routes.ts.

export const disputeCalls = {
  'disputes.page': { method: 'GET', path: 'disputes', answer: disputePageSchema },
  'disputes.export': { method: 'GET', path: 'disputes/csv', answer: 'file:text/csv' },
  'disputes.one': { method: 'GET', path: 'disputes/{id}', answer: disputeDetailSchema },
  'disputes.saveEvidence': { method: 'PUT', path: 'disputes/{id}/evidence', answer: disputeDetailSchema },
  'disputes.evidenceSources': { method: 'GET', path: 'disputes/{id}/evidence/sources', answer: evidenceSourcesSchema },
  'disputes.uploadEvidenceFile': { method: 'POST', path: 'disputes/{id}/evidence/files', answer: uploadedFileSchema },
  'disputes.submitEvidence': { method: 'POST', path: 'disputes/{id}/submit', answer: disputeDetailSchema },
  'disputes.accept': { method: 'POST', path: 'disputes/{id}/accept', answer: disputeDetailSchema },
} as const satisfies Record<string, Call>
