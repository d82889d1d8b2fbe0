import { defineConfig } from 'tsup'
import { packagePreset, pureCalls } from '../../tsup.preset'

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
      showcase: 'src/showcase/ui-showcase.tsx',
    },
    // Style and context factories run at module level; marked pure, an app keeps only the controls it uses.
    { esbuildPlugins: [pureCalls(['css', 'cva', 'createContext', 'forwardRef'])] },
    { clientEntries: ['index', 'element-kit', 'fields', 'sortable', 'filter-form', 'showcase'] },
  ),
)
