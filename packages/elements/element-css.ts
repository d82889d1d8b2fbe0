import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import type { Plugin } from 'vite'

// CSS per element (issue 19). The design system's full shadow CSS would put every control's styles into the
// shared chunk, so a page with the bell would carry the date picker's and the data table's. Instead the shared
// chunk adopts the reset and tokens, and each chunk of src/chunks carries the CSS Panda extracts from exactly the
// source files of its module graph (what this build bundled into it, its lazy parts included).

const ui = resolve(import.meta.dirname, '../ui')
const panda = join(ui, 'node_modules/.bin/panda')
const prefix = 'paydeck:element-css/'
const sheet = '?sheet'
const chunksDir = resolve(import.meta.dirname, 'src/chunks')
const placeholder = (chunk: string) => `__PD_CSS_${chunk}__`
const placeholders = /(["'`])__PD_CSS_([\w-]+)__\1/g

/** Runs Panda's cssgen with ui's config, over the given source files only (or none: the reset and tokens). */
async function cssgen(files: readonly string[] | 'base'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pd-element-css-'))
  try {
    const config = join(dir, 'panda.config.ts')
    const out = join(dir, 'out.css')
    const base = files === 'base'
    await writeFile(
      config,
      `import base from ${JSON.stringify(join(ui, base ? 'panda.shadow.config.ts' : 'panda.config.ts'))}\n` +
        `export default { ...base, include: ${JSON.stringify(base ? [] : files)} }\n`,
    )
    const args = ['cssgen', '--config', config, '--cwd', ui, '--minify', '--silent', '--outfile', out]
    await promisify(execFile)(panda, base ? args : [...args, '--minimal'])
    return await readFile(out, 'utf8')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

interface ChunkGraph {
  facadeModuleId: string | null
  imports: readonly string[]
  dynamicImports: readonly string[]
  modules: Record<string, { renderedLength: number }>
}

/**
 * The workspace source files whose code an element's chunk runs: its own, and those of every chunk it imports,
 * statically or lazily. Only modules with rendered code count: a barrel's unused exports bring no CSS.
 */
export function sourceFilesOf(entry: string, chunks: Record<string, ChunkGraph>): string[] {
  const start = Object.keys(chunks).find((file) => chunks[file]!.facadeModuleId === entry)
  const reached = new Set<string>(start ? [start] : [])
  for (const file of reached)
    for (const next of [...chunks[file]!.imports, ...chunks[file]!.dynamicImports]) reached.add(next)
  const files = [...reached].flatMap((file) =>
    Object.entries(chunks[file]?.modules ?? {})
      .filter(([, module]) => module.renderedLength > 0)
      .map(([id]) => id.split('?')[0]!),
  )
  return [...new Set(files)]
    .filter((id) => /\/packages\/[^/]+\/src\/.*\.tsx?$/.test(id) && !id.includes('/node_modules/'))
    .sort()
}

const tokenDeclaration = /(--pd-[\w-]+)\s*:([^;}]*)(;?)/g
const tokenUse = /var\((--pd-[\w-]+)/g

/**
 * The base sheet without the tokens nothing reads: Panda declares every token of its preset (272 colours alone),
 * while the elements' CSS reads a few dozen. A token stays when the reset, an element's CSS or another kept token
 * reads it; theme variables a host sets (--pd-primary) are read, not declared here, so they are untouched.
 */
export function pruneTokens(base: string, readers: readonly string[]): string {
  const values = new Map<string, string>()
  // A token declared again under a condition (a dark scheme) reads what both values read.
  for (const [, name, value] of base.matchAll(tokenDeclaration)) values.set(name!, (values.get(name!) ?? '') + value!)
  const used = new Set<string>()
  const read = (css: string) => {
    for (const [, name] of css.matchAll(tokenUse)) {
      if (used.has(name!)) continue
      used.add(name!)
      const value = values.get(name!)
      if (value) read(value)
    }
  }
  read(base.replace(tokenDeclaration, ''))
  for (const css of readers) read(css)
  return base
    .replace(tokenDeclaration, (declaration, name: string) => (used.has(name) ? declaration : ''))
    .replace(/;}/g, '}')
    .replace(/[^{}]+\{\}/g, '')
}

export function elementCss(): Plugin {
  const chunkCss = new Map<string, Promise<string>>()
  let baseCss: Promise<string> | undefined
  return {
    name: 'paydeck-element-css',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^(paydeck:element-css\/|\.\/element-styles$)/ },
      handler(source, importer) {
        if (source.startsWith(prefix)) return `\0${source}`
        // ui's define-element asks which sheets an element adopts; this bundle answers per element.
        if (importer?.includes('/packages/ui/src/element/'))
          return resolve(import.meta.dirname, 'src/element-styles.ts')
        return null
      },
    },
    load: {
      filter: { id: /^\0paydeck:element-css\// },
      handler: async (id) => {
        const name = id.slice(prefix.length + 1)
        // The sheet itself, a module of its own so that it can be a chunk of its own. Its CSS needs the chunk's
        // whole graph, known only once bundled: renderChunk fills it in. So does the base's, which keeps the tokens
        // the elements' CSS reads.
        if (name === 'base') return `export default ${JSON.stringify(placeholder(name))}`
        if (name.endsWith(sheet)) return `export default ${JSON.stringify(placeholder(name.slice(0, -sheet.length)))}`
        return (
          `import css from ${JSON.stringify(`${prefix}${name}${sheet}`)}\n` +
          `import { registerChunkStyles } from ${JSON.stringify(resolve(import.meta.dirname, 'src/element-styles.ts'))}\n` +
          `registerChunkStyles(${JSON.stringify(name)}, css)\n`
        )
      },
    },
    async renderChunk(code, _chunk, _options, meta) {
      const names = new Set([...code.matchAll(placeholders)].map((match) => match[2]!))
      if (names.size === 0) return null
      const cssOf = (name: string) => {
        let made = chunkCss.get(name)
        if (!made) {
          made = cssgen(sourceFilesOf(resolve(chunksDir, `${name}.ts`), meta.chunks))
          chunkCss.set(name, made)
        }
        return made
      }
      const css = new Map<string, string>()
      for (const name of names) {
        if (name !== 'base') css.set(name, await cssOf(name))
        else {
          const every = readdirSync(chunksDir).map((file) => cssOf(file.replace(/\.ts$/, '')))
          css.set(name, pruneTokens(await (baseCss ??= cssgen('base')), await Promise.all(every)))
        }
      }
      return { code: code.replace(placeholders, (_, _quote, name: string) => JSON.stringify(css.get(name))), map: null }
    },
  }
}
