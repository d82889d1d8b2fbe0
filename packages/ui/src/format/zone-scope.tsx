import { useId, useMemo, useState, type ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { UiContext, useT, useUi } from '../provider/ui-provider'
import { zoneName } from './format'

export interface ZoneScopeProps {
  /** The zone the screen shows its times in; undefined for the user's own. Controlled with onZoneChange. */
  zone?: string
  onZoneChange?: (zone: string | undefined) => void
  children: ReactNode
}

/**
 * A screen whose times a user can show in another zone (UTC, the merchant's) for a support call: every date below
 * reads the chosen zone from useUi(). Inside another scope, an uncontrolled one joins it, so a lookup and the detail
 * it opens switch together.
 */
export function ZoneScope({ zone, onZoneChange, children }: ZoneScopeProps) {
  const parent = useUi()
  const [own, setOwn] = useState<string | undefined>(undefined)
  const joins = !onZoneChange && parent.showTimesIn !== undefined
  const chosen = onZoneChange ? zone : own
  const userTimeZone = parent.userTimeZone ?? parent.timeZone
  const value = useMemo(
    () => ({ ...parent, timeZone: chosen ?? userTimeZone, userTimeZone, showTimesIn: onZoneChange ?? setOwn }),
    [parent, chosen, userTimeZone, onZoneChange],
  )
  if (joins) return children
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>
}

const styles = {
  root: css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' }),
  select: css({
    font: 'inherit',
    color: 'text',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'sm',
    paddingInline: '1',
  }),
}

export interface ZoneSwitchProps {
  /** The merchant's zone, offered when known and not one of the others. */
  merchantZone?: string
  /**
   * The instant whose offset names the zone: now when not given, as formatDate compares each time with (a time of
   * another offset then says its own).
   */
  at?: string
}

/**
 * "Times in Europe/London, GMT" and, inside a ZoneScope, a choice of the user's zone, UTC and the merchant's: the
 * line a screen shows once so no time on it is read in the wrong zone.
 */
export function ZoneSwitch({ merchantZone, at }: ZoneSwitchProps) {
  const { timeZone, userTimeZone = timeZone, showTimesIn } = useUi()
  const t = useT()
  const id = useId()
  const options = [
    { zone: userTimeZone, label: t('time.own', { zone: userTimeZone }) },
    { zone: 'UTC', label: 'UTC' },
    ...(merchantZone ? [{ zone: merchantZone, label: t('time.merchant', { zone: merchantZone }) }] : []),
  ].filter((option, index, all) => all.findIndex((other) => other.zone === option.zone) === index)
  if (!options.some((option) => option.zone === timeZone)) options.push({ zone: timeZone, label: timeZone })
  return (
    <span className={styles.root}>
      <span id={id}>{t('time.zone', { zone: zoneName(timeZone, at) })}</span>
      {showTimesIn && (
        <select
          className={styles.select}
          aria-label={t('time.showIn')}
          aria-describedby={id}
          value={timeZone}
          onChange={(event) => showTimesIn(event.target.value === userTimeZone ? undefined : event.target.value)}
        >
          {options.map((option) => (
            <option key={option.zone} value={option.zone}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </span>
  )
}
