import { agreementSchema, proposalSchema, type ResponsePayload } from '@paydeck/core/schemas'
import { proposalRoutes as proposalArea } from '@paydeck/core/openapi'
import type { SandboxDatabase } from '../db/database'
import { answerDocument, findDocument, type DocumentRow } from '../pricebooks/commercial-documents.repository'
import { references } from '../db/references'
import type { Caller } from '../domain/caller'
import { found, refuse } from '../domain/problem'
import { implement } from './implement'
import { feeFields, wordedAnswers } from './worded-answers'

// Seed 002 section 4: the one state in which each kind may be answered (who may read it: the route table).
const kinds = {
  proposal: {
    pending: 'PendingApproval',
    label: 'proposal',
  },
  agreement: {
    pending: 'PendingAcceptance',
    label: 'agreement',
  },
} as const
type Kind = keyof typeof kinds

/** What a proposal and an agreement share, as the contract has it. */
const commonOf = (row: DocumentRow) => ({
  id: row.id,
  created: row.created,
  version: row.version,
  status: row.status,
  rejectReason: row.rejectReason,
  merchantName: row.merchantName,
  tenantName: row.tenantName,
  pricebookId: row.pricebookId,
  boardingFee: row.boardingFee,
  accountConfigurationFee: row.accountConfigurationFee,
  bankAccountSetupFee: row.bankAccountSetupFee,
  monthlyMinimumFee: row.monthlyMinimumFee,
  gatewayMonthlyAccess: row.gatewayMonthlyAccess,
})

const proposalOfRow = (row: DocumentRow) =>
  proposalSchema.parse({ ...commonOf(row), proposalBody: row.body, proposalEntries: JSON.parse(row.entries) })
const agreementOfRow = (row: DocumentRow) =>
  agreementSchema.parse({ ...commonOf(row), agreementBody: row.body, agreementEntries: JSON.parse(row.entries) })

/** A merchant sees its own; tenant staff their tenant's merchants'; platform staff any. */
const mayRead = (caller: Caller, row: DocumentRow) =>
  caller.kind === 'platform' ||
  (caller.kind === 'merchant' ? caller.user.merchantId === row.merchantId : caller.user.tenantId === row.tenantId)

/** A proposal as the contract has it (a price book's proposal, just sent). */
export const proposalOf = (db: SandboxDatabase, id: number) => proposalOfRow(findDocument(db, 'proposal', id)!)

export function proposalRoutes(db: SandboxDatabase) {
  /** The document if the caller may read it; else not found (which hides others' documents). */
  const readable = (caller: Caller, kind: Kind, id: number) => {
    const row = findDocument(db, kind, id)
    return found(row && mayRead(caller, row) ? row : undefined, `There is no ${kinds[kind].label} ${id}.`)
  }
  /** Only the merchant it was sent to answers it, and only while it awaits an answer (else a conflict). */
  const answered = (caller: Caller, kind: Kind, id: number, payload: ResponsePayload) => {
    const row = readable(caller, kind, id)
    const { pending, label } = kinds[kind]
    if (row.status !== pending)
      throw refuse.conflict(
        `This ${label} is already ${row.status}; only a ${label} that is ${pending} can be answered.`,
      )
    answerDocument(db, row.id, payload)
    return findDocument(db, kind, row.id)!
  }
  // The seeded fee types' names in the caller's language (a document keeps them as it was sent).
  return implement(
    proposalArea,
    {
      fetchProposal: ({ caller, params }) => proposalOfRow(readable(caller, 'proposal', params.id)),
      fetchAgreement: ({ caller, params }) => agreementOfRow(readable(caller, 'agreement', params.id)),
      respondToProposal: ({ caller, params, body }) => proposalOfRow(answered(caller, 'proposal', params.id, body)),
      respondToAgreement: ({ caller, params, body }) => agreementOfRow(answered(caller, 'agreement', params.id, body)),
      fetchFeeTypes: () =>
        references(db)
          .feeTypes()
          .map(({ feeTypeId, feeTypeName }) => ({ feeTypeId, feeTypeName })),
    },
    [wordedAnswers(feeFields)],
  )
}
