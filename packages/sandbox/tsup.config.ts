import { defineConfig } from 'tsup'
import { packagePreset } from '../../tsup.preset'

export default defineConfig(
  packagePreset({ index: 'src/index.ts', cli: 'src/cli.ts', reader: 'src/readers/reader.ts' }, { platform: 'node' }),
)
