import { useEffect, useRef, useState } from 'react'
import { UiShowcaseElement } from '@paydeck/ui/showcase'
import { Section } from './layout'

UiShowcaseElement.define()

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'paydeck-ui-showcase': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        heading?: string
        locale?: string
      }
    }
  }
}

export function ElementPage({ locale }: { locale: string }) {
  const host = useRef<HTMLElement>(null)
  const [confirmed, setConfirmed] = useState<string | null>(null)
  useEffect(() => {
    const element = host.current
    const onConfirm = (event: Event) => setConfirmed((event as CustomEvent<{ confirmedAt: string }>).detail.confirmedAt)
    element?.addEventListener('paydeck-showcase-confirm', onConfirm)
    return () => element?.removeEventListener('paydeck-showcase-confirm', onConfirm)
  }, [])
  return (
    <Section title="<paydeck-ui-showcase> (open shadow root)">
      <paydeck-ui-showcase ref={host} heading="Controls in a shadow root" locale={locale} />
      <p role="status">{confirmed ? `paydeck-showcase-confirm received at ${confirmed}` : 'No event yet.'}</p>
    </Section>
  )
}
