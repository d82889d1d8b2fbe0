import shadowCss from '../generated/shadow-css'

/**
 * The style sheets adopted into an element's shadow root: the design system's whole CSS. The one-script-tag
 * bundle (@paydeck/elements) replaces this module with one that gives each element the reset and tokens plus
 * the CSS of the controls its first screen shows, and adds the CSS of a part loaded later (a panel, a dialog).
 */
export const stylesFor = (_tag: string): readonly string[] => [shadowCss]

/** Calls `changed` when stylesFor's answer grows (never here: the whole CSS is there from the start). */
export const whenStylesGrow =
  (_changed: () => void): (() => void) =>
  () => {}
