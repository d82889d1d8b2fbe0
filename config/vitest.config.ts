import { defineProject } from 'vitest/config'

// The build plugins shared by the portal and the elements' bundle.
export default defineProject({
  test: { name: 'config', environment: 'node', include: ['**/*.test.ts'] },
})
