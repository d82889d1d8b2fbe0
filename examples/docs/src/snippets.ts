import type { Values } from './catalogue'

/** An attribute's name as a React prop: ticket-id → ticketId. */
export const propName = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

const set = (values: Values) =>
  Object.entries(values).filter(
    (entry): entry is [string, string | number | true] =>
      entry[1] !== undefined && entry[1] !== '' && entry[1] !== false,
  )

const quoteHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The React code for the component with the reader's values: what to paste into an app inside <PaydeckProvider>. */
export function reactSnippet(
  widget: { component: string; from: string; fixedProps?: string },
  values: Values,
  locale: string,
): string {
  const props = set(values).map(([name, value]) => {
    const prop = propName(name)
    if (value === true) return prop
    return typeof value === 'number' ? `${prop}={${value}}` : `${prop}=${JSON.stringify(value)}`
  })
  if (widget.fixedProps) props.unshift(widget.fixedProps)
  const element = `<${widget.component}${props.map((prop) => ` ${prop}`).join('')} />`
  const provider = locale === 'en' ? '<UiProvider>' : `<UiProvider locale=${JSON.stringify(locale)}>`
  return [
    `import { ${widget.component} } from '${widget.from}'`,
    `import { UiProvider } from '@paydeck/ui'`,
    '',
    `// Inside <PaydeckProvider paydeck={createPaydeck({ … })}>`,
    provider,
    `  ${element}`,
    '</UiProvider>',
  ].join('\n')
}

/** A plain page's HTML for the element with the reader's values: the loader, the client's setup, the tag. */
export function htmlSnippet(tag: string, values: Values, locale: string): string {
  const attributes = set({ ...values, locale: locale === 'en' ? undefined : locale }).map(([name, value]) =>
    value === true ? name : `${name}="${quoteHtml(String(value))}"`,
  )
  return [
    '<script type="module">',
    "  import { configure } from '/paydeck-elements/index.js'",
    "  configure({ hosts: { api: 'https://api.example.com/v1' }, auth: { getAccessToken } })",
    '</script>',
    '',
    `<${tag}${attributes.map((attribute) => ` ${attribute}`).join('')}></${tag}>`,
  ].join('\n')
}

/** The CSS that sets the reader's theme: only what differs from the defaults, on :root (elements inherit it). */
export function themeCss(variables: Record<string, string>, defaults: Record<string, string>): string {
  const changed = Object.entries(variables).filter(([name, value]) => value && value !== defaults[name])
  if (changed.length === 0) return '/* The default theme: nothing to set. */'
  return [':root {', ...changed.map(([name, value]) => `  ${name}: ${value};`), '}'].join('\n')
}
