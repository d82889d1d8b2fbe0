import type { Paydeck } from '@paydeck/core'
import { PaydeckElementProvider, useElementSettings } from '@paydeck/react'
import { defineElement, UiProvider } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { NotificationsBell, type NotificationsBellProps } from './bell/notifications-bell'

type BellElementProps = Omit<NotificationsBellProps, 'toasts' | 'pollIntervalMs'> & {
  /** Seconds between polls (default 30). */
  pollInterval?: number
  /** "false" turns the new-notification message off. */
  toasts?: string
  locale?: string
}

function BellElementView({ pollInterval, toasts, locale, ...props }: BellElementProps) {
  return (
    <UiProvider {...useElementSettings(locale)}>
      <NotificationsBell
        {...props}
        pollIntervalMs={pollInterval && pollInterval > 0 ? pollInterval * 1000 : undefined}
        toasts={toasts !== 'false'}
      />
    </UiProvider>
  )
}

/**
 * `<paydeck-notifications-bell poll-interval="30">`: raises paydeck-notification-open ({ type, id,
 * notificationId }) for a Proposal or Agreement notification; other notifications go to their address, through
 * the `navigate` property when the page sets one.
 */
export const NotificationsBellElement = defineElement(BellElementView, {
  tag: elementTags.notificationsBell,
  attributes: { pollInterval: 'number', toasts: 'string', locale: 'string' },
  properties: ['paydeck' as keyof BellElementProps, 'navigate'],
  events: { onOpenDocument: 'paydeck-notification-open' },
  wrap: (children, { properties }) => (
    <PaydeckElementProvider paydeck={properties.paydeck as Paydeck | undefined}>{children}</PaydeckElementProvider>
  ),
})
