import { presetSpan } from '@paydeck/core/time'
import type { DatePreset } from './search-schema'

/** A preset's range in the user's time zone (from inclusive, to exclusive): the time model's, as every screen's. */
export function rangeOf(preset: Exclude<DatePreset, 'custom'>, timeZone: string, now = new Date()) {
  const span = presetSpan(preset, timeZone, now.getTime())
  return { from: new Date(span.from), to: new Date(span.to) }
}
