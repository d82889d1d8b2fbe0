import { defineConfig } from '@pandacss/dev'
import { styleTokens } from './src/theme/style-variables'

// Tokens read the --pd-* theme variables (set from a tenant's themeSettings on the portal root or an
// element's host) with the default theme as fallback, so one stylesheet serves every tenant and crosses
// shadow roots. The pd prefix keeps our classes and variables apart from a host's own Panda build.
const themed = (name: string, fallback: string) => ({ value: `var(--pd-${name}, ${fallback})` })

export default defineConfig({
  prefix: 'pd',
  preflight: false,
  // Widgets style themselves with this design system's css() (from @paydeck/ui/styled-system/css); their
  // classes land in the same two stylesheets, so an app or an element loads one CSS for everything.
  include: [
    './src/**/*.{ts,tsx}',
    '../{support,notifications,transactions,dashboard,proposals,admin,reports}/src/**/*.{ts,tsx}',
  ],
  exclude: ['**/*.test.{ts,tsx}', './src/generated/**'],
  outdir: 'styled-system',
  outExtension: 'js',
  jsxFramework: 'react',
  cssVarRoot: ':where(:root, :host)',
  theme: {
    extend: {
      tokens: {
        colors: {
          sidebar: themed('sidebar', '#2e43fe'),
          onSidebar: themed('on-sidebar', '#ffffff'),
          header: themed('header', '#ffffff'),
          onHeader: themed('on-header', '#000000'),
          main: themed('main', '#f5f5f5'),
          text: themed('text', '#404040'),
          primary: themed('primary', '#09d0bd'),
          onPrimary: themed('on-primary', '#ffffff'),
          link: themed('link', '#2e43fe'),
          onLink: themed('on-link', '#ffffff'),
          ...styleTokens.colors,
        },
        fonts: styleTokens.fonts,
        fontSizes: styleTokens.fontSizes,
        radii: styleTokens.radii,
        spacing: styleTokens.spacing,
        zIndex: styleTokens.zIndex,
      },
    },
  },
})
