import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, expect, vi } from 'vitest'
import { unlistedCalls } from '@paydeck/sandbox'
import endpoints from './endpoints.json'

afterEach(() => cleanup())

// jsdom has no canvas: a time chart cannot be drawn here and shows its note (its figures are still in the table);
// the end-to-end tests' Chromium draws it.
vi.mock('lightweight-charts', () => ({
  createChart: () => {
    throw new Error('jsdom draws no canvas')
  },
  LineSeries: {},
  HistogramSeries: {},
}))

// Every call this file's tests made is one the package's endpoints.json lists (a tenant's proxy allows those only).
afterAll(() => expect(unlistedCalls(endpoints)).toEqual([]))
