import type { ComponentType, ReactNode } from 'react'
import type { Paydeck } from '@paydeck/core'
import { PaydeckElementProvider, useElementSettings } from '@paydeck/react'
import { defineElement, UiProvider, type ElementTag } from '@paydeck/ui'

export type Localised = { locale?: string }

function ElementUi({ locale, children }: { locale?: string; children: ReactNode }) {
  return <UiProvider {...useElementSettings(locale)}>{children}</UiProvider>
}

/** A support element: the page's (or its own `paydeck` property's) client, the user's locale and time zone. */
export function supportElement<P extends Localised>(
  View: ComponentType<P>,
  tag: ElementTag,
  options: Pick<Parameters<typeof defineElement<P>>[1], 'attributes' | 'events'>,
) {
  const Localised = (props: P) => (
    <ElementUi locale={props.locale}>
      <View {...props} />
    </ElementUi>
  )
  return defineElement(Localised, {
    tag,
    attributes: { locale: 'string', ...options.attributes } as never,
    events: options.events,
    properties: ['paydeck' as Extract<keyof P, string>],
    wrap: (children, { properties }) => (
      <PaydeckElementProvider paydeck={properties.paydeck as Paydeck | undefined}>{children}</PaydeckElementProvider>
    ),
  })
}
