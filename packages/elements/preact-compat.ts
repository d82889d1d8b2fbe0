import { createRequire } from 'node:module'
import { dirname } from 'node:path'

// Pages get Preact's React layer instead of React (about 60 KB less gzip as shipped); the React components
// published for React apps keep the host's React. Resolved from here: the widgets' sources, in other packages,
// do not depend on preact. The elements' bundle, its tests on Preact and the ui catalog use these.
const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'))

export const preactCompat = [
  { find: /^react-dom\/client$/, replacement: `${preact}/compat/client.mjs` },
  { find: /^react-dom\/test-utils$/, replacement: `${preact}/test-utils/dist/testUtils.mjs` },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: `${preact}/jsx-runtime/dist/jsxRuntime.mjs` },
  { find: /^react(-dom)?$/, replacement: `${preact}/compat/dist/compat.mjs` },
]
