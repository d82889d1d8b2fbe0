import { readFile } from 'node:fs/promises'
import type { Options } from 'tsup'

type Plugin = NonNullable<Options['esbuildPlugins']>[number]

// One build shape for every published package: ESM, declarations, no minification (consumers minify).
export function packagePreset(entry: Record<string, string>, overrides: Options = {}): Options {
  return {
    entry,
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
