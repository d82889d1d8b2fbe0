import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { unlistedCalls } from '@paydeck/sandbox'
import { SANDBOX_ANSWER_WAIT_MS } from '../../../vitest.shared'

/**
 * What a widget package's tests run in: jsdom with what it lacks (chosen because it runs DOMPurify faithfully,
 * happy-dom does not), a clean page after each test, and, after the file, the check that every call its tests made is
 * one the package's endpoints.json lists (a tenant's proxy allows those only). The package hands in its own
 * Testing Library and ui, so they are the ones its React resolves. Turkish and Arabic are loaded before the
 * tests, as an app loads a language before it shows it.
 */
export function widgetTestSetup({
  cleanup,
  configure,
  endpoints,
  loadLanguage,
}: {
  cleanup: () => void
  configure: (options: { asyncUtilTimeout: number }) => void
  /** The package's endpoints.json: the calls its tests may make. */
  endpoints: Parameters<typeof unlistedCalls>[0]
  loadLanguage: (locale: string) => Promise<void>
}) {
  beforeAll(() => Promise.all(['tr', 'ar'].map(loadLanguage)))
  afterEach(() => cleanup())
  // What a test waits for comes from the sandbox in memory: seconds, not one, on a two-core machine under load.
  configure({ asyncUtilTimeout: SANDBOX_ANSWER_WAIT_MS })
  // No modal dialog API yet: the open attribute is what the tests can observe of it.
  if (!HTMLDialogElement.prototype.showModal) {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '')
    }
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open')
    }
  }
  // Printing is the browser's; the tests read the printed page instead.
  window.print = () => undefined
  // Positioning and widths watch sizes; jsdom measures nothing, so an observer that never reports is faithful.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  afterAll(() => expect(unlistedCalls(endpoints)).toEqual([]))
}
