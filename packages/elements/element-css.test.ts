import { describe, expect, it } from 'vitest'
import { laterSourceFilesOf, pruneTokens, sourceFilesOf } from './element-css'

const src = '/repo/packages/elements/src/chunks'
const module = (renderedLength: number) => ({ renderedLength })

// A bundle as rolldown describes it to renderChunk: the bell's chunk and the report's share a chunk of buttons.
const chunks = {
  'notifications.js': {
    facadeModuleId: `${src}/notifications.ts`,
    imports: ['shared.js'],
    dynamicImports: [],
    modules: {
      '/repo/packages/notifications/src/bell/bell.tsx': module(900),
      // A barrel's export that nothing used: no code, so no CSS.
      '/repo/packages/ui/src/date-picker/date-picker.tsx': module(0),
    },
  },
  'reports.js': {
    facadeModuleId: `${src}/reports.ts`,
    imports: ['shared.js'],
    dynamicImports: ['chart.js'],
    modules: { '/repo/packages/ui/src/date-picker/date-picker.tsx': module(4000) },
  },
  'chart.js': {
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    modules: { '/repo/packages/reports/src/report-chart.tsx?lazy': module(300) },
  },
  'shared.js': {
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    modules: {
      '/repo/packages/ui/src/button/button.tsx': module(500),
      '/repo/node_modules/@ark-ui/react/dist/index.js': module(500),
      '/repo/packages/ui/styled-system/css/css.js': module(500),
    },
  },
}

describe('the source files whose CSS an element chunk carries', () => {
  it('are those with code in its chunk and the chunks it imports, not what it loads later', () => {
    expect(sourceFilesOf(`${src}/reports.ts`, chunks)).toEqual([
      '/repo/packages/ui/src/button/button.tsx',
      '/repo/packages/ui/src/date-picker/date-picker.tsx',
    ])
  })

  it('leave out what the bell does not run: the date picker only a barrel exported', () => {
    expect(sourceFilesOf(`${src}/notifications.ts`, chunks)).toEqual([
      '/repo/packages/notifications/src/bell/bell.tsx',
      '/repo/packages/ui/src/button/button.tsx',
    ])
  })
})

describe('the source files whose CSS a part loaded later adds', () => {
  const entries = [`${src}/notifications.ts`, `${src}/reports.ts`]
  // The report's chart, loaded on first use, draws buttons (which the report already has) and a chart of its own.
  const withChart = {
    ...chunks,
    'chart.js': { ...chunks['chart.js'], imports: ['shared.js'] },
  }

  it('are its own and what it imports, but for what the elements that load it already show', () => {
    expect(laterSourceFilesOf('chart.js', withChart, entries)).toEqual(['/repo/packages/reports/src/report-chart.tsx'])
  })

  it('keep what only some of the elements that load it show', () => {
    const bothLoad = {
      ...withChart,
      'notifications.js': { ...chunks['notifications.js'], dynamicImports: ['chart.js'] },
    }
    // The bell has no date picker: the chart's own use of it must come with the chart.
    const chart = {
      ...bothLoad['chart.js'],
      modules: { ...bothLoad['chart.js'].modules, '/repo/packages/ui/src/date-picker/date-picker.tsx': module(10) },
    }
    expect(laterSourceFilesOf('chart.js', { ...bothLoad, 'chart.js': chart }, entries)).toEqual([
      '/repo/packages/reports/src/report-chart.tsx',
      '/repo/packages/ui/src/date-picker/date-picker.tsx',
    ])
  })

  it('are none for what no element loads later (the page’s instance, which the loader fetches)', () => {
    const instance = {
      facadeModuleId: '/repo/packages/elements/src/page-instance.ts',
      imports: ['shared.js'],
      dynamicImports: [],
      modules: {},
    }
    expect(laterSourceFilesOf('page-instance.js', { ...chunks, 'page-instance.js': instance }, entries)).toEqual([])
  })
})

describe('pruneTokens', () => {
  const base =
    '@layer reset{:host button{background:var(--pd-colors-transparent)}}' +
    '@layer tokens{:where(:root,:host){--pd-colors-transparent:transparent;--pd-colors-red-500:#ef4444;' +
    '--pd-colors-link:var(--pd-link, var(--pd-colors-blue-600));--pd-colors-blue-600:#2563eb;' +
    '--pd-spacing-4:1rem;--pd-sizes-xl:36rem}' +
    '[data-theme=dark]{--pd-colors-link:var(--pd-colors-blue-300);--pd-colors-blue-300:#93c5fd}' +
    '.unused-scope{--pd-sizes-xl:40rem}}'

  it('keeps what the reset, the elements and the kept tokens read, and drops the rest', () => {
    const pruned = pruneTokens(base, ['.c_link{color:var(--pd-colors-link)}', '.p_4{padding:var(--pd-spacing-4)}'])
    for (const kept of ['transparent', 'link', 'blue-600', 'blue-300', 'spacing-4'].map((t) =>
      t.replace(/^(?!spacing)/, 'colors-'),
    ))
      expect(pruned).toContain(`--pd-${kept}:`)
    expect(pruned).not.toContain('--pd-colors-red-500')
    expect(pruned).not.toContain('--pd-sizes-xl')
    // Still well formed: no dangling semicolon, no rule left empty.
    expect(pruned).not.toMatch(/;}|\{\}/)
    expect(pruned).toContain(
      '--pd-colors-link:var(--pd-link, var(--pd-colors-blue-600));--pd-colors-blue-600:#2563eb;--pd-spacing-4:1rem}',
    )
  })

  it('leaves a theme variable a host sets alone: it is read, never declared', () => {
    const pruned = pruneTokens(base, ['.c_link{color:var(--pd-colors-link)}'])
    expect(pruned).toContain('var(--pd-link, ')
  })
})
