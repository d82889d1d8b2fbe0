import { useEffect, useState } from 'react'

/** Seed 000 section 9: a typed filter applies this long after the last key. */
export const TYPING_DEBOUNCE_MS = 750

const valueOf = (typed: string) => typed.trim() || undefined

/**
 * A filter the user types (the search key, an amount): what they typed stays theirs while the lookup changes around
 * it; it is applied once they pause, and only when `accept` says it is valid. A change from outside (a chip
 * removed, a view opened) replaces the text.
 */
export function useTypedFilter(
  applied: string | undefined,
  apply: (value: string | undefined) => void,
  accept: (typed: string) => boolean = () => true,
  /** What the typed text applies as (an amount's plain digits, read in the user's locale). */
  read: (typed: string) => string | undefined = valueOf,
) {
  const [typed, setTyped] = useState(applied ?? '')
  const [seen, setSeen] = useState(applied)
  if (applied !== seen) {
    setSeen(applied)
    if (applied !== read(typed)) setTyped(applied ?? '')
  }
  useEffect(() => {
    if (read(typed) === applied || !accept(typed)) return
    const timer = setTimeout(() => apply(read(typed)), TYPING_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, applied, accept, apply, read])
  return [typed, setTyped] as const
}
