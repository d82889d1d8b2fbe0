import { labelOf, transactionStatusLabels } from '@paydeck/core/labels'
import type { ReportDefinition } from '@paydeck/core/reports'
import type { Language } from '../domain/language'
import { arabic } from './sandbox-words.ar'

// The sandbox's own words in Turkish (and in Arabic, sandbox-words.ar.ts), one dictionary for everything it words itself: the reports (titles,
// descriptions, columns, filters, their presets and options) and the seeded dashboard. A text read in tr is worded
// here; the reports' and the dashboard's tests fail on a text without its Turkish.
const turkish: Record<string, string> = {
  // Titles
  'Account statement': 'Hesap ekstresi',
  'API logs': 'API kayıtları',
  Alerts: 'Uyarılar',
  'Data analytics': 'Veri analizi',
  'Decline reasons by day': 'Günlere göre ret nedenleri',
  'Declined transaction reasons': 'Reddedilen işlemlerin nedenleri',
  'Fee types': 'Ücret türleri',
  Invoices: 'Faturalar',
  'Login history': 'Oturum açma geçmişi',
  'PMP configuration report': 'PMP yapılandırma raporu',
  'Proposals and agreements': 'Teklifler ve sözleşmeler',
  'Resend webhooks': 'Webhook’ları yeniden gönder',
  'Support analytics': 'Destek analizi',
  'Transactions daily (v1)': 'Günlük işlemler (v1)',
  'Transactions daily': 'Günlük işlemler',
  'Transactions summary (v1)': 'İşlem özeti (v1)',
  'Transactions summary by payment method': 'Ödeme yöntemine göre işlem özeti',
  'Transactions summary per month': 'Aylık işlem özeti',
  'Transactions summary': 'İşlem özeti',
  'Webhook destinations: statistics': 'Webhook adresleri: istatistikler',
  'Webhook destinations: status': 'Webhook adresleri: durum',
  'Webhook report (v2)': 'Webhook raporu (v2)',
  'Webhook report': 'Webhook raporu',
  // Descriptions
  'Payments per day and currency: how many, how many approved and declined, and the money captured.':
    'Gün ve para birimine göre ödemeler: kaç tane, kaçı onaylandı ve reddedildi, tahsil edilen tutar.',
  'The earlier daily layout: payments per day in every currency together, counts and approval rate.':
    'Önceki günlük düzen: tüm para birimleri bir arada günlük ödemeler, sayılar ve onay oranı.',
  'The period per merchant and currency: payments, approval rate and the money captured and refunded.':
    'Üye işyeri ve para birimine göre dönem: ödemeler, onay oranı, tahsil ve iade edilen tutar.',
  'The earlier summary: the period per merchant, counts and approval rate.':
    'Önceki özet: üye işyerine göre dönem, sayılar ve onay oranı.',
  'The period per payment method and currency: payments, approval rate and the money captured.':
    'Ödeme yöntemi ve para birimine göre dönem: ödemeler, onay oranı ve tahsil edilen tutar.',
  'Payments by card brand, 3-D Secure outcome and issuing country: where approvals are won and lost, and the money captured.':
    'Kart markası, 3-D Secure sonucu ve kartı veren ülkeye göre ödemeler: onayların nerede kazanılıp kaybedildiği ve tahsil edilen tutar.',
  'Payments per calendar month (in the report’s time zone) and currency.':
    'Takvim ayı (raporun saat diliminde) ve para birimine göre ödemeler.',
  'Why payments were declined in the period: each reason with its response code, count and share.':
    'Dönemde ödemelerin neden reddedildiği: her neden, yanıt kodu, sayısı ve payıyla.',
  'Declined payments per day and reason, with each reason’s share of the day’s declines.':
    'Gün ve nedene göre reddedilen ödemeler, her nedenin o günün retleri içindeki payıyla.',
  'Every sign-in at the identity provider in the period: who, from where, and whether it succeeded.':
    'Dönemde kimlik sağlayıcıdaki her oturum açma: kim, nereden ve başarılı olup olmadığı.',
  'Tickets opened in the period per category: how many, how many are closed, and how long the first answer and the resolution took.':
    'Dönemde kategoriye göre açılan talepler: kaç tane, kaçı kapandı, ilk yanıt ve çözüm ne kadar sürdü.',
  'Every API call about the payments made in the period: the merchant’s and staff’s, with the answer and how long it took.':
    'Dönemdeki ödemelerle ilgili her API çağrısı: üye işyerininkiler ve personelinkiler, yanıtı ve süresiyle.',
  'Every v1 webhook sent about the payments made in the period: the event, the endpoint’s answer and the attempts.':
    'Dönemdeki ödemeler için gönderilen her v1 webhook: olay, adresin yanıtı ve denemeler.',
  'Every v2 webhook sent about the payments made in the period: the event, the endpoint’s answer and the attempts.':
    'Dönemdeki ödemeler için gönderilen her v2 webhook: olay, adresin yanıtı ve denemeler.',
  'The v2 webhooks of the period’s payments that have not arrived (failed, or still retrying) unless you filter otherwise; select them and send them again.':
    'Dönemdeki ödemelerin ulaşmayan v2 webhook’ları (başarısız ya da hâlâ yeniden deneniyor), başka türlü süzmediyseniz; seçip yeniden gönderin.',
  'Each merchant endpoint that webhooks went to in the period: whether its latest delivery arrived, and since when it has been missing them.':
    'Dönemde webhook gönderilen her üye işyeri adresi: son teslimatın ulaşıp ulaşmadığı ve ne zamandan beri kaçırdığı.',
  'Each merchant endpoint over the period: webhooks sent, delivered, retrying and failed, the delivery rate and the attempts each took.':
    'Dönem boyunca her üye işyeri adresi: gönderilen, teslim edilen, yeniden denenen ve başarısız webhook’lar, teslim oranı ve deneme sayısı.',
  'The merchant’s account day by day: payments credited less their fees, refunds, reversals, chargebacks and payouts debited, and the balance at the start and end of each day.':
    'Üye işyeri hesabı gün gün: ücretleri düşülmüş alacak ödemeler, borç kaydedilen iadeler, ters kayıtlar, ters ibrazlar ve ödemeler; her günün açılış ve kapanış bakiyesi.',
  'The monthly invoice of fees per merchant and currency for the months of the period: per payment, fixed, payout, refund and chargeback fees.':
    'Dönemin ayları için üye işyeri ve para birimine göre aylık ücret faturası: ödeme başına, sabit, ödeme çıkışı, iade ve ters ibraz ücretleri.',
  'Alerts raised from the payments of the last week: decline and pending ratios above the thresholds of the alert settings, and days far above a merchant’s average.':
    'Son haftanın ödemelerinden doğan uyarılar: uyarı ayarlarının eşiklerini aşan ret ve bekleme oranları, bir üye işyerinin ortalamasının çok üstündeki günler.',
  'The sandbox holds no payment-method-provider configuration, so this report has nothing to compute from.':
    'Sandbox’ta ödeme yöntemi sağlayıcısı yapılandırması yok; bu raporun hesaplayacağı bir şey yok.',
  // Filters and their presets
  Period: 'Dönem',
  'Last 7 days': 'Son 7 gün',
  'Last 30 days': 'Son 30 gün',
  'Last 90 days': 'Son 90 gün',
  Currency: 'Para birimi',
  Merchant: 'Üye işyeri',
  Status: 'Durum',
  'E-mail contains': 'E-posta şunu içeriyor',
  Outcome: 'Sonuç',
  Category: 'Kategori',
  Delivery: 'Teslimat',
  Alert: 'Uyarı',
  Tenant: 'Kiracı',
  // Columns
  Day: 'Gün',
  Payments: 'Ödemeler',
  Approved: 'Onaylanan',
  Declined: 'Reddedilen',
  'Approval rate': 'Onay oranı',
  'Captured volume': 'Tahsil edilen hacim',
  Refunded: 'İade edilen',
  'In dispute': 'İtirazda',
  'Charged back': 'Ters ibraz edilen',
  'Net volume': 'Net hacim',
  'Payment method': 'Ödeme yöntemi',
  'Card brand': 'Kart markası',
  '3-D Secure': '3-D Secure',
  'Issuing country': 'Kartı veren ülke',
  'Dispute rates': 'İtiraz oranları',
  'Per month (in UTC) and currency: the payments captured, the chargebacks opened, the dispute rate by count and by amount, and of the disputes decided that month, the share won.':
    'Ay (UTC) ve para birimine göre: tahsil edilen ödemeler, açılan ters ibrazlar, adet ve tutara göre itiraz oranı ve o ay sonuçlanan itirazlardan kazanılanların payı.',
  Chargebacks: 'Ters ibrazlar',
  Disputed: 'İtiraz edilen',
  'Dispute rate (count)': 'İtiraz oranı (adet)',
  'Dispute rate (amount)': 'İtiraz oranı (tutar)',
  Won: 'Kazanılan',
  Lost: 'Kaybedilen',
  'Win rate': 'Kazanma oranı',
  Month: 'Ay',
  Reason: 'Neden',
  'Response code': 'Yanıt kodu',
  Declines: 'Retler',
  'Share of declines': 'Retler içindeki payı',
  'Declined amount': 'Reddedilen tutar',
  'Share of the day': 'Gün içindeki payı',
  Time: 'Zaman',
  'E-mail': 'E-posta',
  Organisation: 'Kuruluş',
  'IP address': 'IP adresi',
  Browser: 'Tarayıcı',
  Opened: 'Açılan',
  Closed: 'Kapanan',
  'Still open': 'Hâlâ açık',
  Answered: 'Yanıtlanan',
  'Average first response (hours)': 'Ortalama ilk yanıt (saat)',
  'Average resolution (hours)': 'Ortalama çözüm (saat)',
  Transaction: 'İşlem',
  'Order reference': 'Sipariş referansı',
  Method: 'Yöntem',
  Endpoint: 'Adres',
  'HTTP status': 'HTTP durumu',
  'Duration (ms)': 'Süre (ms)',
  Sent: 'Gönderilen',
  Event: 'Olay',
  Attempts: 'Denemeler',
  'Last attempt': 'Son deneme',
  'Event id': 'Olay numarası',
  Version: 'Sürüm',
  State: 'Durum',
  'Latest delivery': 'Son teslimat',
  'Its HTTP status': 'HTTP durumu',
  'Missing deliveries since': 'Teslimatları şu tarihten beri kaçırıyor',
  Delivered: 'Teslim edilen',
  Retrying: 'Yeniden deneniyor',
  Failed: 'Başarısız',
  'Delivery rate': 'Teslim oranı',
  'Attempts per webhook': 'Webhook başına deneme',
  'Opening balance': 'Açılış bakiyesi',
  'Payments credited': 'Alacak kaydedilen ödemeler',
  Gross: 'Brüt',
  Fees: 'Ücretler',
  'Refunds and chargebacks': 'İadeler ve ters ibrazlar',
  Payouts: 'Ödeme çıkışları',
  'Net movement': 'Net hareket',
  'Closing balance': 'Kapanış bakiyesi',
  Invoice: 'Fatura',
  'Payments charged': 'Ücretlendirilen ödemeler',
  'Percentage fees': 'Yüzdesel ücretler',
  'Fixed and scheme fees': 'Sabit ve kart şeması ücretleri',
  'Payout fees': 'Ödeme çıkışı ücretleri',
  'Refund fees': 'İade ücretleri',
  'Chargeback fees': 'Ters ibraz ücretleri',
  Total: 'Toplam',
  Severity: 'Önem',
  Value: 'Değer',
  Threshold: 'Eşik',
  Message: 'Mesaj',
  // The seeded dashboard (seed-widgets.ts)
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
  'Chargebacks opened per month, their rate by count and by amount, and the share won':
    'Ay başına açılan ters ibrazlar, adet ve tutara göre oranları ve kazanılanların payı',
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
  Volume: 'Hacim',
  // Chart axes
  'Volume, payments': 'Hacim, ödemeler',
  Hour: 'Saat',
  Provider: 'Sağlayıcı',
  Country: 'Ülke',
  Opportunities: 'Fırsatlar',
  Customer: 'Müşteri',
  Name: 'Ad',
  Pipeline: 'Süreç',
  Stage: 'Aşama',
  'Expected volume': 'Beklenen hacim',
  Changed: 'Değişti',
  // Fee types
  'Card transaction fee': 'Kartlı işlem ücreti',
  'Per-transaction fee': 'İşlem başına ücret',
  'Chargeback fee': 'Ters ibraz ücreti',
  'Refund fee': 'İade ücreti',
  'FX markup': 'Döviz marjı',
  'Payout fee': 'Ödeme çıkışı ücreti',
  // A transaction's story (transactions/activity-log.ts, fees.ts, fraud-and-routing.ts, dispute-codes.ts): actors, reasons, fees, alerts, routing, accounting, disputes
  System: 'Sistem',
  'Merchant API': 'Üye işyeri API’si',
  'Tenant staff': 'Kiracı personeli',
  'Card scheme': 'Kart şeması',
  'Declined by staff': 'Personel tarafından reddedildi',
  'Waiting for the bank': 'Banka bekleniyor',
  'Refund requested by the merchant': 'Üye işyeri iade istedi',
  'The cardholder disputes the payment': 'Kart sahibi ödemeye itiraz ediyor',
  '{fee} for {reference}': '{reference} için {fee}',
  'Country mismatch': 'Ülke uyuşmazlığı',
  Velocity: 'Sıklık',
  'Issuer fraud signal': 'Kartı veren bankadan dolandırıcılık sinyali',
  'Card issued in {cardCountry}, customer in {customerCountry}.':
    'Kart {cardCountry} ülkesinde verilmiş, müşteri {customerCountry} ülkesinde.',
  'Several cards tried from {ip} within ten minutes.': '{ip} adresinden on dakika içinde birkaç kart denendi.',
  'The issuer declined the payment as suspected fraud.':
    'Kartı veren banka ödemeyi dolandırıcılık şüphesiyle reddetti.',
  'Currency is {currency}': 'Para birimi {currency}',
  'Providers that settle the currency': 'Bu para biriminde ödeme yapan sağlayıcılar',
  '{method} by cost': 'Maliyete göre {method}',
  'Lowest cost among healthy providers': 'Sağlıklı sağlayıcılar arasında en düşük maliyet',
  'Amount above {amount}': '{amount} üzerindeki tutar',
  'Large payments need 3-D Secure': 'Büyük ödemeler 3-D Secure gerektirir',
  'Not applied': 'Uygulanmadı',
  'Scheme receivable': 'Şema alacakları',
  'Payouts payable': 'Ödenecek ödeme çıkışları',
  'Merchant payable': 'Üye işyerine borçlar',
  'Fee income': 'Ücret geliri',
  'Scheme payable': 'Şemaya borçlar',
  '{reference} captured': '{reference} tahsil edildi',
  '{reference} paid out': '{reference} ödendi',
  '{reference} less fees': '{reference}, ücretler düşülmüş',
  'Fees of {reference}': '{reference} ücretleri',
  // Filter options
  Succeeded: 'Başarılı',
  Refused: 'Reddedildi',
  Integration: 'Entegrasyon',
  Processing: 'İşlem',
  Operational: 'Operasyon',
  Clarification: 'Bilgi talebi',
  'Decline ratio above the threshold': 'Eşiğin üstünde ret oranı',
  'Pending ratio above the threshold': 'Eşiğin üstünde bekleme oranı',
  'Payments far above the daily average': 'Günlük ortalamanın çok üstünde ödeme',
  // Bank orders: a row's verdict, and why an order cannot be applied, approved or discarded.
  'The beneficiary is missing.': 'Alıcı eksik.',
  'The beneficiary has more than 140 characters.': 'Alıcı 140 karakterden uzun.',
  'The IBAN is missing.': 'IBAN eksik.',
  '{iban} is not a valid IBAN.': '{iban} geçerli bir IBAN değil.',
  'The currency is missing.': 'Para birimi eksik.',
  '{currency} is not a currency we pay in.': '{currency} ödeme yaptığımız bir para birimi değil.',
  'The amount is missing.': 'Tutar eksik.',
  '{amount} is not an amount: write it like 125.50.': '{amount} bir tutar değil: 125.50 gibi yazın.',
  '{amount} has more decimals than {currency} has ({digits}).':
    '{amount}, {currency} için fazla ondalık içeriyor ({digits}).',
  'The reference is missing.': 'Referans eksik.',
  'The reference has more than 35 characters.': 'Referans 35 karakterden uzun.',
  'No row of the file can be paid; nothing was kept.': 'Dosyanın hiçbir satırı ödenemez; hiçbir şey tutulmadı.',
  'There is no bank order {id}.': '{id} numaralı banka talimatı yok.',
  'Order {id} is no longer a draft: nothing was applied.':
    '{id} numaralı talimat artık taslak değil: hiçbir şey uygulanmadı.',
  '{refused} of the file’s {read} rows were refused. Apply its {valid} valid rows, or upload the file again corrected.':
    'Dosyanın {read} satırından {refused} tanesi reddedildi. {valid} geçerli satırı uygulayın ya da dosyayı düzeltip yeniden yükleyin.',
  'This file was uploaded before, as order {order}. Upload it anyway, or discard this one.':
    'Bu dosya daha önce {order} numaralı talimat olarak yüklendi. Yine de yükleyin ya da bunu silin.',
  '{count} of its rows pay a payee the same amount with the same reference as an order of the last {days} days. Upload it anyway, or discard this one.':
    '{count} satırı, son {days} gündeki bir talimatla aynı alıcıya aynı tutarı aynı referansla ödüyor. Yine de yükleyin ya da bunu silin.',
  'Order {id} is not awaiting approval.': '{id} numaralı talimat onay beklemiyor.',
  'You uploaded order {id}: under four eyes, another person approves it.':
    '{id} numaralı talimatı siz yüklediniz: dört göz kuralında onu başka biri onaylar.',
  'Order {id} is queued for the bank: it cannot be discarded.':
    '{id} numaralı talimat bankaya sıraya alındı: silinemez.',
  // Bulk updates: a row's verdict, and why a draft cannot be applied.
  'The transaction id is missing.': 'İşlem numarası eksik.',
  '{id} is not a transaction id.': '{id} bir işlem numarası değil.',
  'The status is missing.': 'Durum eksik.',
  '{value} is not a status a bulk update sets: use Captured, Declined, Voided or Refunded.':
    '{value} toplu güncellemenin verdiği bir durum değil: Captured, Declined, Voided ya da Refunded yazın.',
  'There is no transaction {id} of this tenant in {mode}.': 'Bu kiracının {mode} modunda {id} numaralı işlemi yok.',
  'Give a reason to decline.': 'Reddetmek için bir neden yazın.',
  'Transaction {id} is {status}: it cannot become {target}.': '{id} numaralı işlem {status}: {target} olamaz.',
  '{from} → {to}': '{from} → {to}',
  '{refused} of the file’s {read} rows were refused. Apply its {valid} ready rows, or upload the file again corrected.':
    'Dosyanın {read} satırından {refused} tanesi reddedildi. Hazır {valid} satırı uygulayın ya da dosyayı düzeltip yeniden yükleyin.',
  'Bulk update {id} is no longer a draft: nothing was applied.':
    '{id} numaralı toplu güncelleme artık taslak değil: hiçbir şey uygulanmadı.',
  'There is no bulk update {id} of this tenant.': 'Bu kiracının {id} numaralı toplu güncellemesi yok.',
  // What a report counts by.
  'Each payment counts on the day it was made, in the report’s time zone.':
    'Her ödeme, raporun saat diliminde yapıldığı güne sayılır.',
  'Each movement counts on the day it was booked: a refund on the day it was made, not on its payment’s day. The daily report counts payments on the day they were made, so a day’s gross may differ from it.':
    'Her hareket kayda geçtiği güne sayılır: bir iade, ödemesinin gününe değil yapıldığı güne. Günlük rapor ödemeleri yapıldıkları güne saydığından bir günün brüt tutarı ondan farklı olabilir.',
  // The transaction CSV's columns, as the lookup names them.
  'Transaction id': 'İşlem numarası',
  'External id': 'Sipariş referansı',
  'Created ({zone})': 'Oluşturulma ({zone})',
  Website: 'Web sitesi',
  Type: 'Tür',
  Amount: 'Tutar',
  Net: 'Net',
  Booked: 'Kayda geçen',
  Card: 'Kart',
  'Customer email': 'Müşteri e-postası',
  'Customer country': 'Müşteri ülkesi',
  'Service provider': 'Sağlayıcı',
  MID: 'MID',
  'Decline reason': 'Ret nedeni',
  'Risk score': 'Risk puanı',
  'Parent transaction': 'Ana işlem',
  'Settled ({zone})': 'Mutabakat ({zone})',
  'Type code': 'Tür kodu',
  'Status code': 'Durum kodu',
  'Payment method code': 'Ödeme yöntemi kodu',
  '3-D Secure code': '3-D Secure kodu',
  // The roles every tenant shares: the platform's names.
  'Merchant Administrator': 'Üye işyeri yöneticisi',
  'Tenant Administrator': 'Kiracı yöneticisi',
  'Platform Operator': 'Platform operatörü',
  'Merchant Staff': 'Üye işyeri çalışanı',
}

