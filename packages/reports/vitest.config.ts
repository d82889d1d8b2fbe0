import { defineProject } from 'vitest/config'
import { SANDBOX_TEST_TIMEOUT_MS } from '../../vitest.shared'

export default defineProject({
  resolve: { conditions: ['@paydeck/source'] },
  ssr: { resolve: { conditions: ['@paydeck/source'] } },
  test: {
    name: 'reports',
    testTimeout: SANDBOX_TEST_TIMEOUT_MS,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
  },
})
