// pnpm bench: minified and gzip size of every built package entry, bundled as the peers were measured
// (everything but react and react-dom, esbuild --bundle --minify, gzip -9). --check fails on a budget overrun.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { loadConfigFromFile, build as viteBuild } from 'vite'
import { budgets, excludedPackages, probes, sharedRuntime } from './budgets.mjs'

// `pnpm bench --lookups [N]`: the transaction lookups at N transactions (a million by default) instead; with
// `--browser`, the lookup in Chromium against a sandbox of N.
// `pnpm bench --lighthouse [N]`: Lighthouse's mobile preset on the sign-in path, the dashboard and the lookup.
const lighthouseAt = process.argv.indexOf('--lighthouse')
if (lighthouseAt >= 0) {
  const { lighthouseBench } = await import('./lighthouse.mjs')
  await lighthouseBench(Number(process.argv[lighthouseAt + 1]) || undefined, {
    check: process.argv.includes('--check'),
  })
  process.exit(process.exitCode ?? 0)
}
// `pnpm bench --report-opening`: a report's date picker and select opened on first reach, in Chromium.
if (process.argv.includes('--report-opening')) {
  const { reportOpeningBench } = await import('./report-opening.mjs')
  await reportOpeningBench()
  process.exit(process.exitCode ?? 0)
}
const lookups = process.argv.indexOf('--lookups')
if (lookups >= 0) {
  const count = Number(process.argv[lookups + 1] ?? 1_000_000) || 1_000_000
  if (process.argv.includes('--browser')) {
    const { lookupBrowserBench } = await import('./lookup-browser.mjs')
    await lookupBrowserBench(count)
  } else {
    const { lookupBench } = await import('./lookups.mjs')
    await lookupBench(count, { check: process.argv.includes('--check') })
  }
  process.exit(process.exitCode ?? 0)
}

const check = process.argv.includes('--check')
// --modules: each element page's modules by size, where its weight is.
const listModules = process.argv.includes('--modules')
const rows = []

// Libraries (and the map's data) the packages only import dynamically, when first needed: esbuild would inline them into the entry, so
// they are measured on their own row instead.
const onDemand = [
  {
    label: 'lightweight-charts (loaded with the first chart over time)',
    libraries: ['lightweight-charts'],
    contents: `export * from 'lightweight-charts'`,
    resolveDir: 'packages/ui',
  },
  {
    label: 'the world map: its countries’ outlines, projected at build time (loaded with the first map)',
    libraries: [],
    contents: `export { default } from './src/charts/world-outlines.json'`,
    resolveDir: 'packages/dashboard',
  },
]

/**
 * Bundled as the peers were measured: everything but react and react-dom, minified, then gzip -9. An entry's lazy
 * parts (a panel loaded on first opening) are chunks of their own, as a consumer's bundler makes them: what the
 * entry and its static imports weigh is measured, not what loads on first use.
 */
async function measure(input, external = []) {
  const result = await build({
    ...input,
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    ...(input.entryPoints ? { splitting: true, outdir: 'out', metafile: true } : {}),
    external: [
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
      ...onDemand.flatMap((lazy) => lazy.libraries),
      ...external,
    ],
    logLevel: 'error',
  })
  const files = result.metafile ? staticClosure(result, input.entryPoints[0]) : [result.outputFiles[0]]
  const codes = files.map((file) => file.contents)
  return {
    min: codes.reduce((sum, code) => sum + code.length, 0),
    gzip: codes.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0),
  }
}

/** The entry's output file and the chunks it imports statically (a lazily loaded chunk is an entry point too). */
function staticClosure(result, entryPoint) {
  const outputs = result.metafile.outputs
  const byPath = new Map(result.outputFiles.map((file) => [file.path.slice(process.cwd().length + 1), file]))
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint === relative(process.cwd(), entryPoint))
  const reached = new Set([entry])
  for (const path of reached)
    for (const next of outputs[path].imports)
      if (next.kind === 'import-statement' && !next.external) reached.add(next.path)
  return [...reached].map((path) => byPath.get(path))
}

