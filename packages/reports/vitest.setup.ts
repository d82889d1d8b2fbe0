import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, expect } from 'vitest'
import { unlistedCalls } from '@paydeck/sandbox'
import endpoints from './endpoints.json'

afterEach(() => cleanup())

// jsdom has no modal dialog API yet: the open attribute is what the tests can observe of it.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}
// The lookup measures its width; jsdom measures nothing, so an observer that never reports is faithful.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// Every call this file's tests made is one the package's endpoints.json lists (a tenant's proxy allows those only).
afterAll(() => expect(unlistedCalls(endpoints)).toEqual([]))
