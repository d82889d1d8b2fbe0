import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// A tenant's own React app on its own origin, using the widgets' React components.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@paydeck/source'] },
  server: { port: 5191, strictPort: true },
  preview: { port: 4491, strictPort: true },
  build: { target: 'es2022' },
})
