import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { pandaStatic } from '../../config/panda-static'
import { preactCompat } from '../../config/preact-compat'
import { elementCss } from './element-css'
import { elementIntegrity } from './element-integrity'
import { entryClosure, fileClosures } from './entry-closure'

// What every element needs lands in the shared and common chunks, fetched once per page: the import closure of core's
// client, the React bindings and ui's element kit (the element machinery, provider, theme, text, buttons and icons),
// with the parts of the libraries that code runs (Preact, TanStack Query, zod, r2wc, Ark's environment), read after
// tree-shaking. What most widgets show but the bell's first render does not (fields, the modal, dates and amounts,
// status pills) is ui's fields entry, a chunk of its own; the larger controls stay with the widgets that use them.
// Every chunk is declared by package entries and the files they run, so moving a file between folders, or a library
// renaming its internals, moves nothing between chunks.
const sharedCode = await entryClosure(
  ['@paydeck/core', '@paydeck/react', '@paydeck/ui/element-kit'],
  import.meta.dirname,
)
// The shared chunk holds what the lightest element, the bell, runs; what the other elements share beyond it is the
// common chunk (one more file for them, cached like the first), so a page with the bell alone carries none of it.
// Its panel counts too, and the fields chunk the panel opens its modal from: what they need of the shared code comes
// with the bell, so that opening the panel never loads the common chunk.
const bellRuns = await entryClosure(
  ['@paydeck/notifications/define', './src/page-instance', '@paydeck/ui/fields'],
  import.meta.dirname,
  { lazily: true },
)
// The common chunk holds, of that, what most of the other elements run (each bundled alone, so after tree-shaking):
// what only a few run (a copy button, TanStack's mutations or endless queries) stays with those, in a chunk they
// share, so that the others never load it.
const otherElements = await fileClosures(
  readdirSync(resolve(import.meta.dirname, 'src/chunks'))
    .filter((file) => file !== 'notifications.ts')
    .map((file) => resolve(import.meta.dirname, 'src/chunks', file)),
)
const runBy = new Map<string, number>()
for (const closure of otherElements.values()) for (const id of closure) runBy.set(id, (runBy.get(id) ?? 0) + 1)
const mostElementsRun = (id: string) => (runBy.get(id) ?? 0) * 2 > otherElements.size
const fieldsCode = await entryClosure(['@paydeck/ui/fields'], import.meta.dirname)

/**
 * A chunk group also takes in the modules its modules import, so one import from a module the bell runs (a hook beside
 * the bell's that reads the active lists) would bring the other's code and words to the bell's page. The build fails
 * then, naming the module, instead of the page growing unnoticed. The bundle's own modules (the styles' registry) and
 * the libraries (shared by name) are left out.
 */
const sharedHoldsWhatTheBellRuns: Plugin = {
  name: 'paydeck-shared-holds-what-the-bell-runs',
  generateBundle(_options, bundle) {
    const shared = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === 'shared')
    const strays = Object.keys(shared?.type === 'chunk' ? shared.modules : {}).filter(
      (id) => id.startsWith('/') && !id.includes('/node_modules/') && !id.startsWith(ownModules) && !bellRuns.has(id),
    )
    if (strays.length > 0)
      this.error(`The shared chunk holds code the bell does not run, brought by an import: ${strays.join(', ')}`)
  },
}
const ownModules = resolve(import.meta.dirname, 'src')

export default defineConfig({
  plugins: [
    sharedHoldsWhatTheBellRuns,
    elementCss(),
    elementIntegrity(),
    pandaStatic(resolve(import.meta.dirname, '../ui/styled-system/css/index.js')),
  ],
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
            { name: 'shared', test: (id) => sharedCode.has(id) && bellRuns.has(id) },
            { name: 'common', test: (id) => sharedCode.has(id) && !bellRuns.has(id) && mostElementsRun(id) },
            { name: 'fields', test: (id) => fieldsCode.has(id) },
          ],
        },
      },
    },
  },
})
