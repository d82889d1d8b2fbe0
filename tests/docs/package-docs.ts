import { join, resolve } from 'node:path'
import ts from 'typescript'
import { openApiDocument } from '@paydeck/core/openapi'

// The generated parts of the packages' READMEs, read from the code so they cannot drift: the props of every React
// component an entry exports (from its TypeScript types), an options interface, and the calls an area makes (from the OpenAPI document).

export const repo = resolve(import.meta.dirname, '../..')

export interface PropRow {
  name: string
  type: string
  required: boolean
  description: string
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')
const MAX_TYPE = 90

function typeText(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): string {
  const text = checker.typeToString(
    type,
    at,
    ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
  )
  return text.length > MAX_TYPE ? `${text.slice(0, MAX_TYPE - 1)}…` : text
}

function rowsOf(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): PropRow[] {
  return checker
    .getPropertiesOfType(type)
    .filter((property) => !property.name.startsWith('_'))
    .map((property) => {
      const required = !(property.flags & ts.SymbolFlags.Optional)
      const text = typeText(checker, checker.getTypeOfSymbolAtLocation(property, at), at)
      // An optional prop's `| undefined` says what "required: no" says.
      const shown = required ? text : text.replace(/ \| undefined$/, '').replace(/^\((.*)\)$/, '$1')
      const description = ts.displayPartsToString(property.getDocumentationComment(checker))
      return { name: property.name, type: shown, required, description }
    })
}

/** A program over every package's source, resolved as the packages build (the source condition). */
export function createDocsProgram(entries: readonly string[]): ts.Program {
  const config = ts.readConfigFile(join(repo, 'tsconfig.base.json'), ts.sys.readFile).config
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, repo)
  return ts.createProgram(entries, { ...options, noEmit: true })
}

/** The React components an entry exports (a capitalised function of one props object), with their props. */
export function componentsOf(program: ts.Program, entry: string): Map<string, PropRow[]> {
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(entry)
  if (!source) throw new Error(`${entry} is not in the program`)
  const components = new Map<string, PropRow[]>()
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(source)!)) {
    if (!/^[A-Z]/.test(symbol.name)) continue
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
    if (!(target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue
    const type = checker.getTypeOfSymbolAtLocation(target, source)
    const [signature] = type.getCallSignatures()
    if (!signature || signature.parameters.length > 1) continue
    const returns = checker.typeToString(signature.getReturnType())
    if (!/Element|ReactNode/.test(returns)) continue
    const [props] = signature.parameters
    components.set(symbol.name, props ? rowsOf(checker, checker.getTypeOfSymbolAtLocation(props, source), source) : [])
  }
  return components
}

/** The properties of an exported interface or type (an options object). */
export function interfaceRows(program: ts.Program, entry: string, name: string): PropRow[] {
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(entry)!
  const symbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === name)
  if (!symbol) throw new Error(`${entry} exports no ${name}`)
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  return rowsOf(checker, checker.getDeclaredTypeOfSymbol(target), source)
}

export function propsTable(rows: readonly PropRow[]): string {
  if (rows.length === 0) return 'No props.'
  return [
    '| prop | type | required | what it is |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| \`${row.name}\` | \`${cell(row.type)}\` | ${row.required ? 'yes' : 'no'} | ${cell(row.description) || '–'} |`,
    ),
  ].join('\n')
}

export function componentsSection(components: ReadonlyMap<string, PropRow[]>): string {
  return [...components]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, rows]) => `### \`<${name}>\`\n\n${propsTable(rows)}`)
    .join('\n\n')
}

export function textTable(catalogues: readonly { namespace: string; en: Record<string, string> }[]): string {
  return [
    '| key | English |',
    '| --- | --- |',
    ...catalogues.flatMap(({ namespace, en }) =>
      Object.entries(en).map(([key, text]) => `| \`${namespace ? `${namespace}.${key}` : key}\` | ${cell(text)} |`),
    ),
  ].join('\n')
}

const document = openApiDocument()
type Operation = { operationId: string; summary: string; tags: string[]; 'x-paydeck-user-kinds': string[] }
const who: Record<string, string> = { merchant: 'merchants', tenant: 'tenant staff', platform: 'platform staff' }

/** The calls of some areas of the OpenAPI document core publishes: method, path, who makes it, what for. */
export function callsOf(areas: readonly string[]): string[] {
  const rows = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => !method.startsWith('x-'))
      .map(([method, operation]) => ({ path, method: method.toUpperCase(), ...(operation as Operation) }))
      .filter(({ tags }) => tags.some((tag) => areas.includes(tag))),
  )
  return [
    '| method | path | who | what |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.method} | \`${row.path}\` | ${row['x-paydeck-user-kinds'].map((kind) => who[kind]).join(', ')} | ${cell(row.summary)} |`,
    ),
  ]
}

/** Core's calls by area: how many, and what for (the OpenAPI document has each one). */
export function areasTable(): string[] {
  return [
    '| area | calls | what |',
    '| --- | ---: | --- |',
    ...document.tags.map(
      ({ name, description }) =>
        `| ${name} | ${callsOf([name as string]).length - 2} | ${cell(description as string)} |`,
    ),
  ]
}
