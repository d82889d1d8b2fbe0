import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
const entry = process.argv[2]
const r = await build({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  platform: 'browser',
  metafile: true,
  external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
  logLevel: 'error',
})
const out = Object.values(r.metafile.outputs)[0]
const groups = {}
for (const [file, info] of Object.entries(out.inputs)) {
  const m = file.match(
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)(?:\/dist\/(?:esm\/)?components\/([^/]+))?/,
  )
  const key = m
    ? m[1] + (m[2] ? '/' + m[2] : '')
    : file
        .replace(/^.*packages\//, '')
        .split('/')
        .slice(0, 3)
        .join('/')
  groups[key] = (groups[key] ?? 0) + info.bytesInOutput
}
console.log('total', out.bytes, 'gz', gzipSync(r.outputFiles[0].contents, { level: 9 }).length)
for (const [k, v] of Object.entries(groups)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 40))
  console.log(String(v).padStart(8), k)
