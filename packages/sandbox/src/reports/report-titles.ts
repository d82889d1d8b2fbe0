import type { Language } from '../api/language'

// The sandbox's report titles in Turkish, for what it words itself about them (a "report is ready" notification).
const turkish: Record<string, string> = {
  'Account statement': 'Hesap ekstresi',
  'API logs': 'API kayıtları',
  'Webhook report': 'Webhook raporu',
  'Webhook report (v2)': 'Webhook raporu (v2)',
  'Resend webhooks': 'Webhook’ları yeniden gönder',
  'Webhook destinations: status': 'Webhook adresleri: durum',
  'Webhook destinations: statistics': 'Webhook adresleri: istatistikler',
  'PMP configuration report': 'PMP yapılandırma raporu',
  Alerts: 'Uyarılar',
  'Data analytics': 'Veri analizi',
  'Decline reasons by day': 'Günlere göre ret nedenleri',
  'Declined transaction reasons': 'Reddedilen işlemlerin nedenleri',
  'Fee types': 'Ücret türleri',
  Invoices: 'Faturalar',
  'Login history': 'Oturum açma geçmişi',
  'Proposals and agreements': 'Teklifler ve sözleşmeler',
  'Support analytics': 'Destek analizi',
  'Transactions daily (v1)': 'Günlük işlemler (v1)',
  'Transactions daily': 'Günlük işlemler',
  'Transactions summary (v1)': 'İşlem özeti (v1)',
  'Transactions summary by payment method': 'Ödeme yöntemine göre işlem özeti',
  'Transactions summary per month': 'Aylık işlem özeti',
  'Transactions summary': 'İşlem özeti',
}

/** A report's title in a language; as it is where there are no words for it. */
export const reportTitleIn = (title: string, language: Language) =>
  language === 'tr' ? (turkish[title] ?? title) : title

/** Whether every title has its Turkish (the catalogue's test). */
export const hasTurkishTitle = (title: string) => Object.hasOwn(turkish, title)
