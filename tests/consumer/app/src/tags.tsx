// The element tags are typed for the DOM and for JSX from @paydeck/elements' declarations.
import type {} from '@paydeck/elements'

export const list: HTMLElementTagNameMap['paydeck-ticket-list'] | null = document.querySelector('paydeck-ticket-list')

export function Bell() {
  return <paydeck-notifications-bell />
}
