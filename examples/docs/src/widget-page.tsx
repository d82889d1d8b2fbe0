import { Component, useMemo, useState, type ReactNode } from 'react'
import { useUser, type WidgetLifecycleProps } from '@paydeck/react'
import { CopyButton, UiProvider } from '@paydeck/ui'
import type { Values, Widget } from './catalogue'
import { ElementPreview } from './element-preview'
import { elementDocs, type Attribute } from './manifest'
import { htmlSnippet, propName, reactSnippet } from './snippets'

type Mode = 'react' | 'element'
interface LogLine {
  at: number
  text: string
}

/** One widget: its properties to edit, the live preview as a React component or an element, the code, its events. */
export function WidgetPage({ widget, locale }: { widget: Widget; locale: string }) {
  const tag = widget.tag
  const doc = tag
    ? elementDocs.get(tag)!
    : { description: widget.reactOnly!.description, attributes: widget.reactOnly!.props, events: [] }
  const attributes = doc.attributes.filter((attribute) => attribute.name !== 'locale')
  const [edited, setValues] = useState<Values>(widget.initial ?? {})
  // In the manifest's order, whatever order the reader set them in: the code reads the same each time.
  const values = useMemo(
    () => Object.fromEntries(attributes.map(({ name }) => [name, edited[name]])) as Values,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the attributes come from the static manifest
    [edited],
  )
  const [mode, setMode] = useState<Mode>('react')
  const [log, setLog] = useState<LogLine[]>([])
  const user = useUser()

  // What the React component takes: the values less the element's own attributes.
  const reactValues = Object.fromEntries(
    Object.entries(values).filter(([name]) => !widget.elementOnly?.includes(name)),
  ) as Values
  const say = (text: string) => setLog((lines) => [{ at: Date.now(), text }, ...lines].slice(0, 20))
  const lifecycle: WidgetLifecycleProps = {
    onReady: (event) => say(`onReady ${JSON.stringify(event)}`),
    onError: (error) => say(`onError ${JSON.stringify(error)}`),
  }
  const set = (attribute: string, value: Values[string]) => setValues((current) => ({ ...current, [attribute]: value }))
  const missing = widget.required && !values[widget.required.attribute]
  const elementValues = useMemo(() => ({ ...values, locale }), [values, locale])

  return (
    <article aria-labelledby="widget-heading" className="widget-page">
      <header>
        <h1 id="widget-heading">
          {tag && (
            <>
              <code>{`<${tag}>`}</code> ·{' '}
            </>
          )}
          <code>{`<${widget.component}>`}</code>
        </h1>
        <p>{doc.description}</p>
        <p className="hint">
          Shown to <strong>{widget.user}</strong> and others who may see it; React from <code>{widget.from}</code>
          {tag ? (
            <>
              , the element from <code>@paydeck/elements</code>.
            </>
          ) : (
            '; a screen with no element.'
          )}
        </p>
      </header>

      <section aria-labelledby="props-heading" className="panel">
        <h2 id="props-heading">Properties</h2>
        {attributes.length === 0 && <p>None besides the locale.</p>}
        <div className="fields">
          {attributes.map((attribute) => (
            <AttributeField
              key={attribute.name}
              attribute={attribute}
              value={values[attribute.name]}
              elementOnly={widget.elementOnly?.includes(attribute.name) ?? false}
              required={widget.required?.attribute === attribute.name ? widget.required.hint : undefined}
              onChange={(value) => set(attribute.name, value)}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="preview-heading" className="panel">
        <div className="snippet-head">
          <h2 id="preview-heading">Live, against the sandbox</h2>
          {tag && (
            <fieldset className="modes">
              <legend>Render as</legend>
              {(['react', 'element'] as const).map((option) => (
                <label key={option}>
                  <input
                    type="radio"
                    name="mode"
                    value={option}
                    checked={mode === option}
                    onChange={() => {
                      setMode(option)
                      setLog([])
                    }}
                  />
                  {option === 'react' ? 'React component' : 'Element'}
                </label>
              ))}
            </fieldset>
          )}
        </div>
        <div className="preview">
          {missing ? (
            <p role="status">
              Enter <code>{widget.required!.attribute}</code> to show it: {widget.required!.hint}
            </p>
          ) : mode === 'react' || !tag ? (
            <PreviewBoundary key={JSON.stringify(values)}>
              <UiProvider locale={locale} timeZone={user?.configureTimeZone}>
                {widget.render(reactValues, lifecycle, set)}
              </UiProvider>
            </PreviewBoundary>
          ) : (
            <ElementPreview
              tag={tag}
              values={elementValues}
              events={doc.events}
              onEvent={(name, detail) => {
                say(`${name} ${JSON.stringify(detail ?? null)}`)
                // A viewer closed by its own button: the open attribute follows, as a host page's would.
                if (name.endsWith('-close') && 'open' in values) set('open', false)
              }}
            />
          )}
        </div>
        <h3>Events</h3>
        <ol aria-label="Events" aria-live="polite" className="events">
          {log.length === 0 && <li>None yet.</li>}
          {log.map((line) => (
            <li key={`${line.at}-${line.text}`}>{line.text}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="code-heading" className="panel">
        <h2 id="code-heading">Code</h2>
        <Snippet title="React" code={reactSnippet(widget, reactValues, locale)} />
        {tag && <Snippet title="Plain page" code={htmlSnippet(tag, values, locale)} />}
      </section>
    </article>
  )
}

function AttributeField({
  attribute,
  value,
  elementOnly,
  required,
  onChange,
}: {
  attribute: Attribute
  value: Values[string]
  elementOnly: boolean
  required?: string
  onChange: (value: Values[string]) => void
}) {
  const id = `attr-${attribute.name}`
  const note = [attribute.description, required, elementOnly ? 'Element only.' : ''].filter(Boolean).join(' ')
  const label = (
    <>
      <code>{attribute.name}</code> <span className="prop">({elementOnly ? 'element' : propName(attribute.name)})</span>
    </>
  )
  if (attribute.type === 'boolean')
    return (
      <label className="check">
        <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        {label}
        {note && <small>{note}</small>}
      </label>
    )
  return (
    <label htmlFor={id}>
      {label}
      <input
        id={id}
        type={attribute.type === 'number' ? 'number' : 'text'}
        value={value === undefined ? '' : String(value)}
        required={Boolean(required)}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => {
          const text = event.target.value
          onChange(attribute.type === 'number' ? (text === '' ? undefined : Number(text)) : text)
        }}
      />
      {note && <small id={`${id}-note`}>{note}</small>}
    </label>
  )
}

function Snippet({ title, code }: { title: string; code: string }) {
  return (
    <div className="snippet">
      <div className="snippet-head">
        <h3>{title}</h3>
        <CopyButton value={code} label={`Copy the ${title} code`} />
      </div>
      <pre aria-label={`${title} code`}>
        <code>{code}</code>
      </pre>
    </div>
  )
}

/** A component that throws while the reader edits (an id that is not one) shows why, and the page goes on. */
class PreviewBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    if (this.state.error) return <p role="alert">The component could not render: {this.state.error.message}</p>
    return this.props.children
  }
}
