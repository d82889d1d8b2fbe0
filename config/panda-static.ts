// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- eval-estree-expression ships no types
/// <reference path="./eval-estree-expression.d.ts" />
import Expression from 'eval-estree-expression'
import MagicString from 'magic-string'
import type { Plugin } from 'vite'

// Panda's css() and cva() resolved at build time (issue 38): a call whose arguments are known when the module is
// bundled becomes the class string Panda's own runtime gives for them, run here in Node, so the runtime (about
// 5 KB gzip) leaves every page whose calls are all known. A recipe becomes a table of its variants' class strings.
// A call that reads something only known at run time keeps the runtime; an argument is evaluated by
// eval-estree-expression.
// Kept because no library does this on Node 20: Panda 2's bundler plugins need Node 22 (docs/decisions.md).

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type Runtime = { css: (...styles: unknown[]) => string; cva: (config: unknown) => (props: object) => string }

/** A value the evaluator cannot know at build time. */
const UNKNOWN = Symbol('unknown')
const styledSystem = /(^|\/)styled-system\/css(\/index\.js)?$/

/** A module is read as written, before the bundler has compiled its TypeScript: `{ … } as const` is its value. */
const typeOnly = Object.fromEntries(
  ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].map((type) => [
    type,
    function (this: { visit(node: unknown, context: unknown): unknown }, node: Node, context: unknown) {
      return this.visit(node.expression, context)
    },
  ]),
)

/**
 * The value of an expression made only of literals, objects, arrays and (outside functions) the module's own top
 * level constants; UNKNOWN for anything else (a call, a function, a name that is not such a constant). Inside a
 * function a name may be a parameter or a local, so only literals count there.
 */
export function staticValue(
  node: Node,
  constants: ReadonlyMap<string, Node>,
  inFunction: boolean,
  seen: ReadonlySet<string> = new Set(),
): unknown {
  const readable = new Proxy(
    {},
    {
      get(_, name) {
        const declared = typeof name === 'string' && !inFunction && !seen.has(name) && constants.get(name)
        const value = declared ? staticValue(declared, constants, false, new Set([...seen, name as string])) : UNKNOWN
        if (value === UNKNOWN) throw new ReferenceError(`${String(name)} is known only at run time`)
        return value
      },
    },
  )
  try {
    return Expression.evaluate.sync(node, readable, { strict: true, visitors: typeOnly })
  } catch {
    return UNKNOWN
  }
}

/** A recipe as a lookup: each combination of its variants' values (or none) and the class string it gives. */
export function recipeTable(cva: Runtime['cva'], config: { variants?: Record<string, Record<string, unknown>> }) {
  const recipe = cva(config)
  const variants = Object.entries(config.variants ?? {}).map(([key, values]) => [key, Object.keys(values)] as const)
  const table: Record<string, string> = {}
  const fill = (index: number, props: Record<string, string>, path: string[]) => {
    if (index === variants.length) return void (table[path.join('|')] = recipe(props))
    const [key, values] = variants[index]!
    // '' is "no value of this variant": a value no variant has, so the recipe applies none.
    for (const choice of [...values, '']) fill(index + 1, { ...props, [key]: choice || '\0' }, [...path, choice])
  }
  fill(0, {}, [])
  return { variants, table }
}

/** The code a recipe becomes: its table and a function that picks from it as cva() would (defaults when unset). */
function recipeCode(
  cva: Runtime['cva'],
  config: { variants?: Record<string, Record<string, unknown>>; defaultVariants?: object },
) {
  const { variants, table } = recipeTable(cva, config)
  return (
    `/* @__PURE__ */ ((table, variants, defaults) => (props = {}) => table[variants.map(([key, values]) => ` +
    `{ const value = String(props[key] === undefined ? defaults[key] : props[key]); ` +
    `return values.includes(value) ? value : '' }).join('|')])` +
    `(${JSON.stringify(table)}, ${JSON.stringify(variants)}, ${JSON.stringify(config.defaultVariants ?? {})})`
  )
}

function isFunction(node: Node): boolean {
  return (
    node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression'
  )
}

/** Whether a node declares one of the names (a variable, a function, a parameter), so that it may hide the import. */
function declaresOneOf(node: Node, names: ReadonlySet<string>): boolean {
  const declared = (id: unknown) => (id as Node | null)?.type === 'Identifier' && names.has((id as Node).name as string)
  if (node.type === 'VariableDeclarator') return declared(node.id)
  return isFunction(node) && (declared(node.id) || (node.params as Node[]).some(declared))
}

