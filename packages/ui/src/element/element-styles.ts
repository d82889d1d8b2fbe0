import shadowCss from '../generated/shadow-css'

/**
 * The style sheets adopted into an element's shadow root: the design system's whole CSS. The one-script-tag
 * bundle (@paydeck/elements) replaces this module with one that gives each element the reset and tokens plus
 * the CSS of the controls it uses.
 */
export const stylesFor = (_tag: string): readonly string[] => [shadowCss]
