import { defineMessages } from '@paydeck/ui'

// The report screen's own words; a report's title, columns and filter labels come from its definition.
const en = {
  loading: 'Loading the report…',
  definitionFailed: 'The report could not be loaded: {error}',
  loadFailed: 'The results could not be loaded: {error}',
  run: 'Run report',
  timeZone: 'Time zone',
  export: 'Export {count} rows',
  exporting: 'Exporting…',
  chooseFilters: 'Choose the filters, then run the report.',
  totals: 'Totals of the filtered rows',
  allCurrencies: 'All currencies',
  empty: 'Nothing matches these filters.',
  retry: 'Try again',
  columns: 'Columns',
  chartLoading: 'Loading the chart…',
  chartCurrency: 'Chart currency',
  chartLabel: '{report} over time: {series}. The figures are in the table below.',
  computedIn: 'Days and times in {zone}.',
}

const tr: Record<keyof typeof en, string> = {
  loading: 'Rapor yükleniyor…',
  definitionFailed: 'Rapor yüklenemedi: {error}',
  loadFailed: 'Sonuçlar yüklenemedi: {error}',
  run: 'Raporu çalıştır',
  timeZone: 'Saat dilimi',
  export: '{count} satırı dışa aktar',
  exporting: 'Dışa aktarılıyor…',
  chooseFilters: 'Filtreleri seçin, sonra raporu çalıştırın.',
  totals: 'Filtrelenen satırların toplamları',
  allCurrencies: 'Tüm para birimleri',
  empty: 'Bu filtrelere uyan bir şey yok.',
  retry: 'Tekrar dene',
  columns: 'Sütunlar',
  chartLoading: 'Grafik yükleniyor…',
  chartCurrency: 'Grafik para birimi',
  chartLabel: 'Zaman içinde {report}: {series}. Rakamlar aşağıdaki tabloda.',
  computedIn: 'Günler ve saatler {zone} saat dilimindedir.',
}

export const useReportsT = defineMessages({ en, tr })