/**
 * Every call of the given names, and whether it sits inside a function; none when the module declares one of the
 * names again (a local `css`), as telling scopes apart is not worth it for a name our code does not reuse.
 */
function callsOf(program: Node, names: ReadonlySet<string>): { call: Node; inFunction: boolean }[] {
  const calls: { call: Node; inFunction: boolean }[] = []
  let hidden = false
  const visit = (node: Node, inFunction: boolean) => {
    if (declaresOneOf(node, names)) hidden = true
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node
      if (callee.type === 'Identifier' && names.has(callee.name as string)) calls.push({ call: node, inFunction })
    }
    const inside = inFunction || isFunction(node)
    for (const child of Object.values(node).flat())
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string') visit(child as Node, inside)
  }
  visit(program, false)
  return hidden ? [] : calls
}

/** The module's top-level constants by name: what a call at the top level may read. */
function topLevelConstants(program: Node): Map<string, Node> {
  const constants = new Map<string, Node>()
  for (let statement of program.body as Node[]) {
    if (statement.type === 'ExportNamedDeclaration' && statement.declaration) statement = statement.declaration as Node
    if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue
    for (const declarator of statement.declarations as Node[]) {
      const id = declarator.id as Node
      if (id.type === 'Identifier' && declarator.init) constants.set(id.name as string, declarator.init as Node)
    }
  }
  return constants
}

/**
 * Rewrites the known css() and cva() calls of a module; returns null when it has none. `unknown` hears of each call
 * left to the runtime, with its line, so a build can say what keeps the runtime on a page.
 */
export function resolveStaticStyles(
  code: string,
  program: Node,
  runtime: Runtime,
  unknown: (call: string) => void = () => {},
): MagicString | null {
  const local = { css: new Set<string>(), cva: new Set<string>() }
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !styledSystem.test((statement.source as Node).value as string))
      continue
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined
      const name = imported?.type === 'Identifier' ? imported.name : undefined
      if (name === 'css' || name === 'cva') local[name].add((specifier.local as Node).name as string)
    }
  }
  if (local.css.size + local.cva.size === 0) return null
  const constants = topLevelConstants(program)
  const output = new MagicString(code)
  for (const { call, inFunction } of callsOf(program, new Set([...local.css, ...local.cva]))) {
    const args = (call.arguments as Node[]).map((arg) =>
      arg.type === 'SpreadElement' ? UNKNOWN : staticValue(arg, constants, inFunction),
    )
    if (args.includes(UNKNOWN)) {
      unknown(code.slice(call.start, Math.min(call.end, call.start + 60)))
      continue
    }
    const isCss = local.css.has((call.callee as Node).name as string)
    output.overwrite(
      call.start,
      call.end,
      isCss
        ? JSON.stringify(runtime.css(...args))
        : recipeCode(runtime.cva, args[0] as Parameters<typeof recipeCode>[1]),
    )
  }
  return output.hasChanged() ? output : null
}

/**
 * The Vite plugin: every workspace module importing styled-system/css, after its TypeScript and JSX are compiled.
 * `styledSystemCss` is the generated runtime's entry (its functions run here as they would in the browser).
 */
export function pandaStatic(styledSystemCss: string): Plugin {
  let runtime: Promise<Runtime> | undefined
  const left = new Map<string, number>()
  return {
    name: 'paydeck-panda-static',
    apply: 'build',
    transform: {
      filter: {
        id: { include: /\/packages\/[^/]+\/src\/.+\.tsx?$|\/portal\/src\/.+\.tsx?$/, exclude: /node_modules/ },
      },
      async handler(code, id) {
        if (!code.includes('styled-system/css')) return null
        runtime ??= import(styledSystemCss) as Promise<Runtime>
        const program = this.parse(code, { lang: id.endsWith('x') ? 'tsx' : 'ts' }) as unknown as Node
        const file = id.replace(/^.*?\/(packages|portal)\//, '$1/')
        const output = resolveStaticStyles(code, program, await runtime, () =>
          left.set(file, (left.get(file) ?? 0) + 1),
        )
        return output && { code: output.toString(), map: output.generateMap({ hires: 'boundary' }) }
      },
    },
    buildEnd() {
      if (left.size === 0) return
      const files = [...left].map(([file, count]) => `${file} (${count})`).join(', ')
      this.info(`Panda's runtime kept for calls known only at run time: ${files}`)
    },
  }
}
