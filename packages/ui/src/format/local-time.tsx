import { useUi } from '../provider/ui-provider'
import { formatDate, zoneName } from './format'

export interface LocalTimeProps {
  /** The instant (ISO 8601). */
  at: string
  time?: 'none' | 'minutes' | 'seconds'
  /** The zone to read it in; the user's (UiProvider's) when not given. */
  timeZone?: string
  /** What to show instead of the date (a relative time); the date and zone stay on hover. */
  children?: string
  className?: string
}

/**
 * An instant as a zone's clock reads it, the zone named on hover (Europe/Stockholm, GMT+1): read aloud on a support
 * call between two zones, a time is not taken for the other side's.
 */
export function LocalTime({ at, time = 'minutes', timeZone, children, className }: LocalTimeProps) {
  const ui = useUi()
  const zone = timeZone ?? ui.timeZone
  const text = formatDate(at, { timeZone: zone, time })
  return (
    <time dateTime={at} className={className} title={`${children ? `${text} · ` : ''}${zoneName(zone, at)}`}>
      {children ?? text}
    </time>
  )
}
