import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useAdminScreensT } from '../../packages/admin/src/messages'
import { useAuditT } from '../../packages/admin/src/audit/audit-messages'
import { useDashboardT } from '../../packages/dashboard/src/messages'
import { useManageT } from '../../packages/dashboard/src/manage/manage-messages'
import { elementChunks } from '../../packages/elements/src/element-chunks'
import { elementTable, replaceSection, stylingTables } from '../../packages/elements/src/manifest/element-manifest'
import { shippedElements } from '../../packages/elements/src/manifest/shipped-elements'
import { useNotificationText } from '../../packages/notifications/src/messages'
import { useViewerText } from '../../packages/proposals/src/viewer/messages'
import { useSupportT } from '../../packages/support/src/messages'
import { useActionsT } from '../../packages/transactions/src/actions/action-messages'
import { useTransactionsT } from '../../packages/transactions/src/messages'
import { useOperationsT } from '../../packages/transactions/src/operations/operations-messages'
import { useDisputeT } from '../../packages/transactions/src/disputes/dispute-messages'
import { useEvidenceT } from '../../packages/transactions/src/disputes/evidence-messages'
import { useReportsT } from '../../packages/reports/src/report-messages'
import { useTableToolsT } from '../../packages/ui/src/table-tools/table-tools-messages'
import { useAdminT } from '../../packages/ui/src/forms-and-lists/admin-messages'
import { en as uiText } from '../../packages/ui/src/i18n/messages.en'
import { elementParts, styleVariables, themeVariables } from '../../packages/ui/src/index'
import {
  areasTable,
  callsOf,
  componentsOf,
  componentsSection,
  createDocsProgram,
  interfaceRows,
  propsTable,
  repo,
  textTable,
} from './package-docs'

type Catalogue = { namespace: string; en: Record<string, string> }

interface PackageDocs {
  /** Entries (package.json exports) whose React components get a props table; element entries are left out. */
  entries: readonly string[]
  text?: readonly Catalogue[]
  /** The chunks of @paydeck/elements that define this package's elements. */
  chunks?: readonly string[]
  /** The areas (OpenAPI tags) of core's calls the package makes. */
  api?: readonly string[]
}

const widgets: Record<string, PackageDocs> = {
  support: {
    entries: ['.', './labels'],
    text: [useSupportT],
    chunks: ['support', 'support-labels'],
    api: ['support', 'files'],
  },
  notifications: { entries: ['.'], text: [useNotificationText], chunks: ['notifications'], api: ['notifications'] },
  transactions: {
    entries: ['.', './actions', './operations', './disputes'],
    text: [useTransactionsT, useActionsT, useOperationsT, useDisputeT, useEvidenceT],
    chunks: ['transactions', 'disputes'],
    api: ['transactions', 'disputes', 'files'],
  },
  reports: { entries: ['.'], text: [useReportsT], chunks: ['reports'], api: ['reports'] },
  dashboard: {
    entries: ['.', './manage'],
    text: [useDashboardT, useManageT],
    chunks: ['dashboard'],
    api: ['dashboard', 'analytics', 'pipelines'],
  },
  proposals: { entries: ['.'], text: [useViewerText], chunks: ['proposals'], api: ['proposals'] },
  admin: {
    entries: ['.'],
    text: [useAdminScreensT, useAuditT],
    chunks: ['price-books', 'pipelines', 'roles', 'staff-accounts', 'tenants', 'audit-log'],
    api: ['administration', 'pricebooks', 'pipelines'],
  },
  react: { entries: ['.'] },
  ui: { entries: ['.'], text: [{ namespace: '', en: uiText }, useAdminT, useTableToolsT] },
}

const sourceOf = (name: string, entry: string) => {
  const manifest = JSON.parse(readFileSync(join(repo, 'packages', name, 'package.json'), 'utf8'))
  return join(repo, 'packages', name, manifest.exports[entry]['@paydeck/source'])
}

const program = createDocsProgram([
  ...Object.entries(widgets).flatMap(([name, docs]) => docs.entries.map((entry) => sourceOf(name, entry))),
  sourceOf('core', '.'),
])
const styling = stylingTables(Object.keys(themeVariables(null)), styleVariables, elementParts)

function sectionsOf(name: string, docs: PackageDocs): [string, string][] {
  const components = new Map(docs.entries.flatMap((entry) => [...componentsOf(program, sourceOf(name, entry))]))
  const sections: [string, string][] = [['props', componentsSection(components)]]
  if (docs.text) {
    const catalogues = docs.text.map(({ namespace, en }) => ({ namespace, en }))
    sections.push(['text', textTable(catalogues)])
  }
  if (docs.chunks) {
    const tags = Object.entries(elementChunks)
      .filter(([, chunk]) => docs.chunks!.includes(chunk))
      .map(([tag]) => tag)
    const own = Object.fromEntries(
      Object.entries(shippedElements).filter(([, { element }]) => tags.includes(element.tag)),
    )
    sections.push(['elements', elementTable(own)])
  }
  if (name !== 'react') sections.push(['variables', styling.variables], ['parts', styling.parts])
  if (docs.api) sections.push(['calls', callsOf(docs.api).join('\n')])
  return sections
}

const readmes: Record<string, string> = Object.fromEntries(
  [
    ...Object.entries(widgets).map(([name, docs]) => [name, sectionsOf(name, docs)] as const),
    [
      'core',
      [
        ['options', propsTable(interfaceRows(program, sourceOf('core', '.'), 'PaydeckOptions'))],
        ['calls', areasTable().join('\n')],
      ],
    ] as const,
  ].map(([name, sections]) => {
    const file = join(repo, 'packages', name, 'README.md')
    const text = sections.reduce(
      (readme, [section, content]) => replaceSection(readme, section, content),
      readFileSync(file, 'utf8'),
    )
    if (process.env.UPDATE_READMES) writeFileSync(file, text)
    return [file, text]
  }),
)

// The READMEs' tables are generated from the code; a stale one fails here (UPDATE_READMES=1 rewrites them).
describe('the packages’ READMEs', () => {
  it.each(Object.keys(readmes))('%s has its generated tables as the code says', (file) => {
    expect(readFileSync(file, 'utf8')).toBe(readmes[file])
  })

  it('list a component’s props with their types and descriptions', () => {
    const bell = readmes[join(repo, 'packages/notifications/README.md')]!
    expect(bell).toMatch(/### `<NotificationsBell>`/)
    expect(bell).toMatch(/\| `onOpenDocument` \| .* \| no \|/)
    expect(bell).toMatch(/\| `notifications\.title` \| Notifications \|/)
    expect(bell).toMatch(
      /\| PUT \| `\/v1\/api\/in-app-notifications\/mark-as-read\/\{id\}` \| merchants, tenant staff, platform staff \| Marks one notification read \|/,
    )
  })
})