/** The sandbox's English texts with their Turkish (the language tests read them). */
export const sandboxWords: Readonly<Record<string, string>> = turkish

const dictionaries: Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>> = { tr: turkish, ar: arabic }

/** A text of the sandbox's in a language; as it is where there are no words for it. */
export const wordIn = (text: string, language: Language) =>
  language === 'en' ? text : (dictionaries[language][text] ?? text)

/** Whether a text has its words in every language the sandbox speaks (the tests' check). */
export const hasWords = (text: string) =>
  Object.values(dictionaries).every((dictionary) => Object.hasOwn(dictionary, text))

/** A filter option that is a payment's status, labelled in the label layer's English. */
export const isStatusOption = (option: { value: string; label: string }) =>
  Object.hasOwn(transactionStatusLabels.en, option.value) &&
  transactionStatusLabels.en[option.value as keyof typeof transactionStatusLabels.en] === option.label

/** A report's definition in a language: its title, description, columns, filters and presets. */
export function definitionIn(definition: ReportDefinition, language: Language): ReportDefinition {
  if (language === 'en') return definition
  const word = (text: string) => wordIn(text, language)
  return {
    ...definition,
    title: word(definition.title),
    description: word(definition.description),
    ...(definition.countedBy && { countedBy: word(definition.countedBy) }),
    columns: definition.columns.map((column) => ({ ...column, label: word(column.label) })),
    filters: definition.filters.map((filter) => ({
      ...filter,
      label: word(filter.label),
      ...(filter.ranges && { ranges: filter.ranges.map((range) => ({ ...range, label: word(range.label) })) }),
      // Names (merchants, tenants, currencies) stay as they are: only words the dictionary has change. A payment's
      // status is the label layer's, by its code: "Refunded" the status is not "Refunded" the column.
      ...(filter.options && {
        options: filter.options.map((option) => ({
          ...option,
          label: isStatusOption(option) ? labelOf(transactionStatusLabels, option.value, language) : word(option.label),
        })),
      }),
    })),
    unavailableReason: definition.unavailableReason && word(definition.unavailableReason),
  }
}
