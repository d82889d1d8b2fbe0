import type { Options } from 'tsup'

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
