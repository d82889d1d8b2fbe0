import type { ReactNode } from 'react'
import type { CallRule } from '@paydeck/core'
import { useCallAccess, useWidgetLifecycle, type WidgetLifecycleProps } from '@paydeck/react'
import { Screen } from '@paydeck/ui'

export interface ScreenGateProps {
  /** The rule of the screen's calls (its area's, as `pricebookRule`): the user's role must allow it. */
  rule: CallRule
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
export function ScreenGate({ rule, title, widget, lifecycle, children }: ScreenGateProps) {
  const access = useCallAccess(rule)
  useWidgetLifecycle(widget, { ready: access === 'refused', error: null }, access === 'refused' ? lifecycle : {})
  return access === 'allowed' ? children : <Screen title={title} access={access} />
}
