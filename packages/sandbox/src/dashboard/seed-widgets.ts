import type { ChartConfiguration, TableConfiguration, WidgetConfiguration, WidgetType } from '@paydeck/core/dashboard'
import type { SandboxDatabase } from '../db/database'

// The dashboards users land on: each tenant's administrators' categories of widgets, of every type and chart type,
// assigned to the seeded roles (merchant roles see their own book's widgets, tenant roles the tenant's too).

export const DATA_SOURCE_BASE = 'reporting/api/v2/dashboard/data'

interface SeedWidget {
  title: string
  type: WidgetType
  source: string
  description: string
  filters?: Record<string, string>
  chart?: ChartConfiguration
  table?: TableConfiguration
  last24Hours?: boolean
  /** Who it is assigned to: merchants' roles, tenant staff's, both, or the staff who manage pipelines. */
  for: 'merchant' | 'staff' | 'both' | 'pipelines'
}

const chart = (
  chartType: ChartConfiguration['chartType'],
  x: [string, string],
  y: string[],
  yName: string,
  tooltipType: 'currency' | 'time' | null = null,
): ChartConfiguration => ({
  chartType,
  xAxisColumn: x[0],
  xAxisColumnName: x[1],
  yAxisColumn: y,
  yAxisColumnName: yName,
  tooltipType,
  tooltipValue: tooltipType === 'currency' ? y[0] : null,
})

export const seedCategories: readonly { name: string; widgets: readonly SeedWidget[] }[] = [
  {
    name: 'Payments',
    widgets: [
      {
        title: 'Payments',
        type: 'COUNT_WIDGET',
        source: 'transactions-count',
        description: 'Payments, last 30 days',
        for: 'both',
      },
      {
        title: 'Success rate',
        type: 'SUCCESS_RATE_WIDGET',
        source: 'success-rate',
        description: 'Approved of approved and declined, last 30 days',
        for: 'both',
      },
      {
        title: 'Captured volume per day',
        type: 'CHART_WIDGET',
        source: 'transactions-by-date',
        description: 'Captured volume, payments',
        chart: chart('ComboChart', ['date', 'Day'], ['volume', 'count'], 'Volume, payments', 'currency'),
        for: 'both',
      },
      {
        title: 'Last 24 hours',
        type: 'CHART_WIDGET',
        source: 'transactions-by-date',
        description: 'Payments per hour',
        filters: { dateRange: 'last24Hours' },
        last24Hours: true,
        chart: chart('LineChart', ['date', 'Hour'], ['count'], 'Payments'),
        for: 'both',
      },
      {
        title: 'By status',
        type: 'CHART_WIDGET',
        source: 'transactions-by-status',
        description: 'Payments per status',
        chart: chart('PieChart', ['status', 'Status'], ['count'], 'Payments'),
        for: 'both',
      },
      {
        title: 'By currency',
        type: 'CHART_WIDGET',
        source: 'transactions-by-currency',
        description: 'Captured volume per currency, in the base currency',
        chart: chart('BarChart', ['currency', 'Currency'], ['baseVolume'], 'Volume', 'currency'),
        for: 'both',
      },
    ],
  },
  {
    name: 'Methods and customers',
    widgets: [
      {
        title: 'Payment methods',
        type: 'TABLE_WIDGET',
        source: 'transactions-by-payment-method',
        description: 'Payments, volume and success rate per method',
        table: {
          tableDataProperties: ['paymentMethod', 'count', 'volume', 'successRate'],
          tableDataColumns: ['Payment method', 'Payments', 'Volume', 'Success rate'],
          pipes: [null, null, 'currency', 'percent'],
          navigationUrl: null,
        },
        for: 'both',
      },
      {
        title: 'Service providers',
        type: 'CHART_WIDGET',
        source: 'transactions-by-service-provider',
        description: 'Payments per service provider',
        chart: chart('BarChart', ['serviceProvider', 'Provider'], ['count'], 'Payments'),
        for: 'staff',
      },
      {
        title: 'Top customers',
        type: 'TABLE_WIDGET',
        source: 'transactions-by-customer',
        description: 'Customers by payments, with their volume and success rate',
        table: {
          tableDataProperties: ['customer', 'count', 'volume', 'successRate'],
          tableDataColumns: ['Customer', 'Payments', 'Volume', 'Success rate'],
          pipes: [null, null, 'currency', 'percent'],
          navigationUrl: 'transaction-management/transaction-lookup?merchant={customerId}',
        },
        for: 'staff',
      },
    ],
  },
  {
    name: 'Geography and operations',
    widgets: [
      {
        title: 'Volume by country',
        type: 'MAP_WIDGET',
        source: 'volume-by-country',
        description: 'Captured volume per customer country',
        chart: chart('GeoChart', ['country', 'Country'], ['volume'], 'Volume', 'currency'),
        for: 'both',
      },
      {
        title: 'Dispute rates',
        type: 'TABLE_WIDGET',
        source: 'dispute-rates',
        description: 'Chargebacks opened per month, their rate by count and by amount, and the share won',
        table: {
          tableDataProperties: ['month', 'currency', 'disputes', 'rateByCount', 'rateByAmount', 'winRate'],
          tableDataColumns: [
            'Month',
            'Currency',
            'Chargebacks',
            'Dispute rate (count)',
            'Dispute rate (amount)',
            'Win rate',
          ],
          pipes: [null, null, null, 'percent', 'percent', 'percent'],
          navigationUrl: null,
        },
        for: 'both',
      },
      {
        title: 'Webhook status',
        type: 'WEBHOOK_STATUS',
        source: 'webhook-status',
        description: 'Each merchant’s webhook endpoint over the last 24 hours',
        for: 'staff',
      },
      {
        title: 'Welcome',
        type: 'BANNER_WIDGET',
        source: 'none',
        description: 'Your payments at a glance; click a bar, a slice or a country to see its transactions',
        for: 'both',
      },
    ],
  },
  {
    name: 'Sales pipeline',
    widgets: [
      {
        title: 'Merchant acquisition',
        type: 'PIPELINE_CHART',
        source: 'pipeline-by-stage',
        description: 'Open opportunities per stage, their expected monthly volume and that weighted by probability',
        chart: chart(
          'BarChart',
          ['stage', 'Stage'],
          ['count', 'volume', 'weightedVolume'],
          'Opportunities',
          'currency',
        ),
        for: 'pipelines',
      },
      {
        title: 'Latest pipeline moves',
        type: 'TABLE_WIDGET',
        source: 'pipeline-elements',
        description: 'Opportunities and projects, latest change first, with where each stands',
        table: {
          tableDataProperties: ['name', 'pipeline', 'stage', 'volume', 'updated'],
          tableDataColumns: ['Name', 'Pipeline', 'Stage', 'Expected volume', 'Changed'],
          pipes: [null, null, 'pipelineStage', 'currency', 'date'],
          navigationUrl: null,
        },
        for: 'pipelines',
      },
    ],
  },
]

