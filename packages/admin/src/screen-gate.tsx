import type { ReactNode } from 'react'
import type { RouteArea } from '@paydeck/core'
import { useCallAccess, useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { Screen } from '@paydeck/ui'

export interface ScreenGateProps {
  /** The area and name of the screen's main call: the user's role must allow it for the screen to show. */
  area: RouteArea
  call: string
  title: string
  /** The widget's name in its lifecycle events (price-books …). */
  widget: string
  lifecycle: WidgetLifecycleProps
  children: ReactNode
}

/**
 * A setup screen shown only to a user whose role allows its main call (the rule the sandbox enforces); anyone else
 * reads so under its title, with no action offered and nothing asked of the server. A refusal is the screen's
 * content, so it is ready.
 */
export function ScreenGate({ area, call, title, widget, lifecycle, children }: ScreenGateProps) {
  const access = useCallAccess(area, call)
  useWidgetLifecycle(widget, { ready: access === 'refused', error: null }, access === 'refused' ? lifecycle : {})
  return access === 'allowed' ? children : <Screen title={title} access={access} />
}