for (const dir of readdirSync('packages').map((name) => join('packages', name))) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  if (manifest.private || excludedPackages.has(manifest.name)) continue
  if (manifest.name === '@paydeck/elements') {
    rows.push(...(await elementsRows(dir)))
    continue
  }
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (typeof target !== 'object' || !target.import) continue
    const entry = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`
    const entryPoints = [resolve(dir, target.import)]
    const shared = sharedRuntime[entry]
    rows.push({ entry, ...(await measure({ entryPoints }, shared?.external)), budget: budgets[entry] ?? null })
    if (shared) rows.push({ entry: `${entry} ${shared.label}`, ...(await measure({ entryPoints })), budget: null })
  }
}

/**
 * @paydeck/elements as a page downloads it: the loader (its entry and what it imports statically), the shared
 * chunk fetched once for every element (with Preact, the framework the bundle ships on, and the CSS reset and
 * tokens), the common chunk every element but the bell adds to it, and each element's chunk (what its tag loads beyond those, its CSS included). A page with one element loads all three: "as shipped".
 */
async function elementsRows(dir) {
  const gzip = (chunks) => chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0)
  const min = (chunks) => chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0)
  const row = (entry, chunks) => ({ entry, min: min(chunks), gzip: gzip(chunks), budget: budgets[entry] ?? null })
  const [result] = [].concat(
    await viteBuild({
      root: dir,
      configFile: join(dir, 'vite.config.ts'),
      logLevel: 'silent',
      build: { write: false },
    }),
  )
  const chunks = result.output.filter((file) => file.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = chunkClosure(chunks)
  const loader = [...closure(chunks.find((chunk) => chunk.isEntry))]
  const shared = [...closure(chunks.find((chunk) => chunk.name === 'shared'))].filter((c) => !loader.includes(c))
  // What the other elements share beyond what the bell runs (the shared chunk's).
  const common = chunks.filter((chunk) => chunk.name === 'common')
  // The text fields' chunk, loaded by the elements that have a field.
  const fields = chunks.filter((chunk) => chunk.name === 'fields')
  const rows = [
    row('@paydeck/elements loader', loader),
    row('@paydeck/elements shared chunk, Preact included', shared),
    row('@paydeck/elements common chunk (every element but the bell)', common),
    row('@paydeck/elements fields chunk', fields),
  ]
  // The elements' own chunks; a library loaded on demand inside one (fflate, the chart library) is not an element.
  for (const chunk of chunks.filter((c) => c.isDynamicEntry && c.facadeModuleId?.includes('/elements/src/chunks/'))) {
    const reached = [...closure(chunk)]
    const own = reached.filter((c) => !loader.includes(c) && !shared.includes(c) && !common.includes(c))
    // Its CSS (what its controls use; element-css.ts) is a chunk beside it, measured apart from the code.
    const css = own.filter((c) => c.name === `css-${chunk.name}`)
    rows.push(
      row(
        `@paydeck/elements chunk ${chunk.name}`,
        own.filter((c) => !fields.includes(c) && !css.includes(c)),
      ),
    )
    rows.push(row(`@paydeck/elements CSS of ${chunk.name}`, css))
    const page = [...loader, ...shared, ...common.filter((c) => reached.includes(c)), ...own]
    rows.push(row(`@paydeck/elements page with ${chunk.name} alone, as shipped`, page))
    // What it loads on first use (a panel, a chart, a dialog): each lazy part beyond the page, the chunks it
    // imports included.
    for (const name of new Set(own.flatMap((c) => c.dynamicImports))) {
      const lazy = byName.get(name)
      if (!lazy || page.includes(lazy)) continue
      const part =
        lazy.facadeModuleId
          ?.split('/')
          .slice(-2)
          .join('/')
          .replace(/\.tsx?$/, '') ?? lazy.name
      rows.push(
        row(
          `@paydeck/elements ${chunk.name}: on first use of ${part}`,
          [...closure(lazy)].filter((c) => !page.includes(c)),
        ),
      )
    }
    if (listModules) printModules(chunk.name, page)
  }
  rows.push(row('@paydeck/elements page with the bell built alone (its floor)', await bellBuiltAlone(dir, loader)))
  return rows
}

/**
 * The bell's page from a bundle of the bell alone (the bell and the page's instance, with the loader of the real
 * bundle; no other element to share chunks with, so every library and module holds only what the bell runs): the
 * floor of what any chunking of the elements can give the bell's page. The distance to the page as shipped is what
 * sharing costs it.
 */
async function bellBuiltAlone(dir, loader) {
  const { config } = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(dir, 'vite.config.ts'))
  const [result] = [].concat(
    await viteBuild({
      ...config,
      configFile: false,
      root: dir,
      logLevel: 'silent',
      // The loader's integrity list and the chunk groups are the real bundle's: here, rolldown's own splitting.
      plugins: config.plugins.filter((plugin) => !/integrity|shared-holds/.test(plugin.name)),
      build: {
        ...config.build,
        write: false,
        lib: { entry: { bell: 'src/chunks/notifications.ts', page: 'src/page-instance.ts' }, formats: ['es'] },
        rolldownOptions: { ...config.build.rolldownOptions, output: { minify: true } },
      },
    }),
  )
  const chunks = result.output.filter((file) => file.type === 'chunk')
  return [...loader, ...chunkClosure(chunks)(...chunks.filter((chunk) => chunk.isEntry))]
}

/** In a build's chunks: the given chunks and those they import statically. */
function chunkClosure(chunks) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  return (...starts) => {
    const reached = new Set(starts)
    for (const chunk of reached) for (const name of chunk.imports) if (byName.has(name)) reached.add(byName.get(name))
    return reached
  }
}

/** The modules of a page, largest first (their code as bundled, before gzip), grouped by package. */
function printModules(name, chunks) {
  const sizes = new Map()
  for (const chunk of chunks)
    for (const [id, module] of Object.entries(chunk.modules)) {
      const where = id.includes('/node_modules/')
        ? id.replace(/.*\/node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
        : id.replace(/^.*?\/(packages|config)\//, '').replace(/\/[^/]+$/, '')
      sizes.set(where, (sizes.get(where) ?? 0) + module.renderedLength)
    }
  console.log(`\nModules of the page with ${name} alone (bytes as bundled, before minifying and gzip):`)
  for (const [where, bytes] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${String(bytes).padStart(7)}  ${where}`)
}

