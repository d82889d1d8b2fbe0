// Words for every permission (a short name and one line on what it lets its holder do) and for the families the
// role screens group them in, in every locale of the label layer.
import type { PermissionName, TransactionActionName } from '../permissions/catalogue'
import { labelLocales, type LabelLocale, type Labels } from './labels'

/** A permission's name and what it allows, in one language. */
type Words = readonly [label: string, description: string]
type Worded<V extends string> = Record<LabelLocale, Record<V, Words>>

const actionWords: Worded<TransactionActionName> = {
  en: {
    Capture: ['Capture payments', 'Take the money of an authorised payment.'],
    Void: ['Void payments', 'Cancel an authorised payment before it is captured.'],
    Refund: ['Refund payments', 'Give a customer back all or part of a captured payment.'],
    Reversal: ['Reverse payments', 'Undo a payment on the day it was made.'],
    Approve: ['Approve payments', 'Let a payment held for review go through.'],
    Decline: ['Decline payments', 'Refuse a payment held for review.'],
    Dispute: ['Record disputes', 'Record a chargeback the card holder raised.'],
    BinData: ['See card details (BIN)', "Look up the issuer, country and type of a payment's card."],
    ResendWebhook: ['Resend webhooks', "Send a payment's notification to the merchant's server again."],
    ResetRestriction: ['Lift restrictions', 'Clear a block that stops a card or customer from paying.'],
  },
  tr: {
    Capture: ['Ödemeleri tahsil etme', 'Provizyonu alınmış bir ödemenin tutarını tahsil eder.'],
    Void: ['Ödemeleri iptal etme', 'Provizyonu alınmış bir ödemeyi tahsil edilmeden iptal eder.'],
    Refund: ['Ödemeleri iade etme', 'Tahsil edilmiş bir ödemenin tamamını ya da bir kısmını müşteriye iade eder.'],
    Reversal: ['Ödemeleri ters kaydetme', 'Bir ödemeyi yapıldığı gün geri alır.'],
    Approve: ['Ödemeleri onaylama', 'İncelemeye alınmış bir ödemenin geçmesine izin verir.'],
    Decline: ['Ödemeleri reddetme', 'İncelemeye alınmış bir ödemeyi reddeder.'],
    Dispute: ['İtirazları kaydetme', 'Kart sahibinin başlattığı ters ibrazı kaydeder.'],
    BinData: ['Kart bilgilerini görme (BIN)', 'Ödemenin kartının bankasını, ülkesini ve türünü gösterir.'],
    ResendWebhook: ['Webhook’ları yeniden gönderme', 'Ödeme bildirimini üye işyerinin sunucusuna yeniden gönderir.'],
    ResetRestriction: [
      'Kısıtlamaları kaldırma',
      'Bir kartın ya da müşterinin ödeme yapmasını engelleyen kısıtı kaldırır.',
    ],
  },
}

type ActionPermission = `${'CRM' | 'Platform'}.Transaction.Actions.${TransactionActionName}`
type OwnPermission = Exclude<PermissionName, ActionPermission>

