import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@paydeck/source'] },
  ssr: { resolve: { conditions: ['@paydeck/source'] } },
  // The TypeScript program over every package takes a while to build.
  test: { name: 'docs', environment: 'happy-dom', include: ['*.test.ts'], testTimeout: 120_000 },
})
