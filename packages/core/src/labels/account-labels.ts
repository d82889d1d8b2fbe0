// The words of an account's values: a merchant's processing status, a tenant's layout, the mode, a user's kind.
import type { LayoutName, ProcessingStatus, UserType } from '../api/users/users.schema'
import type { SystemMode } from '../permissions/system-mode'
import { type Labels } from './label-words'

export const processingStatusLabels: Labels<ProcessingStatus> = {
  en: { Live: 'Live', SandboxEnabled: 'Test only (sandbox)', NoProcessing: 'Not processing' },
  tr: { Live: 'Canlı', SandboxEnabled: 'Yalnızca test (sandbox)', NoProcessing: 'İşlem yapmıyor' },
  ar: { Live: 'مباشر', SandboxEnabled: 'اختبار فقط (بيئة تجريبية)', NoProcessing: 'لا يعالج مدفوعات' },
}

export const layoutLabels: Labels<LayoutName> = {
  en: {
    'vertical-layout-1': 'Side menu',
    'vertical-v2': 'Side menu, compact toolbar',
    Entreprise: 'Top menu',
    Material: 'Top menu, material',
  },
  tr: {
    'vertical-layout-1': 'Yan menü',
    'vertical-v2': 'Yan menü, sade araç çubuğu',
    Entreprise: 'Üst menü',
    Material: 'Üst menü, material',
  },
  ar: {
    'vertical-layout-1': 'قائمة جانبية',
    'vertical-v2': 'قائمة جانبية، شريط أدوات مختصر',
    Entreprise: 'قائمة علوية',
    Material: 'قائمة علوية، نمط Material',
  },
}

/** Whether a payment was made for real or in test. */
export const systemModeLabels: Labels<SystemMode> = {
  en: { Test: 'Test', Live: 'Live' },
  tr: { Test: 'Test', Live: 'Canlı' },
  ar: { Test: 'اختبار', Live: 'مباشر' },
}

/** Which side a user signs in as ('crm' and 'tenant' are both a tenant's staff). */
export const userTypeLabels: Labels<UserType> = {
  en: { merchant: 'Merchant', customer: 'Customer', crm: 'Tenant', tenant: 'Tenant', platform: 'Platform' },
  tr: { merchant: 'Üye işyeri', customer: 'Müşteri', crm: 'Kiracı', tenant: 'Kiracı', platform: 'Platform' },
  ar: { merchant: 'تاجر', customer: 'عميل', crm: 'مستأجر', tenant: 'مستأجر', platform: 'المنصة' },
}
