import { describe, expect, it } from 'vitest'
import { sourceFilesOf } from './element-css'

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
    modules: { '/repo/packages/transactions/src/reports/report-chart.tsx?lazy': module(300) },
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
  it('are those with code in its chunk and the chunks it imports, lazy ones included', () => {
    expect(sourceFilesOf(`${src}/reports.ts`, chunks)).toEqual([
      '/repo/packages/transactions/src/reports/report-chart.tsx',
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
