import { Component as ReactComponent, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import r2wc from '@r2wc/react-to-web-component'
import { EnvironmentProvider } from '@ark-ui/react/environment'
import { directionOf } from '../i18n/translator'
import { UiProvider, type TextOverrides } from '../provider/ui-provider'
import { CodeStep, type CodeStepRequest } from '../sca/code-step'
import { adoptStyles } from './adopt-styles'
import { stylesFor, whenStylesGrow } from './element-styles'
import { lifecycleEvents } from './element-tags'

/** 'boolean' attributes are true while present (as `hidden` and `open` are), whatever their value. */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json'
type PropName<P> = Extract<keyof P, string>

/**
 * What an element takes from its page beyond attributes: the client it uses (as an object property), the
 * providers that hand the client down, and the locale and time zone its text and dates follow. The React bindings
 * give the one every widget uses (`paydeckElement` from @paydeck/react), so the design system stays client-free.
 */
export interface ElementHost {
  properties: readonly string[]
  wrap: (children: ReactNode, properties: Record<string, unknown>) => ReactNode
  useSettings: (locale: string | undefined) => { locale: string; timeZone: string }
  /** What a failure is, as paydeck-error's detail carries it (the client's one classification). */
  failureOf: (error: unknown) => { message: string }
  /** Fetches again the data under these query key prefixes, in the client the element uses. */
  refresh: (properties: Record<string, unknown>, scopes: readonly (readonly unknown[])[]) => Promise<void>
  /** Tells the client's monitoring hook that the element crashed (its boundary sits outside the client). */
  reportCrash: (properties: Record<string, unknown>, error: unknown, widget: string) => void
  /**
   * The change of this element's client waiting for the user's one-time code (a hook, run inside `wrap`): the
   * element asks for the code as the portal's shell does, so a change the role marks "Needs a code" is not refused.
   */
  useCodeRequest?: () => { request: CodeStepRequest | null; end: () => void }
}

export interface ElementOptions<P> {
  tag: `paydeck-${string}`
  /** Props read from kebab-case attributes (and the camelCase properties of the same name). */
  attributes?: Partial<Record<PropName<P>, AttributeType>>
  /** Object-valued props set only as JS properties (callbacks of the host). */
  properties?: readonly PropName<P>[]
  /** Callback props that become composed DOM events named paydeck-<resource>-<verb>, their detail an object. */
  events?: Partial<Record<PropName<P>, `paydeck-${string}`>>
  /**
   * The page's client, its providers and the user's locale; adds the `locale` attribute, the lifecycle events
   * (paydeck-ready, paydeck-error: the component's onReady and onError) and `refresh()`.
   */
  host?: ElementHost
  /** The query key prefixes of the data the element shows: what `refresh()` fetches again. */
  data?: readonly (readonly unknown[])[]
  /**
   * A modal element, open while the host has the `open` attribute (as `<dialog>` and `<details>` are): the
   * component gets `open` and `onOpenChange`; closing removes the attribute and raises closeEvent.
   */
  modal?: { closeEvent: `paydeck-${string}` }
}

export interface PaydeckElementClass extends CustomElementConstructor {
  readonly tag: `paydeck-${string}`
  /** The attributes it reads, kebab-case. */
  readonly attributes: readonly string[]
  /** Each attribute's type: how its value is read (a boolean is true while present). */
  readonly attributeTypes: Readonly<Record<string, AttributeType>>
  /** The object-valued properties it takes from the page's script (the client, callbacks). */
  readonly properties: readonly string[]
  /** The events it raises. */
  readonly events: readonly string[]
  /** Registers the class under its tag (or another), once. */
  define(tag?: string): void
}

/** An element instance's own methods. */
export interface PaydeckElementInstance extends HTMLElement {
  /** Fetches again what the element shows (its lists, counts, documents); resolves when the answers are in. */
  refresh(): Promise<void>
}

const PROPERTY_CHANGE = 'paydeck-element-property-change'
const PROPERTY_SNAPSHOT = Symbol('paydeck.element.properties')
const NO_PROPERTIES: Record<string, unknown> = {}
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

interface SettingsProps {
  host: ElementHost
  locale?: string
  messages?: TextOverrides
  children: ReactNode
}

function Settings({ host, locale, messages, children }: SettingsProps) {
  const settings = host.useSettings(locale)
  return (
    <UiProvider {...settings} messages={messages}>
      {/* An element runs in its language's direction (Arabic mirrored), whatever the page's. */}
      <div dir={directionOf(settings.locale)} style={{ display: 'contents' }}>
        {children}
        {host.useCodeRequest && <HostCodeStep useCodeRequest={host.useCodeRequest} />}
      </div>
    </UiProvider>
  )
}

function HostCodeStep({ useCodeRequest }: Required<Pick<ElementHost, 'useCodeRequest'>>) {
  const { request, end } = useCodeRequest()
  return <CodeStep request={request} onEnd={end} />
}

/**
 * A React component as a custom element with an open shadow root: the design system's CSS adopted into
 * it, Ark's environment bound to it (dialogs, focus traps and dismissal work inside), attributes mapped
 * to props and callbacks turned into composed events. Pure: nothing is registered until define().
 */
export function defineElement<P extends object>(
  Component: ComponentType<P>,
  options: ElementOptions<P>,
): PaydeckElementClass {
  const { host: elementHost, modal } = options
  const attributes: Record<string, AttributeType> = {
    ...(elementHost && { locale: 'string' }),
    ...(options.attributes as Record<string, AttributeType>),
  }
  // Flags are read from the attribute's presence here; r2wc parses only valued attributes.
  const flags = Object.keys(attributes).filter((name) => attributes[name] === 'boolean')
  if (modal) flags.push('open')
  const valued = Object.fromEntries(Object.entries(attributes).filter(([, type]) => type !== 'boolean'))
  // `messages`: the page's own wording for the element's text (the keys are in its package's README).
  const properties = [...(elementHost ? [...elementHost.properties, 'messages'] : []), ...(options.properties ?? [])]
  const events = Object.entries({ ...(elementHost && lifecycleEvents), ...options.events }) as [string, string][]

  function ShadowShell(props: Record<string, unknown> & { container?: ShadowRoot }) {
    const root = props.container!
    const host = root.host as HTMLElement & { [PROPERTY_SNAPSHOT]?: Record<string, unknown> }
    adoptStyles(root, stylesFor(options.tag))
    // A part loaded later (a panel, a dialog) may bring CSS of its own: adopted as it arrives, before it shows.
    useEffect(() => {
      const adopt = () => adoptStyles(root, stylesFor(options.tag))
      adopt()
      return whenStylesGrow(adopt)
    }, [root])
    const hostProperties = useSyncExternalStore(
      (notify) => {
        host.addEventListener(PROPERTY_CHANGE, notify)
        return () => host.removeEventListener(PROPERTY_CHANGE, notify)
      },
      () => host[PROPERTY_SNAPSHOT] ?? NO_PROPERTIES,
    )
    const present = useFlags(host, flags)
    const componentProps: Record<string, unknown> = { ...props, ...hostProperties }
    delete componentProps.container
    flags.forEach((flag, index) => (componentProps[flag] = present[index] === '1'))
    const raise = (eventName: string, detail: object = {}) =>
      host.dispatchEvent(new CustomEvent(eventName, { detail, bubbles: true, composed: true }))
    if (modal) {
      componentProps.onOpenChange = (next: boolean) => {
        host.toggleAttribute('open', next)
        if (!next) raise(modal.closeEvent)
      }
    }
    for (const [prop, eventName] of events) componentProps[prop] = (detail?: object) => raise(eventName, detail)
    let element: ReactNode = <Component {...(componentProps as P)} />
    if (elementHost) {
      element = elementHost.wrap(
        <Settings
          host={elementHost}
          locale={componentProps.locale as string | undefined}
          messages={hostProperties.messages as TextOverrides | undefined}
        >
          {element}
        </Settings>,
        hostProperties,
      )
    }
    return (
      <EnvironmentProvider value={() => root}>
        <div className="pd-element-root" style={{ display: 'contents' }}>
          <ElementBoundary
            onCrash={(error) => {
              elementHost?.reportCrash(hostProperties, error, options.tag.replace(/^paydeck-/, ''))
              raise(lifecycleEvents.onError, elementHost?.failureOf(error) ?? { message: messageOf(error) })
            }}
          >
            {element}
          </ElementBoundary>
        </div>
      </EnvironmentProvider>
    )
  }

  // On a server (Next.js renders the page's modules there too) there is no HTMLElement: the class is inert and
  // define() does nothing, so importing an element entry is harmless.
  const Base = (typeof HTMLElement === 'undefined'
    ? class {}
    : r2wc(ShadowShell, { shadow: 'open', props: valued })) as unknown as { new (): HTMLElement }

  class PaydeckElement extends Base {
    static readonly tag = options.tag
    static readonly attributeTypes: Record<string, AttributeType> = {
      ...Object.fromEntries(Object.entries(attributes).map(([name, type]) => [kebab(name), type])),
      ...(modal && { open: 'boolean' }),
    }
    static readonly attributes = Object.keys(PaydeckElement.attributeTypes)
    static readonly properties = properties
    static readonly events = [...events.map(([, name]) => name), ...(modal ? [modal.closeEvent] : [])]
    static define(tag: string = options.tag) {
      if (typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, this)
    }
    [PROPERTY_SNAPSHOT]: Record<string, unknown> = {}
    refresh(): Promise<void> {
      return elementHost?.refresh(this[PROPERTY_SNAPSHOT], options.data ?? []) ?? Promise.resolve()
    }
  }
  for (const name of properties) {
    Object.defineProperty(PaydeckElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: PaydeckElement) {
        return this[PROPERTY_SNAPSHOT][name]
      },
      set(this: PaydeckElement, value: unknown) {
        // A new snapshot object, so the shell's external store sees the change.
        this[PROPERTY_SNAPSHOT] = { ...this[PROPERTY_SNAPSHOT], [name]: value }
        this.dispatchEvent(new Event(PROPERTY_CHANGE))
      },
    })
  }
  // A flag's property reflects its attribute, as `hidden` does.
  for (const flag of flags) {
    Object.defineProperty(PaydeckElement.prototype, flag, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.hasAttribute(kebab(flag))
      },
      set(this: HTMLElement, value: unknown) {
        this.toggleAttribute(kebab(flag), Boolean(value))
      },
    })
  }
  return PaydeckElement as unknown as PaydeckElementClass
}

/** Which flag attributes the host has, live, as a string of 0s and 1s (a stable snapshot for React). */
function useFlags(host: HTMLElement, flags: readonly string[]): string {
  return useSyncExternalStore(
    (notify) => {
      if (flags.length === 0) return () => undefined
      const observer = new MutationObserver(notify)
      observer.observe(host, { attributes: true, attributeFilter: flags.map(kebab) })
      return () => observer.disconnect()
    },
    () => flags.map((flag) => (host.hasAttribute(kebab(flag)) ? '1' : '0')).join(''),
  )
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error))

/**
 * An element never throws into its page: a fault while rendering shows the element's own alert (the page's other
 * content and elements go on) and is raised as paydeck-error.
 */
class ElementBoundary extends ReactComponent<{ onCrash: (error: unknown) => void; children: ReactNode }> {
  override state: { error: unknown } = { error: null }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override componentDidCatch(error: unknown) {
    this.props.onCrash(error)
  }
  override render() {
    if (this.state.error === null) return this.props.children
    return (
      <p role="alert" style={{ font: 'inherit', color: '#b3261e' }}>
        {messageOf(this.state.error)}
      </p>
    )
  }
}
