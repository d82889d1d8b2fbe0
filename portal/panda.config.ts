import base from '../packages/ui/panda.config'

// The portal's own styles in Panda, on the design system's tokens and prefix: only the classes the portal's files
// use are generated (portal/src/generated/portal.css); the design system's sheet brings the rest.
export default {
  ...base,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['**/*.test.{ts,tsx}'],
  outdir: '../packages/ui/styled-system',
}
