import type { WidgetData } from '@paydeck/core/dashboard'
import { dayIn } from '@paydeck/core/time'
import { latestDeliveries } from '../reports/delivery-reports'
import { baseCurrencyOf } from './exchange-rates'
import type { SourceContext } from './widget-data'

// Seed 002's webhook status per merchant: NotConfigured (no endpoint: it does not process), Configured (an
// endpoint, nothing sent to it lately), Delivering or NotDelivering (whether its latest webhook arrived), from the
// deliveries of the payments of the last day and the day before (days of the user's zone).

const DAY = 86_400_000

export function webhookStatus({ db, scope, query }: SourceContext): WidgetData {
  const latest = latestDeliveries({
    db,
    scope,
    filters: {
      from: dayIn(query.to - DAY, query.timeZone),
      to: dayIn(query.to, query.timeZone),
      merchant: query.customer.map(String),
    },
    timeZone: query.timeZone,
  })
  const only = scope.merchantId !== undefined ? [scope.merchantId] : query.customer
  const merchants = db
    .prepare(
      `SELECT id, legal_business_name AS name, processing_status AS processing FROM merchants
       WHERE tenant_id = ? ${only.length > 0 ? `AND id IN (${only.map(() => '?').join(', ')})` : ''} ORDER BY name`,
    )
    .all(scope.tenantId, ...only) as { id: number; name: string; processing: string }[]
  const rows = merchants.map((merchant) => {
    const last = latest.get(merchant.id)
    const status =
      merchant.processing === 'NoProcessing'
        ? 'NotConfigured'
        : !last
          ? 'Configured'
          : last.status === 'Delivered'
            ? 'Delivering'
            : 'NotDelivering'
    return { customer: merchant.name, customerId: merchant.id, status, lastDelivery: last?.created ?? null }
  })
  const start = query.pageIndex * query.pageSize
  return {
    count: rows.length,
    data: rows.slice(start, start + query.pageSize),
    totalCount: rows.length,
    totalVolume: 0,
    baseCurrency: baseCurrencyOf(db, scope.tenantId),
    alertViewModels: [],
  }
}
