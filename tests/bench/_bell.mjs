import { build as viteBuild } from 'vite'
import { gzipSync } from 'node:zlib'
const dir = 'packages/elements'
const [result] = [].concat(await viteBuild({ root: dir, configFile: dir + '/vite.config.ts', logLevel: 'silent', build: { write: false } }))
const chunks = result.output.filter((f) => f.type === 'chunk')
const byName = new Map(chunks.map((c) => [c.fileName, c]))
const closure = (c, seen = new Set()) => { if (seen.has(c)) return seen; seen.add(c); for (const n of c.imports) if (byName.has(n)) closure(byName.get(n), seen); return seen }
const loader = [...closure(chunks.find((c) => c.isEntry))]
const shared = [...closure(chunks.find((c) => c.name === 'shared'))]
const el = chunks.find((c) => c.name === (process.argv[2] ?? 'notifications') && c.isDynamicEntry)
const own = [...closure(el)].filter((c) => !loader.includes(c) && !shared.includes(c))
const rows = []
for (const c of own) {
  console.log('chunk', c.fileName, (gzipSync(c.code, { level: 9 }).length / 1000).toFixed(1))
  for (const [id, m] of Object.entries(c.modules)) rows.push([m.renderedLength, id.replace(/.*node_modules\//, 'nm/').replace(/.*\/packages\//, '')])
}
rows.sort((a, b) => b[0] - a[0])
for (const [n, id] of rows.slice(0, Number(process.argv[3] ?? 40))) console.log(String(n).padStart(7), id)