const ownWords: Worded<OwnPermission> = {
  en: {
    'Merchant.Support.Lookup': ['Support tickets', 'Open tickets and follow their answers.'],
    'Merchant.Transaction.View': ['Transactions', "Look up the merchant's payments and export them."],
    'Merchant.Transaction.VirtualTerminal': ['Virtual terminal', 'Take a card payment by typing its details.'],
    'Merchant.Transaction.ProcessingSetupTool': ['Processing setup', 'See how payments are set up to be processed.'],
    'Merchant.PaymentsSettings.SmartRouting.View': ['Smart routing', 'See which provider each payment is sent to.'],
    'Merchant.Payments.Settings': ['Payment settings', "Change the merchant's payment methods and options."],
    'Merchant.Payments.Single.View': ['Single payouts', 'See payouts sent one at a time.'],
    'Merchant.Payments.Batch.View': ['Batch payouts', 'See payouts sent in batches.'],
    'Merchant.Payments.OpenBanking.View': ['Open Banking payments', 'See payments made from a bank account.'],
    'Merchant.Whiteliting.Management': ['Branding', 'Change the logo and colours customers see.'],
    'Merchant.Reports.View': ['Reports', "Read and export the merchant's reports."],
    'Merchant.DeveloperSettings.View': ['Developer settings', 'See API keys, webhooks and logs.'],
    'Merchant.UserManagement.Users.View': ['Users', "See the merchant's users and their roles."],
    'Organization.Tpp.Credentials': ['Open Banking credentials', 'Manage the credentials of third-party providers.'],
    viewMerchantPortalProposals: ['Proposals', 'Read and accept the proposals sent to the merchant.'],
    viewMerchantPortalAgreements: ['Agreements', "Read and accept the merchant's agreements."],
    viewMerchantPortalPrecheck: ['Pre-check', "Read the pre-check of the merchant's application."],
    viewMerchantPortalDocuments: ['Documents', 'Read and upload the documents of the application.'],
    'Documentation.View': ['Documentation', 'Read the API documentation.'],
    'CRM.Dashboard.View': ['Dashboard', "See the dashboard's figures and widgets."],
    'CRM.Crm.View': ['Merchants', 'See merchants, leads and their applications.'],
    'CRM.Support.Lookup': ['Support desk', "Read and answer merchants' tickets."],
    'CRM.Transaction.View': ['Transactions', "Look up every merchant's payments and export them."],
    'CRM.Transaction.VirtualTerminal': [
      'Virtual terminal',
      'Take a card payment for a merchant by typing its details.',
    ],
    'CRM.Transaction.ProcessingSetupTool': ['Processing setup', "Set up how a merchant's payments are processed."],
    'CRM.Transaction.Actions.StatusChange': ['Change payment status', "Set a payment's status by hand."],
    'CRM.Transaction.BankOrders': ['Bank orders', 'Send bank transfer orders for payouts.'],
    'CRM.Users.Management': ['Staff accounts', 'Create staff accounts and set what they may see.'],
    'CRM.Pipelines.Manage': ['Pipelines', 'Change the stages merchants move through.'],
    'CRM.PriceBooks.Manage': ['Price books', 'Create and change the fees merchants pay.'],
    'Reports.View': ['Reports', 'Read and export reports.'],
    'Settings.View': ['Settings', 'See and change the settings.'],
    'Tenant.Keys.View': ['API keys', "See the tenant's API keys."],
    manageMerchantRoles: ['Merchant roles', 'Create and change the roles of merchant users.'],
    manageCrmRoles: ['Staff roles', 'Create and change the roles of staff.'],
    manageReasons: ['Reasons', 'Change the reasons staff choose from.'],
    manageIndustryTypes: ['Industry types', 'Change the industries a merchant can be in.'],
    manageRiskLevels: ['Risk levels', 'Change the risk levels a merchant can have.'],
    'Platform.Support.Lookup': ['Support desk', "Read and answer every tenant's tickets."],
    'Platform.Transaction.Lookup': ['Transactions', "Look up every tenant's payments."],
    'Platform.Transaction.LookupColumns': ['Lookup columns', 'Choose the columns the transaction lookup shows.'],
    'Platform.Transaction.Actions.TransactionStatusChange': [
      'Change payment status',
      "Set a payment's status by hand.",
    ],
    'Platform.Tenants.Manage': ['Tenants', 'Create tenants and change their settings.'],
    'Platform.LeaveManagement.View': ['Leave', "See staff's leave."],
    'Platform.Reports.LoginHistory': ['Sign-in history', 'Read who signed in, when and from where.'],
  },
  tr: {
    'Merchant.Support.Lookup': ['Destek talepleri', 'Talep açar ve yanıtlarını izler.'],
    'Merchant.Transaction.View': ['İşlemler', 'Üye işyerinin ödemelerini arar ve dışa aktarır.'],
    'Merchant.Transaction.VirtualTerminal': ['Sanal POS', 'Kart bilgilerini yazarak ödeme alır.'],
    'Merchant.Transaction.ProcessingSetupTool': ['İşlem kurulumu', 'Ödemelerin nasıl işlendiğini gösterir.'],
    'Merchant.PaymentsSettings.SmartRouting.View': [
      'Akıllı yönlendirme',
      'Her ödemenin hangi sağlayıcıya gittiğini gösterir.',
    ],
    'Merchant.Payments.Settings': ['Ödeme ayarları', 'Üye işyerinin ödeme yöntemlerini ve seçeneklerini değiştirir.'],
    'Merchant.Payments.Single.View': ['Tekil ödemeler', 'Tek tek gönderilen ödemeleri gösterir.'],
    'Merchant.Payments.Batch.View': ['Toplu ödemeler', 'Toplu gönderilen ödemeleri gösterir.'],
    'Merchant.Payments.OpenBanking.View': ['Açık bankacılık ödemeleri', 'Banka hesabından yapılan ödemeleri gösterir.'],
    'Merchant.Whiteliting.Management': ['Marka', 'Müşterilerin gördüğü logo ve renkleri değiştirir.'],
    'Merchant.Reports.View': ['Raporlar', 'Üye işyerinin raporlarını okur ve dışa aktarır.'],
    'Merchant.DeveloperSettings.View': [
      'Geliştirici ayarları',
      'API anahtarlarını, webhook’ları ve kayıtları gösterir.',
    ],
    'Merchant.UserManagement.Users.View': ['Kullanıcılar', 'Üye işyerinin kullanıcılarını ve rollerini gösterir.'],
    'Organization.Tpp.Credentials': ['Açık bankacılık kimlikleri', 'Üçüncü taraf sağlayıcıların kimliklerini yönetir.'],
    viewMerchantPortalProposals: ['Teklifler', 'Üye işyerine gönderilen teklifleri okur ve kabul eder.'],
    viewMerchantPortalAgreements: ['Sözleşmeler', 'Üye işyerinin sözleşmelerini okur ve kabul eder.'],
    viewMerchantPortalPrecheck: ['Ön kontrol', 'Başvurunun ön kontrolünü okur.'],
    viewMerchantPortalDocuments: ['Belgeler', 'Başvurunun belgelerini okur ve yükler.'],
    'Documentation.View': ['Dokümantasyon', 'API dokümantasyonunu okur.'],
    'CRM.Dashboard.View': ['Gösterge paneli', 'Gösterge panelinin rakamlarını ve bileşenlerini gösterir.'],
    'CRM.Crm.View': ['Üye işyerleri', 'Üye işyerlerini, adayları ve başvurularını gösterir.'],
    'CRM.Support.Lookup': ['Destek masası', 'Üye işyerlerinin taleplerini okur ve yanıtlar.'],
    'CRM.Transaction.View': ['İşlemler', 'Tüm üye işyerlerinin ödemelerini arar ve dışa aktarır.'],
    'CRM.Transaction.VirtualTerminal': ['Sanal POS', 'Bir üye işyeri adına kart bilgilerini yazarak ödeme alır.'],
    'CRM.Transaction.ProcessingSetupTool': [
      'İşlem kurulumu',
      'Bir üye işyerinin ödemelerinin nasıl işleneceğini ayarlar.',
    ],
    'CRM.Transaction.Actions.StatusChange': ['Ödeme durumunu değiştirme', 'Bir ödemenin durumunu elle belirler.'],
    'CRM.Transaction.BankOrders': ['Banka talimatları', 'Ödemeler için havale talimatı gönderir.'],
    'CRM.Users.Management': ['Personel hesapları', 'Personel hesabı açar ve neleri görebileceklerini belirler.'],
    'CRM.Pipelines.Manage': ['Süreçler', 'Üye işyerlerinin geçtiği aşamaları değiştirir.'],
    'CRM.PriceBooks.Manage': ['Fiyat listeleri', 'Üye işyerlerinin ödediği ücretleri oluşturur ve değiştirir.'],
    'Reports.View': ['Raporlar', 'Raporları okur ve dışa aktarır.'],
    'Settings.View': ['Ayarlar', 'Ayarları gösterir ve değiştirir.'],
    'Tenant.Keys.View': ['API anahtarları', 'Kiracının API anahtarlarını gösterir.'],
    manageMerchantRoles: ['Üye işyeri rolleri', 'Üye işyeri kullanıcılarının rollerini oluşturur ve değiştirir.'],
    manageCrmRoles: ['Personel rolleri', 'Personelin rollerini oluşturur ve değiştirir.'],
    manageReasons: ['Gerekçeler', 'Personelin seçtiği gerekçeleri değiştirir.'],
    manageIndustryTypes: ['Sektörler', 'Bir üye işyerinin seçebileceği sektörleri değiştirir.'],
    manageRiskLevels: ['Risk düzeyleri', 'Bir üye işyerinin alabileceği risk düzeylerini değiştirir.'],
    'Platform.Support.Lookup': ['Destek masası', 'Tüm kiracıların taleplerini okur ve yanıtlar.'],
    'Platform.Transaction.Lookup': ['İşlemler', 'Tüm kiracıların ödemelerini arar.'],
    'Platform.Transaction.LookupColumns': ['Arama sütunları', 'İşlem aramasında görünen sütunları seçer.'],
    'Platform.Transaction.Actions.TransactionStatusChange': [
      'Ödeme durumunu değiştirme',
      'Bir ödemenin durumunu elle belirler.',
    ],
    'Platform.Tenants.Manage': ['Kiracılar', 'Kiracı oluşturur ve ayarlarını değiştirir.'],
    'Platform.LeaveManagement.View': ['İzinler', 'Personelin izinlerini gösterir.'],
    'Platform.Reports.LoginHistory': ['Oturum açma geçmişi', 'Kimin, ne zaman ve nereden oturum açtığını gösterir.'],
  },
}

