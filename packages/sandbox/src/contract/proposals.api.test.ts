import { describe, expect, it } from 'vitest'
import { PaydeckHttpError } from '@paydeck/core'
import {
  fetchAgreement,
  fetchFeeTypes,
  fetchProposal,
  respondToAgreement,
  respondToProposal,
} from '@paydeck/core/proposals'
import { inMemoryClient as sandboxClient } from '../testing/in-memory-client'

describe('proposals and agreements against the sandbox', () => {
  it('reads a proposal with its fees and entries by product', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test')
    const proposal = await fetchProposal(paydeck.http, 1)
    expect(proposal).toMatchObject({ status: 'PendingApproval', merchantName: 'Acme Coffee Ltd', boardingFee: 149 })
    expect(proposal.proposalEntries[0]!.items.map((item) => item.feeSymbol)).toEqual(['%', 'EUR', 'EUR', 'EUR'])
    expect(proposal.proposalBody).toContain('<h2>Commercial proposal for Acme Coffee Ltd</h2>')
  })

  it('accepts once; a second answer is refused with a clear 409', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test')
    expect((await respondToProposal(paydeck.http, 1, { response: 'Accepted' })).status).toBe('Accepted')
    const again = await respondToProposal(paydeck.http, 1, { response: 'Rejected', rejectReason: 'Too late' }).catch(
      (error: unknown) => error,
    )
    expect(again).toBeInstanceOf(PaydeckHttpError)
    expect((again as PaydeckHttpError).status).toBe(409)
    expect((again as PaydeckHttpError).message).toBe(
      'This proposal is already Accepted; only a proposal that is PendingApproval can be answered.',
    )
  })

  it('rejects an agreement with the reason, which it then carries', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test')
    const agreement = await fetchAgreement(paydeck.http, 5)
    expect(agreement.status).toBe('PendingAcceptance')
    const rejected = await respondToAgreement(paydeck.http, 5, {
      response: 'Rejected',
      rejectReason: '  Fees too high ',
    })
    expect(rejected).toMatchObject({ status: 'Rejected', rejectReason: 'Fees too high' })
  })

  it('lists the fee types', async () => {
    const { paydeck } = await sandboxClient('merchant@sandbox.test')
    expect((await fetchFeeTypes(paydeck.http)).map((type) => type.feeTypeName)).toContain('Chargeback fee')
  })
})
