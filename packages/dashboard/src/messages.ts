import { defineMessages } from '@paydeck/ui'

// The dashboard's own words; widgets' titles and descriptions come from their configuration.
const en = {
  /** The row that holds every value past a widget's first few. */
  other: 'Other',
  zone: 'Days and hours in {zone}.',
  title: 'Dashboard',
  loading: 'Loading the dashboard…',
  failed: 'The dashboard could not be loaded: {error}',
  retry: 'Try again',
  empty: 'No widgets have been given to your role yet. An administrator assigns them in the dashboard settings.',
  widgetLoading: 'Loading…',
  noData: 'No data',
  staleData: 'These figures could not be refreshed: they are the last ones loaded.',
  previous: 'Previous period: {value}',
  change: '{change} against the previous period',
  unchanged: 'Unchanged against the previous period',
  successRate: '{rate} approved',
  noRate: 'No approved or declined payments',
  payments: '{count, plural, one {# payment} other {# payments}}',
  chartAsTable: 'The figures of {title}',
  chartLabel: '{title}: {description}',
  showFigures: 'Show the figures as a table',
  mapLoading: 'Loading the map…',
  chartLoading: 'Loading the chart…',
  details: 'Details',
  'pipeline.open': 'Open',
  'pipeline.expected': 'Expected volume',
  'pipeline.weighted': 'Weighted by probability',
  'pipeline.stageFigures': '{count} · {volume}',
  detailDescription: 'Hour by hour, for the day you choose.',
  day: 'Day',
  dayRequired: 'Choose a day.',
  dayInvalid: 'Choose a day up to today.',
  seePayments: 'See these payments',
  notYours: 'This widget is not on your dashboard.',
  'webhook.Configured': 'Configured',
  'webhook.NotConfigured': 'Not configured',
  'webhook.Delivering': 'Delivering',
  'webhook.NotDelivering': 'Not delivering',
  customer: 'Customer',
  webhookStatus: 'Webhook status',
  lastDelivery: 'Last delivery',
  points: '{value} pp',
}

/** The words of a language other than English: every key of the English. */
export type DashboardWords = Record<keyof typeof en, string>

export const useDashboardT = defineMessages('dashboard', {
  en,
  tr: () => import('./messages.tr').then((module) => module.tr),
  ar: () => import('./messages.ar').then((module) => module.ar),
})
