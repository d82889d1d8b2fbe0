// pnpm bench: minified and gzip size of every built package entry, bundled as the peers were measured
// (everything but react and react-dom, esbuild --bundle --minify, gzip -9). --check fails on a budget overrun.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { budgets, excludedPackages } from './budgets.mjs'

const check = process.argv.includes('--check')
const rows = []

for (const dir of readdirSync('packages').map((name) => join('packages', name))) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  if (manifest.private || excludedPackages.has(manifest.name)) continue
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (typeof target !== 'object' || !target.import) continue
    const entry = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`
    const result = await build({
      entryPoints: [resolve(dir, target.import)],
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      logLevel: 'error',
    })
    const code = result.outputFiles[0].contents
    rows.push({ entry, min: code.length, gzip: gzipSync(code, { level: 9 }).length, budget: budgets[entry] ?? null })
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1)
const over = rows.filter((row) => row.budget !== null && row.gzip / 1000 > row.budget)
console.log('| entry | min KB | gzip KB | budget KB | |')
console.log('|---|---:|---:|---:|---|')
for (const row of rows) {
  const status = row.budget === null ? '' : row.gzip / 1000 > row.budget ? 'OVER' : 'ok'
  console.log(`| ${row.entry} | ${kb(row.min)} | ${kb(row.gzip)} | ${row.budget ?? '–'} | ${status} |`)
}
if (check && over.length > 0) {
  console.error(`\nOver budget: ${over.map((row) => row.entry).join(', ')}`)
  process.exit(1)
}
