// The built-package checks: publint (package.json against what is packed) and attw (types resolve for consumers).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runTogether } from './tooling.mjs'

const published = readdirSync('packages')
  .map((dir) => join('packages', dir))
  .filter((dir) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    return !manifest.private
  })

/** Each package's checks, one after the other; two packages at a time (each check is mostly a process starting). */
const checksOf = (dir) => {
  // Stylesheets have no types to check. Panda's generated styled-system (ui's css() for the widgets) imports its
  // types without extensions: it resolves for bundlers, the resolution widgets build with, not for node16.
  const { exports = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const unchecked = Object.keys(exports).filter(
    (entry) => entry.endsWith('.css') || entry.startsWith('./styled-system/'),
  )
  const exclude = unchecked.length ? ` --exclude-entrypoints ${unchecked.join(' ')}` : ''
  return [
    `pnpm exec publint run ${dir} --strict`,
    // ESM-only packages: the CommonJS resolution modes do not apply.
    `pnpm exec attw --pack ${dir} --profile esm-only --no-color --format table-flipped${exclude}`,
  ]
}

await runTogether(published.map(checksOf), 2)
