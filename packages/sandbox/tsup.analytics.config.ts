import { defineConfig } from 'tsup'

// The remote data-analytics page's script: one self-contained, minified file for browsers, which the sandbox
// serves under its strict CSP (script-src 'self'). Built after the sandbox itself, beside it in dist.
export default defineConfig({
  entry: { 'analytics-page': 'src/analytics/remote-page.ts' },
  format: ['iife'],
  platform: 'browser',
  target: 'es2022',
  minify: true,
  noExternal: [/.*/],
  clean: false,
  dts: false,
  outExtension: () => ({ js: '.js' }),
  esbuildOptions(options) {
    options.conditions = ['@paydeck/source', 'import', 'browser']
  },
})
