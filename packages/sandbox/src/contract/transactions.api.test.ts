import { describe, expect, it } from 'vitest'
import { fetchReportColumns, resetReportColumns, saveReportColumns } from '@paydeck/core/reports'
import { fetchTransactions, fetchTransactionTotals, TRANSACTION_LOOKUP_REPORT_ID } from '@paydeck/core/transactions'
import {
  createSavedView,
  fetchAccountingEntries,
  fetchApiLogs,
  fetchSavedViews,
  fetchTransactionDetails,
  fetchTransactionEvents,
  fetchWebhookDeliveries,
} from '@paydeck/core/transaction-activity'
import { inMemoryClient } from '../testing/in-memory-client'

// @paydeck/core's transaction calls against the sandbox: the paths and hosts the request rules give them.
describe('transaction calls', () => {
  it('looks up a merchant’s book and reads one transaction’s tabs through their services', async () => {
    const { paydeck, sent } = await inMemoryClient('merchant@sandbox.test')
    await paydeck.session.loadUserContext()
    // Sales: a payment's tabs (a won dispute's reversal is captured too, a movement with no story of its own).
    const page = await fetchTransactions(paydeck.http, 'merchant', {
      status: ['Captured'],
      type: ['Sale'],
      PageSize: 5,
    })
    expect(page.data.every((t) => t.status === 'Captured' && t.merchantId === 1)).toBe(true)
    const totals = await fetchTransactionTotals(paydeck.http, 'merchant', { status: ['Captured'] })
    expect(totals.count).toBeGreaterThanOrEqual(page.data.length)
    const ref = { id: page.data[0]!.id }
    expect((await fetchTransactionDetails(paydeck.http, 'merchant', ref)).transaction.id).toBe(ref.id)
    expect((await fetchTransactionEvents(paydeck.http, 'merchant', ref)).data[0]!.type).toBe('Created')
    expect((await fetchApiLogs(paydeck.http, 'merchant', ref)).count).toBeGreaterThan(0)
    expect((await fetchWebhookDeliveries(paydeck.http, 'merchant', ref, 'v1')).count).toBeGreaterThan(0)
    expect((await fetchWebhookDeliveries(paydeck.http, 'merchant', ref, 'v2')).data[0]!.version).toBe('v2')
    const entries = await fetchAccountingEntries(paydeck.http, 'merchant', { ...ref, merchantId: 1 })
    expect(entries.length).toBeGreaterThan(0)
    const paths = sent.map((request) => new URL(request.url).pathname)
    expect(paths).toContain('/v1/api/transactions')
    expect(paths).toContain(`/wh/api/crm/notifications/transaction-webhooks/${ref.id}`)
    expect(paths).toContain(`/wh2/api/crm/notifications/transaction-webhooks/${ref.id}`)
    expect(paths).toContain(`/acc/customers/1/transactions/${ref.id}/accounting-entries`)
  })

  it('keeps a user’s columns and saved views', async () => {
    const { paydeck } = await inMemoryClient('tenant@sandbox.test')
    await paydeck.session.loadUserContext()
    const columns = await fetchReportColumns(paydeck.http, TRANSACTION_LOOKUP_REPORT_ID)
    const hidden = columns.items.map((column) => ({ ...column, visible: column.name !== 'card' && column.visible }))
    await saveReportColumns(paydeck.http, { reportId: TRANSACTION_LOOKUP_REPORT_ID, items: hidden })
    expect((await fetchReportColumns(paydeck.http, TRANSACTION_LOOKUP_REPORT_ID)).custom).toBe(true)
    expect((await resetReportColumns(paydeck.http, TRANSACTION_LOOKUP_REPORT_ID)).items).toEqual(columns.items)
    await createSavedView(paydeck.http, 'tenant', { name: 'Refunds this month', query: 'status=Refunded' })
    expect((await fetchSavedViews(paydeck.http, 'tenant')).map((view) => view.name)).toEqual(['Refunds this month'])
  })
})
