import { defineConfig } from 'tsup'
import { packagePreset } from '../../tsup.preset'

// Everything bundled (React included) and split: the loader stays tiny, each element is its own chunk,
// and what elements share (React, ui) lands in shared chunks the browser fetches once.
export default defineConfig(
  packagePreset(
    { index: 'src/index.ts' },
    {
      splitting: true,
      minify: true,
      noExternal: [/.*/],
      platform: 'browser',
      sourcemap: false,
      env: { NODE_ENV: 'production' },
      // Our packages from source, so each element keeps only the modules it uses.
      esbuildOptions: (options) => void (options.conditions = ['@paydeck/source']),
    },
  ),
)
