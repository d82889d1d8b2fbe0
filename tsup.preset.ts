import { readFile, writeFile } from 'node:fs/promises'
import ts from 'typescript'
import type { Options } from 'tsup'

type Plugin = NonNullable<Options['esbuildPlugins']>[number]

// One build shape for every published package: ESM, declarations, no minification (consumers minify).
export function packagePreset(
  entry: Record<string, string>,
  overrides: Options = {},
  { clientEntries = [], pureCalls = [] }: { clientEntries?: string[]; pureCalls?: string[] } = {},
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
    esbuildPlugins: [pureModuleLevel(pureCalls), ...(overrides.esbuildPlugins ?? [])],
  }
}

/**
 * Marks module-level work pure, so that the annotation reaches the built files and an app's bundler drops what it does
 * not use. A built file holds the modules of several entries (esbuild's shared chunks), so a schema, a call table or a
 * style object that one entry needs would otherwise ride along in every entry that imports the chunk, where the
 * package's `sideEffects: false` no longer helps. Two steps:
 * - every module-level `const` computed by an expression (a zod schema, `Object.fromEntries`, a property read) is
 *   evaluated in an `@__PURE__` arrow, dropped with its value when nothing reads it;
 * - every call of the named factories (style and context factories) is marked `@__PURE__` where it stands.
 * esbuild's own `pure` option only tree-shakes inside this build: it does not print the annotation.
 */
export function pureModuleLevel(calls: string[] = []): Plugin {
  const call = new RegExp(`(?<![\\w.$])(${calls.join('|')})(<[^()]*?>)?\\(`, 'g')
  return {
    name: 'pure-module-level',
    setup(build) {
      build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8')
        const marked = calls.length > 0 ? source.replace(call, '/* @__PURE__ */ $1$2(') : source
        return { contents: pureConstants(path, marked), loader: path.endsWith('x') ? 'tsx' : 'ts' }
      })
    },
  }
}

/** Wraps each module-level `const` initialiser that runs code in `/* @__PURE__ *\/ (() => (…))()`. */
function pureConstants(path: string, code: string): string {
  const file = ts.createSourceFile(
    path,
    code,
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const edits: { at: number; text: string }[] = []
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue
    for (const { initializer } of statement.declarationList.declarations)
      if (initializer && runsCode(initializer)) {
        edits.push({ at: initializer.getStart(file), text: '/* @__PURE__ */ (() => (' })
        edits.push({ at: initializer.end, text: '))()' })
      }
  }
  return edits
    .sort((a, b) => b.at - a.at)
    .reduce((text, edit) => text.slice(0, edit.at) + edit.text + text.slice(edit.at), code)
}

/** A node whose evaluation calls or reads something (a getter may run). */
const doesWork = (node: ts.Node) =>
  ts.isCallExpression(node) ||
  ts.isNewExpression(node) ||
  ts.isPropertyAccessExpression(node) ||
  ts.isElementAccessExpression(node) ||
  ts.isTaggedTemplateExpression(node)

/** Whether evaluating the expression does work (a function's body runs later, not now); an `await` stays put. */
function runsCode(node: ts.Node): boolean {
  let works = false
  // forEachChild stops at the first truthy answer: an await anywhere ends the walk.
  const visit = (child: ts.Node): true | undefined => {
    if (ts.isAwaitExpression(child)) return true
    if (ts.isArrowFunction(child) || ts.isFunctionExpression(child)) return undefined
    works ||= doesWork(child)
    return ts.forEachChild(child, visit)
  }
  return !visit(node) && works
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
