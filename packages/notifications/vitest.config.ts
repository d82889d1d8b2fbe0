import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@paydeck/source'] },
  ssr: { resolve: { conditions: ['@paydeck/source'] } },
  test: { name: 'notifications', environment: 'happy-dom', setupFiles: ['./vitest.setup.ts'] },
})
