import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import type { Plugin } from 'vite'
import { LATER_STYLES_KEY } from './src/later-styles'

// CSS per element (issue 19). The design system's full shadow CSS would put every control's styles into the
// shared chunk, so a page with the bell would carry the date picker's and the data table's. Instead the shared
// chunk adopts the reset and tokens, each chunk of src/chunks carries the CSS Panda extracts from exactly the
// source files its first screen runs (what this build bundled into it and the chunks it imports), and each part
// loaded later (a panel, a dialog, a picker) adds, as it loads, the CSS of its files the elements lack.

const ui = resolve(import.meta.dirname, '../ui')
const panda = join(ui, 'node_modules/.bin/panda')
const prefix = 'paydeck:element-css/'
const sheet = '?sheet'
const chunksDir = resolve(import.meta.dirname, 'src/chunks')
const elementEntries = readdirSync(chunksDir).map((file) => resolve(chunksDir, file))
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
  isDynamicEntry?: boolean
  imports: readonly string[]
  dynamicImports: readonly string[]
  modules: Record<string, { renderedLength: number }>
}
type Chunks = Record<string, ChunkGraph>

/** A chunk and those it imports statically, or, `lazily`, those it may load too. */
function closureOf(start: string, chunks: Chunks, lazily = false): Set<string> {
  const reached = new Set<string>(chunks[start] ? [start] : [])
  for (const file of reached)
    for (const next of [...chunks[file]!.imports, ...(lazily ? chunks[file]!.dynamicImports : [])]) reached.add(next)
  return reached
}

/** The workspace source files with code in the given chunks: a barrel's unused exports bring no CSS. */
function sourceFilesIn(files: Iterable<string>, chunks: Chunks): string[] {
  const ids = [...files].flatMap((file) =>
    Object.entries(chunks[file]?.modules ?? {})
      .filter(([, module]) => module.renderedLength > 0)
      .map(([id]) => id.split('?')[0]!),
  )
  return [...new Set(ids)]
    .filter((id) => /\/packages\/[^/]+\/src\/.*\.tsx?$/.test(id) && !id.includes('/node_modules/'))
    .sort()
}

const usesPanda = (file: string) => readFileSync(file, 'utf8').includes('styled-system')

const elementChunkOf = (chunks: Chunks, entry: string) =>
  Object.keys(chunks).find((file) => chunks[file]!.facadeModuleId === entry)

/**
 * The workspace source files whose code an element's first screen runs: its chunk's, and those of every chunk it
 * imports statically. What it loads later brings its own CSS (laterSourceFilesOf).
 */
export function sourceFilesOf(entry: string, chunks: Chunks): string[] {
  const start = elementChunkOf(chunks, entry)
  return start ? sourceFilesIn(closureOf(start, chunks), chunks) : []
}

/**
 * The source files of a part loaded later (a panel, a dialog, a picker) whose CSS the elements that load it do not
 * already have: those of the part and what it imports, but for the files every such element's first screen holds.
 */
export function laterSourceFilesOf(file: string, chunks: Chunks, elementEntries: readonly string[]): string[] {
  const loaders = elementEntries
    .map((entry) => elementChunkOf(chunks, entry))
    .filter((start): start is string => start !== undefined && closureOf(start, chunks, true).has(file))
  // What no element loads later (the page's instance, which the loader fetches) is no part of one.
  if (loaders.length === 0) return []
  const held = loaders
    .map((start) => new Set(sourceFilesIn(closureOf(start, chunks), chunks)))
    .reduce((all, each) => new Set([...all].filter((id) => each.has(id))))
  return sourceFilesIn(closureOf(file, chunks), chunks).filter((id) => !held.has(id))
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
  const madeCss = new Map<string, Promise<string>>()
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
    async renderChunk(code, chunk, _options, meta) {
      const made = (key: string, make: () => Promise<string>) => {
        let css = madeCss.get(key)
        if (!css) madeCss.set(key, (css = make()))
        return css
      }
      const cssOf = (name: string) =>
        made(name, () => cssgen(sourceFilesOf(resolve(chunksDir, `${name}.ts`), meta.chunks)))
      const isLater = (file: string) =>
        meta.chunks[file]!.isDynamicEntry && !meta.chunks[file]!.facadeModuleId?.startsWith(`${chunksDir}/`)
      const laterCssOf = (file: string) =>
        made(`later:${file}`, async () => {
          const files = laterSourceFilesOf(file, meta.chunks, elementEntries)
          return files.some(usesPanda) ? cssgen(files) : ''
        })
      let rendered = code
      const names = new Set([...code.matchAll(placeholders)].map((match) => match[2]!))
      if (names.size > 0) {
        const css = new Map<string, string>()
        for (const name of names) {
          if (name !== 'base') css.set(name, await cssOf(name))
          else {
            // The tokens any element's CSS reads, or any later part's.
            const every = [
              ...elementEntries.map((file) => cssOf(basename(file, '.ts'))),
              ...Object.keys(meta.chunks).filter(isLater).map(laterCssOf),
            ]
            css.set(name, pruneTokens(await (baseCss ??= cssgen('base')), await Promise.all(every)))
          }
        }
        rendered = rendered.replace(placeholders, (_, _quote, name: string) => JSON.stringify(css.get(name)))
      }
      if (isLater(chunk.fileName)) {
        const css = await laterCssOf(chunk.fileName)
        if (css.includes('{'))
          rendered += `\n;globalThis[Symbol.for(${JSON.stringify(LATER_STYLES_KEY)})]?.(${JSON.stringify(css)});\n`
      }
      return rendered === code ? null : { code: rendered, map: null }
    },
  }
}
