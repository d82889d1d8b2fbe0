import { defineConfig } from 'tsup'
import { packagePreset, pureCalls } from '../../tsup.preset'

export default defineConfig(
  packagePreset(
    {
      index: 'src/index.ts',
      tags: 'src/element/element-tags.ts',
      showcase: 'src/showcase/ui-showcase.tsx',
    },
    // Style and context factories run at module level; marked pure, an app keeps only the controls it uses.
    { esbuildPlugins: [pureCalls(['css', 'cva', 'createContext', 'forwardRef'])] },
  ),
)
