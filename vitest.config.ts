import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'config/vitest.config.ts',
      'packages/elements/vitest.preact.config.ts',
      'portal/vitest.config.ts',
      'tests/docs/vitest.config.ts',
      'tests/contract/vitest.config.ts',
      'examples/docs/vitest.config.ts',
    ],
  },
})
