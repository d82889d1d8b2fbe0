/**
 * The zone the device's clock is set to (what a page shows before it knows its user's). A module of its own: what
 * reads it (every element's settings) takes nothing else of the time model into its chunk.
 */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone
