import { describe, expect, it } from 'vitest'
import { createHttpClient } from '../../http/http-client'
import { hostMounts, type Hosts } from '../../http/request-rules'
import { allowedActions } from './transaction-actions'
import { performTransactionAction } from './transaction-actions.api'

const origin = 'https://api.example.test'
const hosts = Object.fromEntries(Object.entries(hostMounts).map(([host, mount]) => [host, origin + mount])) as Hosts

describe('transaction actions', () => {
  it('sends a card number typed into a reason masked, before it leaves the browser', async () => {
    const sent: string[] = []
    const http = createHttpClient({
      hosts,
      context: async () => ({ userKind: 'tenant', systemMode: 'Live', accessToken: 'token', locale: 'en' }),
      fetch: async (input) => {
        sent.push(await (input as Request).text())
        return new Response(JSON.stringify({ error: 'Refused.' }), { status: 409 })
      },
    })
    const refund = performTransactionAction(
      http,
      7,
      'refund',
      { amount: 100, reason: 'Charged twice on 5555 5555 5555 4444' },
      { requestId: crypto.randomUUID() },
    )
    await expect(refund).rejects.toThrow()
    expect(JSON.parse(sent[0]!)).toEqual({ amount: 100, reason: 'Charged twice on 555555******4444' })
  })

  it('offers nothing that returns money once nothing remains', () => {
    const captured = { status: 'Captured', type: 'Sale' } as const
    expect(allowedActions(captured, { refundable: 500 })).toEqual([
      'refund',
      'dispute',
      'reversal',
      'statusChangeRefund',
      'checkStatus',
    ])
    expect(allowedActions(captured, { refundable: 0 })).toEqual(['checkStatus'])
    expect(allowedActions({ status: 'Refunded', type: 'Refund' })).toEqual(['checkStatus'])
    expect(allowedActions({ status: 'Pending', type: 'Chargeback' })).toEqual(['checkStatus'])
    expect(allowedActions({ status: 'Reserved', type: 'Authorisation' }, { refundable: 0 })).toEqual([
      'capture',
      'void',
      'checkStatus',
    ])
  })
})
