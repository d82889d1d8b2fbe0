import { describe, expect, it } from 'vitest'
import { openBankingTone, statusTone, ticketCategoryTone } from './status-tone'

describe('status colours (seed 002 section 4)', () => {
  it.each([
    ['Captured', 'positive'],
    ['Opened', 'positive'],
    ['Successful', 'positive'],
    ['Declined', 'negative'],
    ['ChargedBack', 'negative'],
    ['Closed', 'negative'],
    ['WaitingForApproval', 'pending'],
    ['InvitationSent', 'pending'],
    ['Not Found', 'hold'],
    ['Something new', 'neutral'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone)
  })
  it('colours open banking statuses by their own table', () => {
    expect(openBankingTone('Expired')).toBe('negative')
    expect(openBankingTone('Authorised')).toBe('positive')
    expect(openBankingTone('AwaitingAuthorisation')).toBe('pending')
    expect(openBankingTone('Unknown')).toBe('neutral')
  })
  it('colours ticket categories', () => {
    expect(ticketCategoryTone('Integration')).toBe('negative')
    expect(ticketCategoryTone('Processing')).toBe('positive')
    expect(ticketCategoryTone('Operational')).toBe('pending')
    expect(ticketCategoryTone('Clarification')).toBe('hold')
  })
})
