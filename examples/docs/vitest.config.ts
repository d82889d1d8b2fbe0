import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'docs-app', environment: 'node', include: ['src/**/*.test.ts'] },
})
