import { resolve } from 'node:path'
import { build, type Metafile, type Plugin } from 'esbuild'
import { preactCompat } from '../../config/preact-compat'

const conditions = ['@paydeck/source', 'module', 'browser', 'production', 'import', 'default']

// The bundle's aliases (React to Preact), so a closure names the files the bundle will hold; an element's CSS
// (element-css.ts) is no code.
const aliases: Plugin = {
  name: 'preact-compat',
  setup(build) {
    build.onResolve({ filter: /^react/ }, ({ path }) => {
      const alias = preactCompat.find(({ find }) => find.test(path))
      return alias ? { path: alias.replacement } : undefined
    })
    build.onResolve({ filter: /^paydeck:element-css\// }, ({ path }) => ({ path, namespace: 'element-css' }))
    build.onLoad({ filter: /.*/, namespace: 'element-css' }, () => ({ contents: '' }))
  },
}

const bundled = {
  bundle: true,
  write: false,
  metafile: true as const,
  splitting: true,
  outdir: 'closure',
  format: 'esm' as const,
  platform: 'browser' as const,
  conditions,
  jsx: 'automatic' as const,
  plugins: [aliases],
  logLevel: 'silent' as const,
}

/**
 * Every file whose code package entries hold, as absolute paths: what a chunk made of those entries holds, whatever
 * folder a file is in. Read with esbuild from the bundle of the entries' exports, after tree-shaking: a barrel
 * that re-exports a whole area (core's labels) brings only the modules the entries use. What the entries load
 * lazily (the code step's dialog) is split off as the bundle will split it, and not counted, unless `lazily` asks for
 * it too.
 */
export async function entryClosure(
  entries: readonly string[],
  from: string,
  { lazily = false }: { lazily?: boolean } = {},
): Promise<Set<string>> {
  const { metafile } = await build({
    ...bundled,
    stdin: { contents: entries.map((entry) => `export * from '${entry}'`).join('\n'), resolveDir: from, loader: 'ts' },
  })
  return closureOf(metafile, '<stdin>', lazily)
}

/** Each file's closure, as entryClosure's: each bundled alone, so that it holds only what that file runs. */
export async function fileClosures(files: readonly string[]): Promise<Map<string, Set<string>>> {
  const closures = files.map(async (file) => {
    const { metafile } = await build({ ...bundled, entryPoints: [file] })
    return [file, closureOf(metafile, resolve(file).slice(process.cwd().length + 1), false)] as const
  })
  return new Map(await Promise.all(closures))
}

function closureOf(metafile: Metafile, entryPoint: string, lazily: boolean): Set<string> {
  const { outputs } = metafile
  const held = new Set<string>()
  const visit = (name: string) => {
    const output = outputs[name]
    if (!output || held.has(name)) return
    held.add(name)
    for (const imported of output.imports)
      if (imported.kind === 'import-statement' || (lazily && imported.kind === 'dynamic-import')) visit(imported.path)
  }
  visit(Object.keys(outputs).find((name) => outputs[name]!.entryPoint === entryPoint) ?? '')
  return new Set(
    [...held].flatMap((name) =>
      Object.entries(outputs[name]!.inputs)
        .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
        .map(([input]) => resolve(input)),
    ),
  )
}
