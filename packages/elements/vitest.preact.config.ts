import { defineProject } from 'vitest/config'
import { fileURLToPath } from 'node:url'
import { preactCompat } from '../../config/preact-compat'

// The element tests of ui and the widgets again, on Preact as the bundle ships them (vite.config.ts).
export default defineProject({
  // Its root is packages/; the cache stays in this package.
  cacheDir: fileURLToPath(new URL('node_modules/.vite', import.meta.url)),
  resolve: { conditions: ['@paydeck/source'], alias: preactCompat },
  ssr: { resolve: { conditions: ['@paydeck/source'] } },
  test: {
    name: 'elements on preact',
    // jsdom, as the viewer's tests need it (DOMPurify runs faithfully there).
    environment: 'jsdom',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['ui/src/element/**/*.test.tsx', '*/src/element/**/*.test.tsx'],
    setupFiles: ['proposals/vitest.setup.ts'],
    server: {
      deps: {
        inline: [
          /@testing-library/,
          /@ark-ui/,
          /@zag-js/,
          /@r2wc/,
          /@tanstack\/react-query/,
          /zustand/,
          /use-sync-external-store/,
        ],
      },
    },
  },
})
