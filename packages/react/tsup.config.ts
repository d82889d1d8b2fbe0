import { defineConfig } from 'tsup'
import { packagePreset } from '../../tsup.preset'

export default defineConfig(packagePreset({ index: 'src/index.ts' }, {}, { clientEntries: ['index'] }))