/** Seeds every tenant's categories and widgets once, and assigns them to the roles of their audience. */
export function seedWidgets(db: SandboxDatabase, now = new Date()): void {
  const existing = db.prepare('SELECT COUNT(*) AS n FROM dashboard_widgets').get() as { n: number }
  if (existing.n > 0) return
  const tenants = db.prepare('SELECT id FROM tenants ORDER BY id').all() as { id: number }[]
  // Merchants' roles see their own book; staff's, the tenant's when they may look transactions up. Everyone has the
  // welcome banner.
  const roles = db
    .prepare(
      `SELECT r.id, r.user_level AS level, EXISTS (SELECT 1 FROM role_permissions p WHERE p.role_id = r.id
         AND p.permission IN ('CRM.Transaction.View', 'Platform.Transaction.Lookup')) AS looksUp,
         EXISTS (SELECT 1 FROM role_permissions p WHERE p.role_id = r.id AND p.permission = 'CRM.Pipelines.Manage')
           AS pipelines
       FROM roles r`,
    )
    .all() as { id: number; level: number; looksUp: number; pipelines: number }[]
  const category = db.prepare('INSERT INTO dashboard_categories (tenant_id, name, position) VALUES (?, ?, ?)')
  const widget = db.prepare(
    `INSERT INTO dashboard_widgets (tenant_id, category_id, title, data, filters, position, created, updated)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const assign = db.prepare('INSERT INTO dashboard_role_widgets (role_id, widget_id) VALUES (?, ?)')
  const sees = (role: { level: number; looksUp: number; pipelines: number }, entry: SeedWidget) =>
    entry.type === 'BANNER_WIDGET' ||
    (entry.for === 'pipelines'
      ? role.pipelines === 1
      : role.level === 0
        ? entry.for !== 'staff'
        : role.looksUp === 1 && entry.for !== 'merchant')
  for (const tenant of tenants)
    seedCategories.forEach((seeded, categoryPosition) => {
      const categoryId = Number(category.run(tenant.id, seeded.name, categoryPosition).lastInsertRowid)
      seeded.widgets.forEach((entry, position) => {
        const configuration: WidgetConfiguration = {
          widgetType: entry.type,
          description: entry.description,
          isLast24Hours: entry.last24Hours ?? false,
          chartConfiguration: entry.chart ?? null,
          tableConfiguration: entry.table ?? null,
          customPipe: null,
        }
        const data = {
          configuration,
          dataSourceEndpoint: `${DATA_SOURCE_BASE}/${entry.source}`,
          dataSourceMoreDataEndpoint: null,
          dataSourceEndpointId: entry.source,
          dataSourceType: entry.source,
        }
        const widgetId = Number(
          widget.run(
            tenant.id,
            categoryId,
            entry.title,
            JSON.stringify(data),
            JSON.stringify(entry.filters ?? { dateRange: 'last30Days' }),
            position,
            now.toISOString(),
            now.toISOString(),
          ).lastInsertRowid,
        )
        for (const role of roles) if (sees(role, entry)) assign.run(role.id, widgetId)
      })
    })
}
