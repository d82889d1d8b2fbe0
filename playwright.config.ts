import { defineConfig } from '@playwright/test'

// The end-to-end run has its own ports and a fresh database, so it never meets a running `npm start`.
export const SANDBOX_URL = 'http://localhost:4400'
export const PORTAL_URL = 'http://localhost:4473'
export const CATALOG_URL = 'http://localhost:4480'
export const HTML_EMBED_URL = 'http://localhost:4490'
export const REACT_EMBED_URL = 'http://localhost:4491'
export const DOCS_URL = 'http://localhost:4493'
// The visual baselines' own sandbox and portal, on a clock stopped at one instant (the browser's is stopped there
// too), so a data screen shows the same figures on any day. The instant is years ahead: the browser's cookie jar
// keeps real time (Playwright's clock does not reach it), and the sign-in's cookies expire an hour after the
// sandbox's now, so a stopped clock in the past would have them expire before they are sent.
export const VISUAL_SANDBOX_URL = 'http://localhost:4401'
export const VISUAL_PORTAL_URL = 'http://localhost:4474'
export const FROZEN_CLOCK = '2035-06-15T10:00:00Z'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Tests share no state (each signs in afresh; the catalog has no server): two workers for two cores.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: PORTAL_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these Chromium keeps reaching for Google's hosts, which this network refuses.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    {
      command: `rm -rf .data/e2e && node packages/sandbox/bin/paydeck-sandbox.js --port 4400 --data .data/e2e --contract-log .data/e2e/contract.jsonl --origin ${PORTAL_URL} --origin ${HTML_EMBED_URL} --origin ${REACT_EMBED_URL} --origin ${DOCS_URL}`,
      url: `${SANDBOX_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: 'pnpm --filter @paydeck/portal exec vite preview --port 4473 --strictPort',
      url: PORTAL_URL,
      env: { PAYDECK_PORTAL_CONFIG: `${process.cwd()}/tests/e2e/portal.config.json` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `rm -rf .data/e2e-visual && node packages/sandbox/bin/paydeck-sandbox.js --port 4401 --data .data/e2e-visual --clock ${FROZEN_CLOCK} --origin ${VISUAL_PORTAL_URL}`,
      url: `${VISUAL_SANDBOX_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: 'pnpm --filter @paydeck/portal exec vite preview --port 4474 --strictPort',
      url: VISUAL_PORTAL_URL,
      env: { PAYDECK_PORTAL_CONFIG: `${process.cwd()}/tests/e2e/portal.visual.config.json` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm --filter @paydeck/ui-catalog exec vite preview --port 4480 --strictPort',
      url: CATALOG_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm --filter @paydeck/html-embed exec vite preview --port 4490 --strictPort',
      url: HTML_EMBED_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm --filter @paydeck/react-embed exec vite preview --port 4491 --strictPort',
      url: REACT_EMBED_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm --filter @paydeck/docs exec vite preview --port 4493 --strictPort',
      url: DOCS_URL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
