// npm test: everything CI checks, from a fresh clone on a machine with only Node 20 and npm.
import { ensureChromium, ensureFirefox, ensurePnpm, install, run } from './tooling.mjs'

const started = Date.now()
ensurePnpm()
ensureChromium()
ensureFirefox()
install()
const steps = [
  'pnpm lint',
  'pnpm typecheck',
  'pnpm unit',
  'pnpm build',
  'pnpm check:packages',
  'pnpm consumer',
  'pnpm bench --check',
  // The lookups' and reports' budgets at a book CI seeds in seconds (a million is `pnpm bench --lookups`).
  'pnpm bench --lookups 100000 --check',
  'pnpm e2e',
  // The elements' strict-CSP page and the portal's sign-in, lookup and detail in a second browser.
  'pnpm firefox',
  // The calls the end-to-end suite made, against the OpenAPI document (the sandbox logged them).
  'pnpm contract',
]
const timings = steps.map((step) => [step, run(step)])
console.log('\nnpm test timings:')
for (const [step, seconds] of timings) console.log(`  ${step.padEnd(24)} ${seconds} s`)
console.log(`  ${'total'.padEnd(24)} ${((Date.now() - started) / 1000).toFixed(1)} s`)
