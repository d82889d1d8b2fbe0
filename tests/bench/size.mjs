// pnpm bench: minified and gzip size of every built package entry, bundled as the peers were measured
// (everything but react and react-dom, esbuild --bundle --minify, gzip -9). --check fails on a budget overrun.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { budgets, excludedPackages, probes } from './budgets.mjs'

const check = process.argv.includes('--check')
const rows = []

/** Bundled as the peers were measured: everything but react and react-dom, minified, then gzip -9. */
async function measure(input) {
  const result = await build({
    ...input,
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    logLevel: 'error',
  })
  const code = result.outputFiles[0].contents
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length }
}

for (const dir of readdirSync('packages').map((name) => join('packages', name))) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  if (manifest.private || excludedPackages.has(manifest.name)) continue
  if (manifest.name === '@paydeck/elements') {
    rows.push(...elementsRows(dir))
    continue
  }
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (typeof target !== 'object' || !target.import) continue
    const entry = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`
    rows.push({
      entry,
      ...(await measure({ entryPoints: [resolve(dir, target.import)] })),
      budget: budgets[entry] ?? null,
    })
  }
}

/**
 * @paydeck/elements ships bundled and split already: the loader is its entry plus what the entry imports
 * statically; every other chunk loads on first use of a tag (shared chunks once for all elements).
 */
function elementsRows(dir) {
  const dist = join(dir, 'dist')
  const files = readdirSync(dist).filter((name) => name.endsWith('.js'))
  const size = (name) => {
    const code = readFileSync(join(dist, name))
    return { min: code.length, gzip: gzipSync(code, { level: 9 }).length }
  }
  const entry = readFileSync(join(dist, 'index.js'), 'utf8')
  const staticImports = [...entry.matchAll(/from\s*['"]\.\/([^'"]+\.js)['"]/g)].map((match) => match[1])
  const loaderFiles = ['index.js', ...staticImports]
  const sum = (names) => names.map(size).reduce((a, b) => ({ min: a.min + b.min, gzip: a.gzip + b.gzip }))
  const rows = [{ entry: '@paydeck/elements loader', ...sum(loaderFiles), budget: budgets['@paydeck/elements loader'] }]
  for (const name of files.filter((file) => !loaderFiles.includes(file))) {
    const chunk = name.replace(/-[A-Z0-9]{8}\.js$/, '')
    rows.push({
      entry: `@paydeck/elements chunk ${chunk}`,
      ...size(name),
      budget: budgets[`@paydeck/elements chunk ${chunk}`] ?? null,
    })
  }
  return rows
}

for (const probe of probes) {
  const stdin = { contents: probe.contents, resolveDir: resolve(probe.resolveDir) }
  rows.push({ entry: probe.entry, ...(await measure({ stdin })), budget: budgets[probe.entry] ?? null })
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