function wordsIn(locale: LabelLocale): Record<PermissionName, Words> {
  const actions = Object.entries(actionWords[locale]).flatMap(([action, words]) =>
    ['CRM', 'Platform'].map((kind) => [`${kind}.Transaction.Actions.${action}`, words] as const),
  )
  return { ...ownWords[locale], ...Object.fromEntries(actions) } as Record<PermissionName, Words>
}

const pick = (index: 0 | 1) =>
  Object.fromEntries(
    labelLocales.map((locale) => [
      locale,
      Object.fromEntries(Object.entries(wordsIn(locale)).map(([name, words]) => [name, words[index]])),
    ]),
  ) as Labels<PermissionName>

/** A permission's short name ("Refund payments"). */
export const permissionLabels = /* @__PURE__ */ pick(0)
/** One line on what a permission lets its holder do. */
export const permissionDescriptions = /* @__PURE__ */ pick(1)

/** The families core's permissionFamilyOf groups permissions under. */
export const permissionFamilies = [
  'Support',
  'Transaction',
  'PaymentsSettings',
  'Payments',
  'Whiteliting',
  'Reports',
  'DeveloperSettings',
  'UserManagement',
  'Organization',
  'Portal',
  'Documentation',
  'Dashboard',
  'Crm',
  'Users',
  'Pipelines',
  'PriceBooks',
  'Settings',
  'Tenant',
  'Tenants',
  'LeaveManagement',
  'Other',
] as const
export type PermissionFamily = (typeof permissionFamilies)[number]

