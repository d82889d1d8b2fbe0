import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

// Aliases that build an app on Preact's React layer instead of React (about 55 KB less gzip). The elements'
// bundle, the portal and the ui catalog use them; the React components published for React apps keep the
// host's React. Resolved from here, as the widgets' sources in other packages do not depend on preact.
const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'))
const client = fileURLToPath(new URL('./preact-client.ts', import.meta.url))

export const preactCompat = [
  { find: /^react-dom\/client$/, replacement: client },
  { find: /^react-dom\/test-utils$/, replacement: `${preact}/test-utils/dist/testUtils.mjs` },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: `${preact}/jsx-runtime/dist/jsxRuntime.mjs` },
  { find: /^react(-dom)?$/, replacement: `${preact}/compat/dist/compat.mjs` },
]
