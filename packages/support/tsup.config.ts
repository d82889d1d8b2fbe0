import { defineConfig } from 'tsup'
import { packagePreset } from '../../tsup.preset'

export default defineConfig(
  packagePreset({
    index: 'src/index.ts',
    labels: 'src/labels.ts',
    element: 'src/element.tsx',
    'labels-element': 'src/labels-element.tsx',
  }),
)
