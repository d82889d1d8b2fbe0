import { useEffect, useState } from 'react'
import { useUser, type LayoutName } from '@paydeck/react'
import { applyTheme } from '@paydeck/ui'

/** Seed 000 section 9: a layout change waits 1 s, so a burst of profile updates switches the frame once. */
export const LAYOUT_DEBOUNCE_MS = 1000
const DEFAULT_LAYOUT: LayoutName = 'vertical-layout-1'

function setFavicon(href: string | null) {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (!link) {
    link = document.createElement('link')
    link.rel = 'icon'
    document.head.append(link)
  }
  link.href = href ?? '/favicon.svg'
}

/**
 * The tenant's look from the signed-in profile: colours as --pd-* variables on the document, favicon, the
 * tenant name as document title, and the layout (debounced).
 */
export function useTenantLook(): LayoutName {
  const user = useUser()
  const theme = user?.themeSettings ?? null
  const target = theme?.layoutName ?? DEFAULT_LAYOUT
  const [layout, setLayout] = useState<LayoutName>(target)

  useEffect(() => applyTheme(document.documentElement, theme), [theme])

  useEffect(() => {
    document.title = user?.tenant.name ?? 'Paydeck'
    setFavicon(user?.favIconSource ?? null)
  }, [user])

  useEffect(() => {
    if (target === layout) return
    const timer = setTimeout(() => setLayout(target), LAYOUT_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [target, layout])

  return layout
}
