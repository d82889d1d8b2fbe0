import { defineConfig } from 'tsup'
import { packagePreset } from '../../tsup.preset'

export default defineConfig(
  packagePreset(
    { index: 'src/index.ts', element: 'src/element/index.ts', define: 'src/element/define.ts' },
    {},
    { clientEntries: ['index'] },
  ),
)
