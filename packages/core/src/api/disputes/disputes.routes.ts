import * as z from 'zod/mini'
import { described, optional, pageQuery, type RouteArea } from '../../contract/route'
import { everyone } from '../../contract/kinds'
import { disputeAnswerers, disputeReaders } from './disputes.access'
import { disputeCalls } from './disputes.calls'
import { disputeStages, disputeStatuses } from './dispute-model'
import { disputeCategories } from './dispute-reasons'
import { disputeListTabs, dueWithinFilters, evidenceSchema } from './disputes.schema'

const disputeFilters = optional({
  tab: z.enum(disputeListTabs),
  stage: z.enum(disputeStages),
  status: z.enum(disputeStatuses),
  category: z.enum(disputeCategories),
  dueWithin: z.enum(dueWithinFilters),
  merchantId: z.int(),
  transactionId: z.int(),
  currency: z.string(),
  minAmount: z.int(),
  maxAmount: z.int(),
  tenantId: z.int(),
})
const answer = { by: everyone, access: disputeAnswerers, headers: ['requestId'] as const }

export const disputeRoutes = {
  area: 'disputes',
  description: 'Disputes worked as cases: the list by due date, one dispute, its evidence, its answer or acceptance.',
  access: disputeReaders,
  routes: described(disputeCalls, {
    'disputes.page': {
      madeBy: 'fetchDisputePage',
      by: everyone,
      summary: 'A page of disputes, the soonest due first (the closed tab: the latest decided first)',
      query: { ...pageQuery, ...disputeFilters },
    },
    'disputes.export': {
      madeBy: 'downloadDisputesCsv',
      by: everyone,
      summary: 'Every dispute the filters match as CSV, streamed',
      query: { ...disputeFilters, ...optional({ timeZone: z.string() }) },
    },
    'disputes.one': {
      madeBy: 'fetchDispute',
      by: everyone,
      summary: 'One dispute with its payment, timeline and evidence',
    },
    'disputes.saveEvidence': {
      madeBy: 'saveDisputeEvidence',
      ...answer,
      headers: [],
      draft: true,
      summary: 'Keeps the evidence as a draft: nothing is sent',
      body: evidenceSchema,
    },
    'disputes.evidenceSources': {
      madeBy: 'fetchEvidenceSources',
      by: everyone,
      access: disputeAnswerers,
      summary: 'What the merchant’s own records offer as evidence: the payment’s tickets, the agreement, its events',
    },
    'disputes.uploadEvidenceFile': {
      madeBy: 'uploadEvidenceFile',
      by: everyone,
      access: disputeAnswerers,
      draft: true,
      summary: 'Keeps a file for the dispute’s evidence (PDF, JPEG or PNG); the draft names it once saved',
      body: { multipart: { file: 'file' } },
    },
    'disputes.submitEvidence': {
      madeBy: 'submitDisputeEvidence',
      ...answer,
      summary: 'Sends the saved evidence to the network, once; it cannot be changed after',
    },
    'disputes.accept': {
      madeBy: 'acceptDispute',
      ...answer,
      summary: 'Accepts the dispute: closed as lost, the money stays with the cardholder',
    },
  }),
} satisfies RouteArea
