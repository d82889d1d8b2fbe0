import { defineConfig, type Options } from 'tsup'
import { packagePreset } from '../../tsup.preset'

// The style runtime stays a file of its own, imported from the built files: the widgets import it by name
// (@paydeck/ui/styled-system/css), so an app bundles one copy of it, not one in ui's chunks and another beside them.
const styledSystemOutside: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'styled-system-outside',
  setup(build) {
    build.onResolve({ filter: /\/styled-system\/css$/ }, () => ({
      path: '../styled-system/css/index.js',
      external: true,
    }))
  },
}

export default defineConfig(
  packagePreset(
    {
      index: 'src/index.ts',
      tags: 'src/element/element-tags.ts',
      'element-kit': 'src/element-kit.ts',
      fields: 'src/fields.ts',
      // dnd-kit declares no sideEffects: behind its own entry, only apps that reorder pay for it.
      sortable: 'src/sortable/sortable-list.tsx',
      // The filter form loads its pickers and select when reached: behind its own entry, since a module both
      // exported and lazily imported by one entry stays in every consumer's bundle (esbuild).
      'filter-form': 'src/form-builder/filter-form.tsx',
      // The one form hook and its rules (react-hook-form): behind its own entry, so that an entry whose forms load
      // when opened does not carry the form library in its first render (esbuild, as with the filter form).
      'change-form': 'src/forms-and-lists/change-form.ts',
      // Tabs (Ark's, on zag's tabs machine): only a transaction's detail shows them, behind its own entry likewise.
      tabs: 'src/tabs/tabs.tsx',
      // The alerts' provider loads the toaster (zag's toast machine) when idle: an entry of its own for the same reason.
      alerts: 'src/toast/alerts-provider.tsx',
      showcase: 'src/showcase/ui-showcase.tsx',
    },
    { esbuildPlugins: [styledSystemOutside] },
    {
      clientEntries: [
        'index',
        'element-kit',
        'fields',
        'sortable',
        'filter-form',
        'change-form',
        'tabs',
        'alerts',
        'showcase',
      ],
      // Style and context factories run at module level; marked pure, an app keeps only the controls it uses.
      pureCalls: ['css', 'cva', 'createContext', 'forwardRef'],
    },
  ),
)
