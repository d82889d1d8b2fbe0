import { build } from 'esbuild'
import { resolve, relative } from 'node:path'
const [entry] = process.argv.slice(2)
const result = await build({ entryPoints: [resolve(entry)], bundle: true, minify: true, write: false, format: 'esm', platform: 'browser', splitting: true, outdir: 'out', metafile: true,
  external: ['react','react-dom','react/*','react-dom/*','lightweight-charts'], conditions: process.env.SRC ? ['@paydeck/source'] : [], logLevel: 'error' })
const outputs = result.metafile.outputs
const ep = relative(process.cwd(), resolve(entry))
const start = Object.keys(outputs).find((p) => outputs[p].entryPoint === ep)
const reached = new Set([start])
for (const p of reached) for (const n of outputs[p].imports) if (n.kind === 'import-statement' && !n.external) reached.add(n.path)
const sizes = new Map()
for (const p of reached) for (const [input, { bytesInOutput }] of Object.entries(outputs[p].inputs)) {
  const where = input.includes('node_modules/') ? input.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1') : input.replace(/\/[^/]+$/, '')
  sizes.set(where, (sizes.get(where) ?? 0) + bytesInOutput)
}
let total = 0; for (const v of sizes.values()) total += v
console.log('total min bytes', total)
for (const [w, b] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(String(b).padStart(7), w)
