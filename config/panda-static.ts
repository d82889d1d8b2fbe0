import MagicString from 'magic-string'
import type { Plugin } from 'vite'

// Panda's css() and cva() resolved at build time (issue 38): a call whose arguments are known when the module is
// bundled becomes the class string Panda's own runtime gives for them, run here in Node, so the runtime (about
// 5 KB gzip) leaves every page whose calls are all known. A recipe becomes a table of its variants' class strings.
// A call that reads something only known at run time keeps the runtime. Panda 2's bundler plugins do this
// ("source transforms"), but they need Node 22 (docs/decisions.md).

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type Runtime = { css: (...styles: unknown[]) => string; cva: (config: unknown) => (props: object) => string }

/** A value the evaluator cannot know at build time. */
const UNKNOWN = Symbol('unknown')
const styledSystem = /(^|\/)styled-system\/css(\/index\.js)?$/

/**
 * The value of an expression made only of literals, objects, arrays and (outside functions) the module's own top
 * level constants; UNKNOWN for anything else. Inside a function a name may be a parameter or a local, so only
 * literals count there.
 */
export function staticValue(
  node: Node,
  constants: ReadonlyMap<string, Node>,
  inFunction: boolean,
  seen = new Set<string>(),
): unknown {
  const value = (child: Node) => staticValue(child, constants, inFunction, seen)
  switch (node.type) {
    // A module is read as written when the bundler has not compiled its TypeScript yet: `{ … } as const`.
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return value(node.expression as Node)
    case 'Literal':
      return node.regex ? UNKNOWN : node.value
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0
        ? (node.quasis as { value: { cooked: string } }[])[0]!.value.cooked
        : UNKNOWN
    case 'UnaryExpression': {
      const argument = value(node.argument as Node)
      return node.operator === '-' && typeof argument === 'number' ? -argument : UNKNOWN
    }
    case 'Identifier': {
      const name = node.name as string
      if (name === 'undefined') return undefined
      const declared = constants.get(name)
      if (inFunction || !declared || seen.has(name)) return UNKNOWN
      return staticValue(declared, constants, inFunction, new Set([...seen, name]))
    }
    case 'ArrayExpression': {
      const items: unknown[] = []
      for (const element of node.elements as (Node | null)[]) {
        if (!element) return UNKNOWN
        const item = value(element.type === 'SpreadElement' ? (element.argument as Node) : element)
        if (item === UNKNOWN) return UNKNOWN
        if (element.type !== 'SpreadElement') items.push(item)
        else if (Array.isArray(item)) items.push(...(item as unknown[]))
        else return UNKNOWN
      }
      return items
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {}
      for (const property of node.properties as Node[]) {
        if (property.type === 'SpreadElement') {
          const spread = value(property.argument as Node)
          if (spread === UNKNOWN || typeof spread !== 'object' || spread === null) return UNKNOWN
          Object.assign(object, spread)
          continue
        }
        if (property.kind !== 'init' || property.method) return UNKNOWN
        const keyNode = property.key as Node
        const key = property.computed ? value(keyNode) : keyNode.type === 'Identifier' ? keyNode.name : value(keyNode)
        const item = value(property.value as Node)
        if (key === UNKNOWN || item === UNKNOWN || (typeof key !== 'string' && typeof key !== 'number')) return UNKNOWN
        object[key] = item
      }
      return object
    }
    default:
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
