import type { DashboardCategory } from '@paydeck/core/dashboard'
import type { Language } from '../api/language'

// The seeded dashboard's words (seed-widgets.ts) in Turkish: a viewer reading tr sees the seeded categories, titles,
// descriptions and column headers in it. A text an administrator has changed is theirs and is shown as written.
const turkish: Record<string, string> = {
  Payments: 'Ödemeler',
  'Payments, last 30 days': 'Ödemeler, son 30 gün',
  'Success rate': 'Başarı oranı',
  'Approved of approved and declined, last 30 days': 'Onaylanan ve reddedilenler içinde onaylananlar, son 30 gün',
  'Captured volume per day': 'Günlük tahsil edilen hacim',
  'Captured volume, payments': 'Tahsil edilen hacim, ödemeler',
  'Last 24 hours': 'Son 24 saat',
  'Payments per hour': 'Saatlik ödemeler',
  'By status': 'Duruma göre',
  'Payments per status': 'Duruma göre ödemeler',
  'By currency': 'Para birimine göre',
  'Captured volume per currency, in the base currency': 'Para birimine göre tahsil edilen hacim, ana para biriminde',
  'Methods and customers': 'Yöntemler ve müşteriler',
  'Payment methods': 'Ödeme yöntemleri',
  'Payments, volume and success rate per method': 'Yönteme göre ödemeler, hacim ve başarı oranı',
  'Service providers': 'Hizmet sağlayıcılar',
  'Payments per service provider': 'Hizmet sağlayıcıya göre ödemeler',
  'Top customers': 'En büyük müşteriler',
  'Customers by payments, with their volume and success rate':
    'Ödeme sayısına göre müşteriler, hacim ve başarı oranıyla',
  'Geography and operations': 'Coğrafya ve operasyonlar',
  'Volume by country': 'Ülkeye göre hacim',
  'Captured volume per customer country': 'Müşteri ülkesine göre tahsil edilen hacim',
  'Webhook status': 'Webhook durumu',
  'Each merchant’s webhook endpoint over the last 24 hours': 'Her üye işyerinin webhook adresi, son 24 saat',
  Welcome: 'Hoş geldiniz',
  'Your payments at a glance; click a bar, a slice or a country to see its transactions':
    'Ödemeleriniz bir bakışta; işlemlerini görmek için bir çubuğa, dilime ya da ülkeye tıklayın',
  'Sales pipeline': 'Satış süreci',
  'Merchant acquisition': 'Üye işyeri kazanımı',
  'Open opportunities per stage, their expected monthly volume and that weighted by probability':
    'Aşamaya göre açık fırsatlar, beklenen aylık hacimleri ve olasılıkla ağırlıklandırılmış hali',
  'Latest pipeline moves': 'Süreçteki son hareketler',
  'Opportunities and projects, latest change first, with where each stands':
    'Fırsatlar ve projeler, en son değişen önce, her birinin bulunduğu aşamayla',
  'Payment method': 'Ödeme yöntemi',
  Volume: 'Hacim',
  Customer: 'Müşteri',
  Name: 'Ad',
  Pipeline: 'Süreç',
  Stage: 'Aşama',
  'Expected volume': 'Beklenen hacim',
  Changed: 'Değişti',
}

const inTurkish = (text: string) => turkish[text] ?? text

/** The viewer's dashboard in their language: the seeded words translated, everything else as it is. */
export function dashboardIn(categories: DashboardCategory[], language: Language): DashboardCategory[] {
  if (language !== 'tr') return categories
  return categories.map((category) => ({
    ...category,
    name: inTurkish(category.name),
    widgets: category.widgets.map((widget) => {
      const configuration = widget.data.configuration
      const table = configuration.tableConfiguration
      return {
        ...widget,
        title: inTurkish(widget.title),
        data: {
          ...widget.data,
          configuration: {
            ...configuration,
            description: inTurkish(configuration.description),
            ...(table && { tableConfiguration: { ...table, tableDataColumns: table.tableDataColumns.map(inTurkish) } }),
          },
        },
      }
    }),
  }))
}
