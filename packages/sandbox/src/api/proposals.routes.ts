import { Hono, type Context } from 'hono'
import {
  agreementSchema,
  feeTypesSchema,
  proposalSchema,
  responsePayloadSchema,
  type ResponsePayload,
} from '@paydeck/core/schemas'
import type { SandboxDatabase } from '../db/database'
import { answerDocument, findDocument, type DocumentRow } from '../pricebooks/commercial-documents.repository'
import { references } from '../db/references'
import type { ApiEnv } from './auth.middleware'
import type { Caller } from '../domain/caller'
import { conflict, notFound } from './problems'
import { bind } from './route-table'
import { bodyOf } from './json-body'
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

function contract(row: DocumentRow) {
  const common = {
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
  }
  const entries = JSON.parse(row.entries) as unknown
  return row.kind === 'proposal'
    ? proposalSchema.parse({ ...common, proposalBody: row.body, proposalEntries: entries })
    : agreementSchema.parse({ ...common, agreementBody: row.body, agreementEntries: entries })
}

/** A merchant sees its own; tenant staff their tenant's merchants'; platform staff any. */
const mayRead = (caller: Caller, row: DocumentRow) =>
  caller.kind === 'platform' ||
  (caller.kind === 'merchant' ? caller.user.merchantId === row.merchantId : caller.user.tenantId === row.tenantId)

/** A proposal as the contract has it (a price book's proposal, just sent). */
export const proposalOf = (db: SandboxDatabase, id: number) => contract(findDocument(db, 'proposal', id)!)

export function proposalRoutes(db: SandboxDatabase) {
  const app = new Hono<ApiEnv>()
  const find = (kind: Kind, id: string) => findDocument(db, kind, Number(id))

  /** The document if the caller may read it; otherwise the answer to send (404 hides others' documents). */
  const readable = (c: Context<ApiEnv>, kind: Kind) => {
    const caller = c.get('caller')
    const row = find(kind, c.req.param('id')!)
    if (!row || !mayRead(caller, row))
      return { denied: notFound(c, `There is no ${kinds[kind].label} ${c.req.param('id')}.`) }
    return { row }
  }

  /** Only the merchant it was sent to answers it, and only while it awaits an answer (else 409). */
  const answer = (c: Context<ApiEnv>, kind: Kind, payload: ResponsePayload) => {
    const { row, denied } = readable(c, kind)
    if (denied) return denied
    const { pending, label } = kinds[kind]
    if (row.status !== pending) {
      return conflict(c, `This ${label} is already ${row.status}; only a ${label} that is ${pending} can be answered.`)
    }
    answerDocument(db, row.id, payload)
    return c.json(contract(find(kind, String(row.id))!))
  }

  // The seeded fee types' names in the caller's language (a document keeps them as it was sent).
  for (const path of [
    '/proposals/*',
    '/agreements/*',
    '/crm/proposals/*',
    '/crm/agreements/*',
    '/pricebooks/feetypes/all',
    '/crm/pricebooks/feetypes/all',
  ])
    app.use(path, wordedAnswers(feeFields))
  const calls = {
    proposal: ['fetchProposal', 'respondToProposal'],
    agreement: ['fetchAgreement', 'respondToAgreement'],
  } as const
  for (const kind of ['proposal', 'agreement'] as const) {
    const [read, respond] = calls[kind]
    bind(app, read, (c) => {
      const { row, denied } = readable(c, kind)
      return denied ?? c.json(contract(row))
    })
    bind(app, respond, (c) => answer(c, kind, bodyOf(c, responsePayloadSchema)))
  }
  bind(app, 'fetchFeeTypes', (c) =>
    c.json(
      feeTypesSchema.parse(
        references(db)
          .feeTypes()
          .map(({ feeTypeId, feeTypeName }) => ({ feeTypeId, feeTypeName })),
      ),
    ),
  )
  return app
}
