import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { vi } from 'vitest'
import { loadLanguage } from '@paydeck/ui'
import { widgetTestSetup } from '@paydeck/test-harness'
import endpoints from './endpoints.json'

widgetTestSetup({ cleanup, configure, endpoints, loadLanguage })

// jsdom has no canvas: a time chart cannot be drawn here and shows its note (its figures are still in the table);
// the end-to-end tests' Chromium draws it.
vi.mock('lightweight-charts', () => ({
  createChart: () => {
    throw new Error('jsdom draws no canvas')
  },
  LineSeries: {},
  HistogramSeries: {},
}))
