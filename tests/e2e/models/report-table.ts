import type { Page } from '@playwright/test'

/** The report's table, not the chart's (lightweight-charts lays its canvas out in a table of its own). */
export const reportTable = (page: Page) => page.getByRole('table').filter({ has: page.getByRole('columnheader') })
