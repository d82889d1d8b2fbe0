import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import r2wc from '@r2wc/react-to-web-component'
import { EnvironmentProvider } from '@ark-ui/react/environment'
import shadowCss from '../generated/shadow-css'
import { adoptStyles } from './adopt-styles'
import type { ElementTag } from './element-tags'

type AttributeType = 'string' | 'number' | 'boolean' | 'json'
type PropName<P> = Extract<keyof P, string>

export interface ElementOptions<P> {
  tag: ElementTag
  /** Props read from kebab-case attributes (and the camelCase properties of the same name). */
  attributes?: Partial<Record<PropName<P>, AttributeType>>
  /** Object-valued props set only as JS properties (a client instance, callbacks of the host). */
  properties?: readonly PropName<P>[]
  /** Callback props that become composed DOM events named paydeck-<resource>-<action>. */
  events?: Partial<Record<PropName<P>, `paydeck-${string}`>>
  /**
   * Providers around the component inside the shadow root, given the host and its object properties:
   * a widget's element wraps in PaydeckElementProvider with properties.paydeck (else the page default).
   */
  wrap?: (children: ReactNode, context: { host: HTMLElement; properties: Record<string, unknown> }) => ReactNode
  /**
   * A modal element, open while the host has the `open` attribute (as `<dialog>` and `<details>` are): the
   * component gets `open` and `onOpenChange`; closing removes the attribute and raises closeEvent.
   */
  modal?: { closeEvent: `paydeck-${string}` }
}

export interface PaydeckElementClass extends CustomElementConstructor {
  readonly tag: ElementTag
  /** Registers the class under its tag (or another), once. */
  define(tag?: string): void
}

const PROPERTY_CHANGE = 'paydeck-element-property-change'
const PROPERTY_SNAPSHOT = Symbol('paydeck.element.properties')
const NO_PROPERTIES: Record<string, unknown> = {}

/**
 * A React component as a custom element with an open shadow root: the design system's CSS adopted into
 * it, Ark's environment bound to it (dialogs, focus traps and dismissal work inside), attributes mapped
 * to props and callbacks turned into composed events. Pure: nothing is registered until define().
 */
export function defineElement<P extends object>(
  Component: ComponentType<P>,
  options: ElementOptions<P>,
): PaydeckElementClass {
  const properties = options.properties ?? []
  const events = Object.entries(options.events ?? {}) as [string, string][]

  function ShadowShell(props: Record<string, unknown> & { container?: ShadowRoot }) {
    const root = props.container!
    const host = root.host as HTMLElement & { [PROPERTY_SNAPSHOT]?: Record<string, unknown> }
    adoptStyles(root, shadowCss)
    const hostProperties = useSyncExternalStore(
      (notify) => {
        host.addEventListener(PROPERTY_CHANGE, notify)
        return () => host.removeEventListener(PROPERTY_CHANGE, notify)
      },
      () => host[PROPERTY_SNAPSHOT] ?? NO_PROPERTIES,
    )
    const open = useOpenAttribute(host, options.modal !== undefined)
    const componentProps: Record<string, unknown> = { ...props, ...hostProperties }
    delete componentProps.container
    if (options.modal) {
      const { closeEvent } = options.modal
      componentProps.open = open
      componentProps.onOpenChange = (next: boolean) => {
        host.toggleAttribute('open', next)
        if (!next) host.dispatchEvent(new CustomEvent(closeEvent, { bubbles: true, composed: true }))
      }
    }
    for (const [prop, eventName] of events) {
      componentProps[prop] = (detail: unknown) =>
        host.dispatchEvent(new CustomEvent(eventName, { detail, bubbles: true, composed: true }))
    }
    const element = <Component {...(componentProps as P)} />
    return (
      <EnvironmentProvider value={() => root}>
        <div className="pd-element-root" style={{ display: 'contents' }}>
          {options.wrap ? options.wrap(element, { host, properties: hostProperties }) : element}
        </div>
      </EnvironmentProvider>
    )
  }

  const Base = r2wc(ShadowShell, {
    shadow: 'open',
    props: options.attributes as Record<string, AttributeType>,
  }) as unknown as { new (): HTMLElement }

  class PaydeckElement extends Base {
    static readonly tag = options.tag
    static define(tag: string = options.tag) {
      if (!customElements.get(tag)) customElements.define(tag, this)
    }
    [PROPERTY_SNAPSHOT]: Record<string, unknown> = {}
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
  return PaydeckElement as unknown as PaydeckElementClass
}

/** The host's `open` attribute, live (r2wc's boolean attributes ignore an empty value and a removal). */
function useOpenAttribute(host: HTMLElement, watch: boolean): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (!watch) return () => undefined
      const observer = new MutationObserver(notify)
      observer.observe(host, { attributes: true, attributeFilter: ['open'] })
      return () => observer.disconnect()
    },
    () => host.hasAttribute('open'),
  )
}
