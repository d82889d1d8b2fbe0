import { defineMessages } from '@paydeck/ui'

// The dashboard's own words; widgets' titles and descriptions come from their configuration.
const en = {
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
  successRate: '{rate} % approved',
  noRate: 'No approved or declined payments',
  payments: '{count} payments',
  chartAsTable: 'The figures of {title}',
  'webhook.Configured': 'Configured',
  'webhook.NotConfigured': 'Not configured',
  'webhook.Delivering': 'Delivering',
  'webhook.NotDelivering': 'Not delivering',
  customer: 'Customer',
  webhookStatus: 'Webhook status',
  lastDelivery: 'Last delivery',
}

const tr: Record<keyof typeof en, string> = {
  title: 'Gösterge paneli',
  loading: 'Gösterge paneli yükleniyor…',
  failed: 'Gösterge paneli yüklenemedi: {error}',
  retry: 'Tekrar dene',
  empty: 'Rolünüze henüz bir gösterge verilmedi. Bir yönetici bunları gösterge paneli ayarlarında atar.',
  widgetLoading: 'Yükleniyor…',
  noData: 'Veri yok',
  staleData: 'Bu rakamlar yenilenemedi: en son yüklenenler gösteriliyor.',
  previous: 'Önceki dönem: {value}',
  change: 'Önceki döneme göre {change}',
  unchanged: 'Önceki döneme göre değişmedi',
  successRate: '%{rate} onaylandı',
  noRate: 'Onaylanan veya reddedilen ödeme yok',
  payments: '{count} ödeme',
  chartAsTable: '{title} rakamları',
  'webhook.Configured': 'Yapılandırıldı',
  'webhook.NotConfigured': 'Yapılandırılmadı',
  'webhook.Delivering': 'Teslim ediliyor',
  'webhook.NotDelivering': 'Teslim edilmiyor',
  customer: 'Müşteri',
  webhookStatus: 'Webhook durumu',
  lastDelivery: 'Son teslimat',
}

export const useDashboardT = defineMessages({ en, tr })
