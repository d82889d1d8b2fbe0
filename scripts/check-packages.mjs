// The built-package checks: publint (package.json against what is packed) and attw (types resolve for consumers).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { run } from './tooling.mjs'

const published = readdirSync('packages')
  .map((dir) => join('packages', dir))
  .filter((dir) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    return !manifest.private
  })

for (const dir of published) {
  run(`pnpm exec publint run ${dir} --strict`)
  // Stylesheets have no types to check. Panda's generated styled-system (ui's css() for the widgets) imports its
  // types without extensions: it resolves for bundlers, the resolution widgets build with, not for node16.
  const { exports = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const unchecked = Object.keys(exports).filter(
    (entry) => entry.endsWith('.css') || entry.startsWith('./styled-system/'),
  )
  const exclude = unchecked.length ? ` --exclude-entrypoints ${unchecked.join(' ')}` : ''
  // ESM-only packages: the CommonJS resolution modes do not apply.
  run(`pnpm exec attw --pack ${dir} --profile esm-only --no-color --format table-flipped${exclude}`)
}
