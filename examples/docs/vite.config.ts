import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The live docs: every React component from the packages' sources, every element from the built
// @paydeck/elements (copied into public/ as a plain page would host it), against the sandbox.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@paydeck/source'] },
  server: { port: 5193, strictPort: true },
  preview: { port: 4493, strictPort: true },
  build: { target: 'es2022' },
})
