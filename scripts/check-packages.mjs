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
  // Stylesheets have no types to check.
  const { exports = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const stylesheets = Object.keys(exports).filter((entry) => entry.endsWith('.css'))
  const exclude = stylesheets.length ? ` --exclude-entrypoints ${stylesheets.join(' ')}` : ''
  // ESM-only packages: the CommonJS resolution modes do not apply.
  run(`pnpm exec attw --pack ${dir} --profile esm-only --no-color --format table-flipped${exclude}`)
}
