import { resolve } from 'node:path'
import { build, type Plugin } from 'esbuild'
import { preactCompat } from '../../config/preact-compat'

const conditions = ['@paydeck/source', 'module', 'browser', 'production', 'import', 'default']

// The bundle's aliases (React to Preact), so a closure names the files the bundle will hold.
const aliases: Plugin = {
  name: 'preact-compat',
  setup(build) {
    build.onResolve({ filter: /^react/ }, ({ path }) => {
      const alias = preactCompat.find(({ find }) => find.test(path))
      return alias ? { path: alias.replacement } : undefined
    })
  },
}

/**
 * Every file whose code package entries hold, as absolute paths: what a chunk made of those entries holds, whatever
 * folder a file is in. Read with esbuild from the bundle of the entries' exports, after tree-shaking: a barrel
 * that re-exports a whole area (core's labels) brings only the modules the entries use. What the entries load
 * lazily (the code step's dialog) is split off as the bundle will split it, and not counted.
 */
export async function entryClosure(entries: readonly string[], from: string): Promise<Set<string>> {
  const result = await build({
    stdin: { contents: entries.map((entry) => `export * from '${entry}'`).join('\n'), resolveDir: from, loader: 'ts' },
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    outdir: 'closure',
    format: 'esm',
    platform: 'browser',
    conditions,
    jsx: 'automatic',
    plugins: [aliases],
    logLevel: 'silent',
  })
  const { outputs } = result.metafile
  const held = new Set<string>()
  const visit = (name: string) => {
    const output = outputs[name]
    if (!output || held.has(name)) return
    held.add(name)
    for (const imported of output.imports) if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(Object.keys(outputs).find((name) => outputs[name]!.entryPoint === '<stdin>') ?? '')
  return new Set(
    [...held].flatMap((name) =>
      Object.entries(outputs[name]!.inputs)
        .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
        .map(([input]) => resolve(input)),
    ),
  )
}
