import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@paydeck/source'] },
  server: { port: 5180, strictPort: true },
  preview: { port: 4480, strictPort: true },
  build: {
    target: 'es2022',
    // Two pages: the catalog, and a page that loads nothing but the elements script.
    rolldownOptions: { input: { main: 'index.html', loader: 'loader.html' } },
  },
})
