import { defineConfig } from 'tsup'
import { packagePreset } from '../../tsup.preset'

export default defineConfig(
  packagePreset(
    {
      index: 'src/index.ts',
      labels: 'src/labels.ts',
      element: 'src/element/index.ts',
      define: 'src/element/define.ts',
      'labels-element': 'src/element/labels-element.tsx',
      'labels-define': 'src/element/labels-define.ts',
    },
    {},
    { clientEntries: ['index', 'labels'] },
  ),
)
