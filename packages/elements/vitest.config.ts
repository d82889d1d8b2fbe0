import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@paydeck/source'] },
  ssr: { resolve: { conditions: ['@paydeck/source'] } },
  test: { name: 'elements', environment: 'happy-dom', include: ['src/**/*.test.ts', '*.test.ts'] },
})
