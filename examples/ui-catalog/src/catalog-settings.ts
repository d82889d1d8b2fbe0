import type { ThemeColors } from '@paydeck/ui'

/** The two themes every page is shown in: the default and the second sandbox tenant's. */
export const themes: Record<string, Partial<ThemeColors> | null> = {
  default: null,
  bosphorus: {
    sidebarBackgroundColor: '#1f2937',
    headerBackgroundColor: '#0f766e',
    mainBackgroundColor: '#f8fafc',
    primaryColor: '#f59e0b',
    textColor: '#111827',
    buttonsLinkColor: '#0f766e',
  },
}

export const pages = [
  'buttons',
  'inputs',
  'select',
  'date-pickers',
  'file-upload',
  'form-builder',
  'dialog',
  'reject-dialog',
  'drawer',
  'data-table',
  'pagination',
  'status-pill',
  'tooltip',
  'toasts',
  'element',
] as const
export type PageName = (typeof pages)[number]

export const pageTitles: Record<string, Record<PageName, string>> = {
  en: {
    buttons: 'Buttons',
    inputs: 'Inputs',
    select: 'Select',
    'date-pickers': 'Date pickers',
    'file-upload': 'File upload',
    'form-builder': 'Form builder',
    dialog: 'Dialog',
    'reject-dialog': 'Reject dialog',
    drawer: 'Drawer',
    'data-table': 'Data table',
    pagination: 'Pagination',
    'status-pill': 'Status pills',
    tooltip: 'Tooltip',
    toasts: 'Alerts and snackbar',
    element: 'Inside a custom element',
  },
  tr: {
    buttons: 'Düğmeler',
    inputs: 'Giriş alanları',
    select: 'Seçim listesi',
    'date-pickers': 'Tarih seçiciler',
    'file-upload': 'Dosya yükleme',
    'form-builder': 'Form oluşturucu',
    dialog: 'İletişim kutusu',
    'reject-dialog': 'Ret iletişim kutusu',
    drawer: 'Yan panel',
    'data-table': 'Veri tablosu',
    pagination: 'Sayfalama',
    'status-pill': 'Durum etiketleri',
    tooltip: 'İpucu',
    toasts: 'Uyarılar ve bildirim çubuğu',
    element: 'Özel öğe içinde',
  },
}

export interface CatalogSettings {
  page: PageName
  theme: string
  locale: 'en' | 'tr'
}

export function readSettings(search: string): CatalogSettings {
  const params = new URLSearchParams(search)
  const page = pages.find((name) => name === params.get('page')) ?? 'buttons'
  const theme = params.get('theme') ?? 'default'
  return { page, theme: theme in themes ? theme : 'default', locale: params.get('locale') === 'tr' ? 'tr' : 'en' }
}

export function hrefFor(settings: CatalogSettings, change: Partial<CatalogSettings>): string {
  const next = { ...settings, ...change }
  return `?page=${next.page}&theme=${next.theme}&locale=${next.locale}`
}
