import { defineConfig } from 'vite'

// Plain pages: Vite only serves them and copies public/ (the built @paydeck/elements) beside them.
export default defineConfig({
  server: { port: 5190, strictPort: true },
  preview: { port: 4490, strictPort: true },
  // Nothing to bundle: the pages' scripts are the published bundle and their own code, served as they are.
  build: {
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { index: 'index.html', 'back-office': 'back-office.html' } },
  },
})
