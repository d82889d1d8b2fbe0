import { defineConfig } from 'tsup'
import { packagePreset } from '../../tsup.preset'

const screens = ['price-books', 'pipelines', 'roles', 'staff', 'tenants', 'audit']

export default defineConfig(
  packagePreset(
    {
      index: 'src/index.ts',
      ...Object.fromEntries(screens.map((screen) => [screen, `src/${screen}/index.ts`])),
      element: 'src/element/index.ts',
      define: 'src/element/define.ts',
    },
    {},
    { clientEntries: ['index', ...screens] },
  ),
)
