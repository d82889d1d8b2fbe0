import { describe, expect, it } from 'vitest'
import type { Transaction } from '@paydeck/core/transactions'
import { mergeActivity } from './merge-activity'

const transaction = {
  created: '2026-05-01T10:00:00.000Z',
  updated: '2026-05-09T08:00:00.000Z',
  settled: '2026-05-02T02:00:00.000Z',
} as Transaction

describe('All activity', () => {
  it('puts calls, checks, statuses, fees, disputes and webhooks in time order, causes before effects', () => {
    const at = (minute: number) => new Date(Date.parse(transaction.created) + minute * 60_000).toISOString()
    const items = mergeActivity({
      transaction,
      events: [
        {
          id: 1,
          transactionId: 1,
          type: 'Created',
          status: 'Pending',
          created: at(0),
          actor: 'api',
          reason: null,
          amount: null,
        },
        {
          id: 2,
          transactionId: 1,
          type: 'ChargebackOpened',
          status: 'Captured',
          created: at(600),
          actor: 'Visa',
          reason: null,
          amount: 100,
        },
      ],
      apiLogs: [
        {
          id: 5,
          transactionId: 1,
          created: at(0),
          method: 'POST',
          endpoint: '/payments',
          statusCode: 201,
          durationMs: 80,
          request: '{}',
          response: '{}',
        },
      ],
      webhooks: [
        {
          id: 7,
          eventId: 1,
          version: 'v2',
          event: 'payment.created',
          url: 'https://shop.example/hook',
          status: 'Delivered',
          statusCode: 200,
          attempts: 1,
          created: at(1),
          lastAttempt: at(1),
        },
      ],
      fees: [{ id: 9, type: 'Processing', description: 'Processing fee', amount: 30, currency: 'EUR', rate: 1.4 }],
      disputes: [{ network: 'Visa', code: '10.4', reason: 'Fraud', respondBy: '2026-06-01' }],
      alerts: [{ id: 3, rule: 'Velocity', severity: 'info', score: 12, message: 'ok', created: at(0) }],
    })
    expect(items.map((item) => item.kind)).toEqual(['api', 'alert', 'event', 'webhook', 'event', 'dispute', 'fee'])
    expect(items.find((item) => item.kind === 'fee')?.at).toBe(transaction.settled)
    expect(items.find((item) => item.kind === 'dispute')?.at).toBe(at(600))
  })

  it('shows what arrived when some reads are missing', () => {
    expect(mergeActivity({ transaction })).toEqual([])
  })
})
