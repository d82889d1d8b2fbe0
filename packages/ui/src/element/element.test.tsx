import { useEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/react'
import { defineMessages } from '../provider/ui-provider'
import { UiShowcaseElement } from '../showcase/ui-showcase'
import { defineElement, type ElementHost } from './define-element'
import { elementTags, isEventName, tagFor } from './element-tags'

describe('element registry', () => {
  it('names every tag by the one rule, and none twice', () => {
    for (const [name, tag] of Object.entries(elementTags)) expect(tag).toBe(tagFor(name))
    const tags = Object.values(elementTags)
    expect(new Set(tags).size).toBe(tags.length)
  })

  it('knows an event name by its present-tense verb', () => {
    expect(isEventName('paydeck-ticket-open')).toBe(true)
    expect(isEventName('paydeck-proposal-reject')).toBe(true)
    expect(isEventName('paydeck-ticket-created')).toBe(false)
    expect(isEventName('ticket-open')).toBe(false)
    // The lifecycle events are every element's own.
    expect(isEventName('paydeck-ready')).toBe(true)
    expect(isEventName('paydeck-error')).toBe(true)
  })
})

const failureOf = (error: unknown) => ({ kind: 'config', message: (error as Error).message })
const bareHost: ElementHost = {
  properties: [],
  wrap: (children) => children,
  useSettings: () => ({ locale: 'en', timeZone: 'UTC' }),
  failureOf,
  refresh: async () => undefined,
  reportCrash: () => undefined,
}

describe('element lifecycle', () => {
  it('raises paydeck-ready and paydeck-error from the component’s onReady and onError', async () => {
    function Loads({ onReady, onError }: { onReady?: (detail: object) => void; onError?: (detail: object) => void }) {
      useEffect(() => {
        onReady?.({ widget: 'loads' })
        onError?.({ kind: 'server', retryable: true })
      }, [])
      return <p>loaded</p>
    }
    const LoadsElement = defineElement(Loads, { tag: 'paydeck-ui-showcase', host: bareHost })
    expect(LoadsElement.events).toEqual(['paydeck-ready', 'paydeck-error'])
    LoadsElement.define('paydeck-test-lifecycle')
    const raised: string[] = []
    for (const name of ['paydeck-ready', 'paydeck-error'])
      document.addEventListener(name, (event) =>
        raised.push(`${name} ${JSON.stringify((event as CustomEvent).detail)}`),
      )
    const element = document.createElement('paydeck-test-lifecycle')
    document.body.append(element)
    await waitFor(() => expect(raised).toHaveLength(2))
    expect(raised).toEqual(['paydeck-ready {"widget":"loads"}', 'paydeck-error {"kind":"server","retryable":true}'])
    element.remove()
  })

  it('never throws into the page: a fault shows the element’s own alert and raises paydeck-error', async () => {
    function Breaks(): never {
      throw new Error('The widget broke')
    }
    const reportCrash = vi.fn()
    defineElement(Breaks, { tag: 'paydeck-ui-showcase', host: { ...bareHost, reportCrash } }).define(
      'paydeck-test-breaks',
    )
    const pageErrors: unknown[] = []
    const onPageError = (event: ErrorEvent) => pageErrors.push(event.error)
    window.addEventListener('error', onPageError)
    const raised: object[] = []
    const element = document.createElement('paydeck-test-breaks')
    element.addEventListener('paydeck-error', (event) => raised.push((event as CustomEvent).detail))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    document.body.append(element)
    await waitFor(() =>
      expect(element.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe('The widget broke'),
    )
    expect(raised).toEqual([{ kind: 'config', message: 'The widget broke' }])
    // The client's monitoring hears it too, named by the element's widget.
    expect(reportCrash).toHaveBeenCalledWith({}, new Error('The widget broke'), 'ui-showcase')
    expect(pageErrors).toEqual([])
    window.removeEventListener('error', onPageError)
    vi.restoreAllMocks()
    element.remove()
  })

  it('refresh() asks the host to fetch again the data the element declares, with its properties', async () => {
    const refresh = vi.fn(async () => undefined)
    const RefreshedElement = defineElement(() => <p>shown</p>, {
      tag: 'paydeck-ui-showcase',
      host: { ...bareHost, properties: ['client'], refresh },
      data: [['paydeck', 'things']],
    })
    RefreshedElement.define('paydeck-test-refresh')
    const element = document.createElement('paydeck-test-refresh') as HTMLElement & {
      client?: string
      refresh(): Promise<void>
    }
    element.client = 'acme'
    document.body.append(element)
    await element.refresh()
    expect(refresh).toHaveBeenCalledWith({ client: 'acme' }, [['paydeck', 'things']])
    element.remove()
  })
})

describe('defineElement', () => {
  it('registers nothing until define(), then once', () => {
    expect(customElements.get('paydeck-ui-showcase')).toBeUndefined()
    UiShowcaseElement.define()
    UiShowcaseElement.define()
    expect(customElements.get('paydeck-ui-showcase')).toBe(UiShowcaseElement)
  })

  it('renders into an open shadow root with the styles, attributes as props', async () => {
    UiShowcaseElement.define()
    const element = document.createElement('paydeck-ui-showcase')
    element.setAttribute('heading', 'Embedded controls')
    document.body.append(element)
    await waitFor(() => expect(element.shadowRoot?.querySelector('h2')?.textContent).toBe('Embedded controls'))
    const root = element.shadowRoot!
    const styled = root.adoptedStyleSheets?.length > 0 || root.querySelector('style[data-paydeck]') !== null
    expect(styled).toBe(true)
    element.setAttribute('heading', 'Renamed')
    await waitFor(() => expect(root.querySelector('h2')?.textContent).toBe('Renamed'))
    element.remove()
  })

  it('turns callbacks into composed paydeck-… events with their detail', async () => {
    UiShowcaseElement.define()
    const element = document.createElement('paydeck-ui-showcase')
    document.body.append(element)
    const received: CustomEvent[] = []
    document.addEventListener('paydeck-showcase-confirm', (event) => received.push(event as CustomEvent))
    const button = (text: string) =>
      [...element.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === text)
    await waitFor(() => expect(button('Open dialog')).toBeDefined(), { timeout: 3000 })
    button('Open dialog')!.click()
    await waitFor(() => expect(element.shadowRoot!.querySelector('[role="dialog"]')).not.toBeNull(), { timeout: 3000 })
    button('Save')!.click()
    await waitFor(() => expect(received).toHaveLength(1))
    expect(received[0]!.composed).toBe(true)
    expect(received[0]!.bubbles).toBe(true)
    expect(received[0]!.detail.confirmedAt).toMatch(/^\d{4}-/)
    element.remove()
  })
})

describe('element properties', () => {
  it('hands object properties to the component and its wrapper, re-rendering when set', async () => {
    function Shows({ client }: { client?: { name: string } }) {
      return <p>client: {client?.name ?? 'none'}</p>
    }
    const ShowsElement = defineElement(Shows, {
      tag: 'paydeck-ui-showcase',
      host: {
        properties: ['client'],
        wrap: (children, properties) => (
          <section data-wrapped={(properties.client as { name: string } | undefined)?.name ?? 'none'}>
            {children}
          </section>
        ),
        useSettings: (locale) => ({ locale: locale ?? 'en', timeZone: 'UTC' }),
        failureOf,
        refresh: async () => undefined,
        reportCrash: () => undefined,
      },
    })
    ShowsElement.define('paydeck-test-properties')
    const element = document.createElement('paydeck-test-properties') as HTMLElement & { client?: { name: string } }
    document.body.append(element)
    await waitFor(() => expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('client: none'))
    element.client = { name: 'acme' }
    await waitFor(() => expect(element.shadowRoot!.querySelector('p')?.textContent).toBe('client: acme'))
    expect(element.shadowRoot!.querySelector('section')?.dataset.wrapped).toBe('acme')
    expect(element.client).toEqual({ name: 'acme' })
    element.remove()
  })

  it('takes the page’s own wording as its messages property', async () => {
    const useGreeting = defineMessages('greeting', {
      en: { hello: 'Hello' },
      tr: { hello: 'Merhaba' },
      ar: { hello: 'مرحبًا' },
    })
    function Greets() {
      return <p>{useGreeting()('hello')}</p>
    }
    const GreetsElement = defineElement(Greets, {
      tag: 'paydeck-ui-showcase',
      host: { ...bareHost, useSettings: () => ({ locale: 'tr', timeZone: 'UTC' }) },
    })
    expect(GreetsElement.properties).toContain('messages')
    GreetsElement.define('paydeck-test-messages')
    const element = document.createElement('paydeck-test-messages') as HTMLElement & { messages?: object }
    document.body.append(element)
    await waitFor(() => expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('Merhaba'))
    element.messages = { 'greeting.hello': 'Welcome' }
    await waitFor(() => expect(element.shadowRoot!.querySelector('p')?.textContent).toBe('Welcome'))
    element.remove()
  })
})

describe('flag attributes', () => {
  it('are true while present, whatever their value, and reflect their property', async () => {
    function Flagged({ compact }: { compact?: boolean }) {
      return <p>{compact ? 'compact' : 'full'}</p>
    }
    defineElement(Flagged, { tag: 'paydeck-ui-showcase', attributes: { compact: 'boolean' } }).define(
      'paydeck-test-flag',
    )
    const element = document.createElement('paydeck-test-flag') as HTMLElement & { compact: boolean }
    element.setAttribute('compact', '')
    document.body.append(element)
    const text = () => element.shadowRoot?.querySelector('p')?.textContent
    await waitFor(() => expect(text()).toBe('compact'))
    element.removeAttribute('compact')
    await waitFor(() => expect(text()).toBe('full'))
    element.compact = true
    expect(element.hasAttribute('compact')).toBe(true)
    await waitFor(() => expect(text()).toBe('compact'))
    element.remove()
  })
})

describe('modal elements', () => {
  it('open while the host has the open attribute; closing removes it and raises the close event', async () => {
    function Panel({ open, onOpenChange }: { open?: boolean; onOpenChange?: (open: boolean) => void }) {
      return open ? <button onClick={() => onOpenChange?.(false)}>Close panel</button> : <p>closed</p>
    }
    defineElement(Panel, { tag: 'paydeck-ui-showcase', modal: { closeEvent: 'paydeck-test-close' } }).define(
      'paydeck-test-modal',
    )
    const element = document.createElement('paydeck-test-modal')
    element.setAttribute('open', '')
    document.body.append(element)
    const closed = vi.fn()
    element.addEventListener('paydeck-test-close', closed)
    const close = () => element.shadowRoot?.querySelector('button')
    await waitFor(() => expect(close()).not.toBeNull())
    close()!.click()
    await waitFor(() => expect(element.shadowRoot!.querySelector('p')?.textContent).toBe('closed'))
    expect(element.hasAttribute('open')).toBe(false)
    expect(closed).toHaveBeenCalledOnce()
    element.setAttribute('open', '')
    await waitFor(() => expect(close()).not.toBeNull())
    element.remove()
  })
})
