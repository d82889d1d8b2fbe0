// Every text of every catalogue (ui's, the widgets', the portal's, core's labels, the sandbox's words), so a language
// test can tell an English text that should have been worded in another language.
import * as labels from '../../../packages/core/src/labels'
import { permissionDescriptions, permissionLabels } from '../../../packages/core/src/labels/permission-labels'
import { useDashboardT } from '../../../packages/dashboard/src/messages'
import { useManageT } from '../../../packages/dashboard/src/manage/manage-messages'
import { useNotificationText } from '../../../packages/notifications/src/messages'
import { useViewerText } from '../../../packages/proposals/src/viewer/messages'
import { sandboxWords } from '../../../packages/sandbox/src/words/sandbox-words'
import { arabic as sandboxArabic } from '../../../packages/sandbox/src/words/sandbox-words.ar'
import { useSupportT } from '../../../packages/support/src/messages'
import { useActionsT } from '../../../packages/transactions/src/actions/action-messages'
import { useTransactionsT } from '../../../packages/transactions/src/messages'
import { useOperationsT } from '../../../packages/transactions/src/operations/operations-messages'
import { useReportsT } from '../../../packages/reports/src/report-messages'
import { useTableToolsT } from '../../../packages/ui/src/table-tools/table-tools-messages'
import { useAdminT } from '../../../packages/ui/src/forms-and-lists/admin-messages'
import { loadLanguage } from '../../../packages/ui/src/i18n/languages'
import { catalogues as uiCatalogues } from '../../../packages/ui/src/i18n/translator'
import { useAnalyticsT } from '../../../portal/src/analytics/analytics-messages'
import { useAdminScreensT } from '../../../packages/admin/src/messages'
import { portalEn } from '../../../portal/src/i18n/messages.en'
import { portalTr } from '../../../portal/src/i18n/messages.tr'
import { portalAr } from '../../../portal/src/i18n/messages.ar'
import { navTitlesEn } from '../../../portal/src/i18n/nav-titles.en'
import { navTitlesTr } from '../../../portal/src/i18n/nav-titles.tr'
import { navTitlesAr } from '../../../portal/src/i18n/nav-titles.ar'

type Catalogue = Record<string, string>
type Pair = readonly [en: Catalogue, other: Catalogue]
export type OtherLocale = 'tr' | 'ar'

const portalIn = { tr: portalTr, ar: portalAr }
export const navTitlesIn = { tr: navTitlesTr, ar: navTitlesAr }
const sandboxIn = { tr: sandboxWords, ar: sandboxArabic }

const widgetHooks = [
  useDashboardT,
  useManageT,
  useNotificationText,
  useViewerText,
  useSupportT,
  useActionsT,
  useTransactionsT,
  useOperationsT,
  useReportsT,
  useTableToolsT,
  useAdminT,
  useAnalyticsT,
  useAdminScreensT,
]

const labelPairs = (locale: OtherLocale): Pair[] =>
  Object.values(labels)
    .filter((value): value is labels.Labels<string> => typeof value === 'object' && value !== null && 'en' in value)
    .map((catalogue) => [catalogue.en, catalogue[locale]])

const permissionPairs = (locale: OtherLocale): Pair[] =>
  [permissionLabels, permissionDescriptions].map((words) => [words.en, words[locale]] as const)

function pairsFor(locale: OtherLocale): Pair[] {
  return [
    [uiCatalogues.en, uiCatalogues[locale]!],
    [portalEn, portalIn[locale]],
    [navTitlesEn, navTitlesIn[locale]],
    ...widgetHooks.map((hook) => [hook.catalogues.en, hook.catalogues[locale]!] as Pair),
    ...labelPairs(locale),
    ...permissionPairs(locale),
    [Object.fromEntries(Object.keys(sandboxWords).map((text) => [text, text])), sandboxIn[locale]],
  ]
}

const letters = (text: string) => text.replace(/\{[^{}]*\}|[^\p{L}]/gu, '').length
const placeholder = /\{\w+\}/g
const wordsAround = (template: string) => template.replace(placeholder, ' ').trim().split(/\s+/).length
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const patternOf = (template: string) => new RegExp(`^${template.split(placeholder).map(escape).join('.+')}$`, 's')

/**
 * The English texts that read differently in a locale: a text on a screen in that locale that is one of these is
 * English left over. Texts with placeholders match whatever fills them; texts of under four letters are left out
 * (codes and abbreviations read the same in every language), and so are templates of one word and a placeholder
 * ("Tenant {name}" would call data, a role named "Tenant Administrator", English).
 */
export async function englishOnly(locale: OtherLocale) {
  // Every catalogue's words of the locale, as a screen in it loads them (each hook by its own load: a package's
  // hook may come from its built entry, whose ui is not this source's).
  await Promise.all([loadLanguage(locale), ...widgetHooks.map((hook) => hook.load(locale))])
  const exact = new Set<string>()
  const patterns: [RegExp, string][] = []
  for (const [en, other] of pairsFor(locale)) {
    for (const [key, text] of Object.entries(en)) {
      if (other[key] === text || letters(text) < 4 || text.includes('plural,')) continue
      if (!text.match(placeholder)) exact.add(text)
      else if (wordsAround(text) > 1) patterns.push([patternOf(text), text])
    }
  }
  /** The English text a shown text is, if it is one. */
  return (shown: string): string | undefined =>
    exact.has(shown) ? shown : patterns.find(([pattern]) => pattern.test(shown))?.[1]
}