/**
 * The portal's JavaScript before the first screen: the entry of dist/index.html and the chunks it imports statically,
 * as shipped (React included, so stricter than the peers' rule). Every screen beyond the frame is a chunk of its own.
 */
function portalFirstScreen() {
  const dist = 'portal/dist'
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const files = new Set([...html.matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]))
  // The browser follows each chunk's static imports (`import … from "./x.js"`, `import "./x.js"`), never `import()`.
  for (const file of files)
    for (const [, imported] of readFileSync(join(dist, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      files.add(`assets/${imported}`)
  const sizes = [...files].map((file) => readFileSync(join(dist, file)))
  return {
    entry: 'portal: JavaScript before the first screen',
    min: sizes.reduce((sum, code) => sum + code.length, 0),
    gzip: sizes.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0),
    budget: budgets['portal: JavaScript before the first screen'],
  }
}
rows.push(portalFirstScreen())

for (const lazy of onDemand) {
  const stdin = { contents: lazy.contents, resolveDir: resolve(lazy.resolveDir) }
  const { min, gzip } = await build({
    stdin,
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    logLevel: 'error',
  })
    .then((result) => result.outputFiles[0].contents)
    .then((code) => ({ min: code.length, gzip: gzipSync(code, { level: 9 }).length }))
  rows.push({ entry: lazy.label, min, gzip, budget: null })
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
