import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WhenNearViewport } from './near-viewport'

/** An IntersectionObserver the test moves: `come(true)` scrolls the observed place near. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; live: boolean }[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number]
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, live: true }
        observers.push(this.entry)
      }
      observe() {}
      disconnect() {
        this.entry.live = false
      }
    },
  )
  const come = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers.filter((o) => o.live))
        observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
    })
  return { observers, come }
}

afterEach(() => vi.unstubAllGlobals())

describe('what lies below the first screen', () => {
  it('holds its place until it comes within a quarter of a screen of the view, then stays drawn', () => {
    const { observers, come } = stubObserver()
    render(<WhenNearViewport placeholder={<p>Loading the map…</p>}>The map</WhenNearViewport>)
    expect(screen.getByText('Loading the map…')).toBeInTheDocument()
    expect(observers[0]!.options?.rootMargin).toBe('0px 0px 25% 0px')
    come(false)
    expect(screen.queryByText('The map')).not.toBeInTheDocument()
    come(true)
    expect(screen.getByText('The map')).toBeInTheDocument()
    expect(observers.every((observer) => !observer.live)).toBe(true)
  })
  it('is drawn at once where the browser cannot tell where the view is', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<WhenNearViewport placeholder={<p>Loading the map…</p>}>The map</WhenNearViewport>)
    expect(screen.getByText('The map')).toBeInTheDocument()
  })
})
