import type { AttributeType } from '@paydeck/ui'
import type { shippedElements } from './shipped-elements'

// The elements' descriptions generated from their classes, so they cannot drift: the Custom Elements Manifest
// (custom-elements.json, read by IDEs and Storybook) and the tag types of element-tags.ts.

type Shipped = typeof shippedElements

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
const typeText: Record<AttributeType, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'unknown',
}

export function elementManifest(shipped: Shipped) {
  const declarations = Object.entries(shipped).map(([name, { element, summary }]) => ({
    kind: 'class',
    name,
    tagName: element.tag,
    customElement: true,
    description: summary,
    superclass: { name: 'HTMLElement' },
    attributes: Object.entries(element.attributeTypes).map(([attribute, type]) => ({
      name: attribute,
      fieldName: camel(attribute),
      type: { text: typeText[type] },
      ...(type === 'boolean' && { description: 'true while present' }),
      ...(type === 'json' && { description: 'JSON text' }),
    })),
    members: [
      ...Object.entries(element.attributeTypes).map(([attribute, type]) => ({
        kind: 'field',
        name: camel(attribute),
        type: { text: typeText[type] },
        attribute,
      })),
      ...element.properties.map((property) => ({
        kind: 'field',
        name: property,
        type: { text: 'unknown' },
        description: 'Set from script only (an object or a function).',
      })),
    ],
    events: element.events.map((event) => ({
      name: event,
      type: { text: 'CustomEvent' },
      description: 'Bubbles and is composed; its detail is an object.',
    })),
  }))
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'dist/index.js',
        description: 'Watches the page for Paydeck tags and loads each element’s code on first use.',
        declarations,
        exports: declarations.map((declaration) => ({
          kind: 'custom-element-definition',
          name: declaration.tagName,
          declaration: { name: declaration.name, module: 'dist/index.js' },
        })),
      },
    ],
  }
}

/** element-tags.ts: each tag typed for document.querySelector and for JSX. */
export function elementTagTypes(shipped: Shipped): string {
  const entries = Object.entries(shipped)
  const fields = (element: Shipped[string]['element'], key: (attribute: string) => string) =>
    Object.entries(element.attributeTypes)
      .map(([attribute, type]) => `    ${key(attribute)}?: ${typeText[type]}`)
      .join('\n')
  const interfaces = entries
    .map(
      ([name, { element, summary }]) =>
        `/** \`<${element.tag}>\`: ${summary} */\nexport interface ${name} extends HTMLElement {\n${[
          fields(element, camel),
          ...element.properties.map((property) => `    ${property}?: unknown`),
        ]
          .filter(Boolean)
          .join('\n')
          .replace(/^ {4}/gm, '  ')}\n}`,
    )
    .join('\n\n')
  const tagMap = entries.map(([name, { element }]) => `    '${element.tag}': ${name}`).join('\n')
  const jsx = entries
    .map(([, { element }]) => {
      const attributes = Object.entries(element.attributeTypes)
        .map(([attribute, type]) => `        '${attribute}'?: ${type === 'boolean' ? 'boolean' : 'string | number'}`)
        .join('\n')
      return `      '${element.tag}': ElementAttributes${attributes ? ` & {\n${attributes}\n      }` : ''}`
    })
    .join('\n')
  return `// Generated from the elements' classes by element-manifest.test.ts (UPDATE_MANIFEST=1): do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

${interfaces}

type ElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>

declare global {
  interface HTMLElementTagNameMap {
${tagMap}
  }
}

declare module 'react' {
  // The namespace React's types declare JSX in: augmenting it is the only way to type a custom tag.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
${jsx}
    }
  }
}

export type PaydeckTagName = ${entries.map(([, { element }]) => `'${element.tag}'`).join(' | ')}
`
}

/** The README's table of the elements: tag, attributes with their types, and events. */
export function elementTable(shipped: Shipped): string {
  const rows = Object.values(shipped).map(({ element, summary }) => {
    const attributes = Object.entries(element.attributeTypes)
      .filter(([attribute]) => attribute !== 'locale')
      .map(([attribute, type]) => `\`${attribute}\` (${type})`)
      .join(', ')
    const events = element.events.map((event) => `\`${event}\``).join(', ')
    return `| \`<${element.tag}>\` | ${summary} | ${attributes || '–'} | ${events || '–'} |`
  })
  return ['| element | what it is | attributes | events |', '| --- | --- | --- | --- |', ...rows].join('\n')
}

/** Rewrites the text between `<!-- name:start -->` and `<!-- name:end -->`. */
export function replaceSection(text: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`README has no ${name} section`)
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`
}

const cell = (text: string) => text.replace(/\|/g, '\\|')

/** The styling hooks of the README: the tenant's colours, the other --pd-* variables with defaults, the parts. */
export function stylingTables(
  colours: readonly string[],
  variables: Readonly<Record<string, { default: string; description: string }>>,
  parts: Readonly<Record<string, string>>,
): { variables: string; parts: string } {
  return {
    variables: [
      '| variable | default | what it styles |',
      '| --- | --- | --- |',
      ...colours.map((name) => `| \`${name}\` | the tenant profile’s | ${colourMeaning(name)} |`),
      ...Object.entries(variables).map(
        ([name, variable]) => `| \`${name}\` | \`${cell(variable.default)}\` | ${cell(variable.description)} |`,
      ),
    ].join('\n'),
    parts: [
      '| part | what it is |',
      '| --- | --- |',
      ...Object.entries(parts).map(([name, description]) => `| \`${name}\` | ${cell(description)} |`),
    ].join('\n'),
  }
}

function colourMeaning(name: string): string {
  const base = name.replace(/^--pd-(on-)?/, '')
  const what: Record<string, string> = {
    sidebar: 'the sidebar',
    header: 'the header',
    main: 'the page background',
    text: 'text',
    primary: 'primary accents',
    link: 'buttons and links',
  }
  return name.startsWith('--pd-on-') ? `Text on ${what[base] ?? base}.` : `The colour of ${what[base] ?? base}.`
}
