import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { preactCompat } from '../../config/preact-compat'

export default defineConfig({
  plugins: [react()],
  // On Preact, as the elements ship: the catalog's keyboard, focus, dialog and axe tests prove the controls there.
  resolve: { conditions: ['@paydeck/source'], alias: preactCompat },
  server: { port: 5180, strictPort: true },
  preview: { port: 4480, strictPort: true },
  build: {
    target: 'es2022',
    // Two pages: the catalog, and a page that loads nothing but the elements script.
    rolldownOptions: { input: { main: 'index.html', loader: 'loader.html' } },
  },
})
