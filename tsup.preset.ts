import { readFile, writeFile } from 'node:fs/promises'
import type { Options } from 'tsup'

type Plugin = NonNullable<Options['esbuildPlugins']>[number]

// One build shape for every published package: ESM, declarations, no minification (consumers minify).
export function packagePreset(
  entry: Record<string, string>,
  overrides: Options = {},
  { clientEntries = [] }: { clientEntries?: string[] } = {},
): Options {
  return {
    entry,
    onSuccess: clientEntries.length ? () => markClientEntries(clientEntries) : undefined,
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    treeshake: true,
    ...overrides,
  }
}

/**
 * Writes `@__PURE__` before every call of the named module-level factories (style and context factories), so the
 * annotation reaches the built files and an app's bundler drops the controls it does not use. esbuild's own `pure`
 * option only tree-shakes inside this build: it does not print the annotation.
 */
export function pureCalls(names: string[]): Plugin {
  const call = new RegExp(`(?<![\\w.$])(${names.join('|')})(<[^()]*?>)?\\(`, 'g')
  return {
    name: 'pure-calls',
    setup(build) {
      build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async ({ path }) => ({
        contents: (await readFile(path, 'utf8')).replace(call, '/* @__PURE__ */ $1$2('),
        loader: path.endsWith('x') ? 'tsx' : 'ts',
      }))
    },
  }
}

/**
 * Marks the named entries' files `'use client'` (a React Server Components app, Next's App Router, then renders
 * their components from a server component, as client components). esbuild drops the directive from a bundled
 * source, so it is written after the build; the source map gets an empty first line to match.
 */
async function markClientEntries(entries: string[]) {
  for (const name of entries) {
    const file = `dist/${name}.js`
    const code = await readFile(file, 'utf8')
    if (code.startsWith("'use client'")) continue
    await writeFile(file, `'use client';\n${code}`)
    const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string }
    map.mappings = `;${map.mappings}`
    await writeFile(`${file}.map`, JSON.stringify(map))
  }
}
