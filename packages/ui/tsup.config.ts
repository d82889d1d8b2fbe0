import { defineConfig } from 'tsup'
import { packagePreset } from '../../tsup.preset'

export default defineConfig(
  packagePreset(
    { index: 'src/index.ts', tags: 'src/element/element-tags.ts', showcase: 'src/showcase/ui-showcase.tsx' },
    {
      // Style and context factories run at module level; marked pure, an app keeps only the controls it uses.
      esbuildOptions: (options) => void (options.pure = ['css', 'cva', 'createContext']),
    },
  ),
)
