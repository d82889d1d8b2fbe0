import { defineConfig } from 'vite'
import { preactCompat } from '../../config/preact-compat'
import { elementCss } from './element-css'
import { elementIntegrity } from './element-integrity'

// What every element needs lands in one shared chunk, fetched once per page: Preact, core, the React
// bindings, the element machinery of ui (provider, theme, text, the adopted CSS) and the pieces every widget shows
// (Panda's class runtime, buttons, icons). What most widgets show but the bell's first render does not (fields, the
// modal, dates and amounts, status pills) is the fields chunk; the larger controls stay with the widgets that use
// them, so a page with the bell alone loads no form and no modal.
const shared = new RegExp(
  [
    String.raw`/node_modules/(preact|react|react-dom|scheduler|zustand|ky|zod|@tanstack/(react-query|query-core)|@r2wc/[^/]+)/`,
    String.raw`/node_modules/@ark-ui/react/dist/(components/(environment|portal)|providers)/`,
    // Core's client; each area's calls and schemas, the time model and the card-number mask go with the elements
    // that use them.
    String.raw`/packages/react/src/`,
    String.raw`/packages/core/src/(?!api/|time/|text/)`,
    String.raw`/packages/ui/styled-system/`,
    String.raw`/config/preact-client`,
    // The tag list stays out: the loader needs it, and nothing else of the shared chunk.
    String.raw`/packages/ui/src/(provider|theme|i18n|generated|button|icons)/`,
    String.raw`/packages/ui/src/element/(?!element-tags)`,
  ].join('|'),
)

// The controls most widgets show and the bell's first render does not (the text fields, the modal, dates and
// amounts, status pills), one chunk of their own. Left to the default split they fell into small pieces that every
// element paid for.
const fields = new RegExp(
  [
    String.raw`/packages/ui/src/(field|inputs|dialog|format|status-pill)/`,
    String.raw`/node_modules/@ark-ui/react/dist/components/(field|fieldset)/`,
  ].join('|'),
)

export default defineConfig({
  plugins: [elementCss(), elementIntegrity()],
  resolve: {
    conditions: ['@paydeck/source', 'module', 'browser', 'production', 'import', 'default'],
    alias: preactCompat,
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    lib: { entry: { index: 'src/index.ts' }, formats: ['es'] },
    rolldownOptions: {
      // Ark's 'use client' directives mean nothing in a bundle made for the page.
      onwarn: (warning, warn) => void (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning)),
      output: {
        // Lib mode keeps whitespace for consumers' minifiers; this bundle goes to pages as it is.
        minify: true,
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Each element's CSS (element-css.ts), a chunk beside its code: fetched with it, and measured apart.
            { name: (id) => /^\0paydeck:element-css\/(.+)\?sheet$/.exec(id)?.[1]?.replace(/^/, 'css-') ?? null },
            // The loader's tag lists, apart: the loader must not fetch the shared chunk before a tag is on the page.
            {
              name: 'element-tags',
              test: /\/packages\/(ui\/src\/element\/element-tags|elements\/src\/element-chunks)/,
            },
            { name: 'shared', test: shared },
            { name: 'fields', test: fields },
          ],
        },
      },
    },
  },
})
