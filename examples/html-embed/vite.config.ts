import { defineConfig } from 'vite'

// A plain page: Vite only serves it and copies public/ (the built @paydeck/elements) beside it.
export default defineConfig({
  server: { port: 5190, strictPort: true },
  preview: { port: 4490, strictPort: true },
  // Nothing to bundle: the page's scripts are the published bundle and its own code, served as they are.
  build: { modulePreload: { polyfill: false } },
})
