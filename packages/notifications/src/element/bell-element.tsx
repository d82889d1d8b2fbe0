import { paydeckElement } from '@paydeck/react'
import { defineElement } from '@paydeck/ui'
import { elementTags } from '@paydeck/ui/tags'
import { NotificationsBell } from '../bell/notifications-bell'
import { notificationKeys } from '../feed/use-notification-feed'

/**
 * `<paydeck-notifications-bell poll-interval="30" quiet allowed-origins='["https://status.example.com"]'>`: raises
 * paydeck-notification-open ({ type, id, notificationId }) for a Proposal or Agreement notification; other
 * notifications go to their address, through the `navigate` property when the page sets one; the `canOpen`
 * property (url => boolean) shows a notification the page cannot open without a link.
 */
export const NotificationsBellElement = defineElement(NotificationsBell, {
  tag: elementTags.notificationsBell,
  attributes: { pollInterval: 'number', quiet: 'boolean', allowedOrigins: 'json' },
  properties: ['navigate', 'canOpen'],
  events: { onOpenDocument: 'paydeck-notification-open' },
  host: paydeckElement,
  data: [notificationKeys],
})
