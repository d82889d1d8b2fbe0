import { defineConfig } from 'tsup'
import { packagePreset } from '../../tsup.preset'

export default defineConfig(
  packagePreset(
    {
      index: 'src/index.ts',
      search: 'src/search.ts',
      actions: 'src/actions-entry.ts',
      operations: 'src/operations-entry.ts',
      disputes: 'src/disputes-entry.ts',
      element: 'src/element/index.ts',
      define: 'src/element/define.ts',
      'disputes-element': 'src/element/disputes-index.ts',
      'disputes-define': 'src/element/disputes-define.ts',
    },
    {},
    { clientEntries: ['index', 'actions', 'operations', 'disputes'] },
  ),
)