export const permissionFamilyLabels: Labels<PermissionFamily> = {
  en: {
    Support: 'Support',
    Transaction: 'Transactions',
    PaymentsSettings: 'Payment settings',
    Payments: 'Payouts',
    Whiteliting: 'Branding',
    Reports: 'Reports',
    DeveloperSettings: 'Developers',
    UserManagement: 'Users and roles',
    Organization: 'Open Banking',
    Portal: 'Onboarding documents',
    Documentation: 'Documentation',
    Dashboard: 'Dashboard',
    Crm: 'Merchants',
    Users: 'Staff',
    Pipelines: 'Pipelines',
    PriceBooks: 'Price books',
    Settings: 'Settings',
    Tenant: 'API keys',
    Tenants: 'Tenants',
    LeaveManagement: 'Leave',
    Other: 'Other',
  },
  tr: {
    Support: 'Destek',
    Transaction: 'İşlemler',
    PaymentsSettings: 'Ödeme ayarları',
    Payments: 'Ödemeler',
    Whiteliting: 'Marka',
    Reports: 'Raporlar',
    DeveloperSettings: 'Geliştiriciler',
    UserManagement: 'Kullanıcılar ve roller',
    Organization: 'Açık bankacılık',
    Portal: 'Başvuru belgeleri',
    Documentation: 'Dokümantasyon',
    Dashboard: 'Gösterge paneli',
    Crm: 'Üye işyerleri',
    Users: 'Personel',
    Pipelines: 'Süreçler',
    PriceBooks: 'Fiyat listeleri',
    Settings: 'Ayarlar',
    Tenant: 'API anahtarları',
    Tenants: 'Kiracılar',
    LeaveManagement: 'İzinler',
    Other: 'Diğer',
  },
}
