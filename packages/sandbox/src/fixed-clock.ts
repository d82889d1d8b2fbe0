let fixedAt: number | undefined

/** The instant the clock stopped at, if it did: the reader threads stop theirs there too. */
export const fixedClock = () => fixedAt

/**
 * Stops the sandbox's clock at an instant (`--clock`): the book of business is seeded relative to it and every
 * "now" of the sandbox is it, so a screen shows the same figures on any day (the visual baselines freeze the
 * browser's clock at the same instant). For tests and screenshots, never a running deployment.
 */
export function fixClock(at: Date): void {
  const fixed = at.getTime()
  if (Number.isNaN(fixed)) throw new Error('the clock must be a date and time, such as 2026-06-15T10:00:00Z')
  fixedAt = fixed
  const RealDate = Date
  class FixedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(fixed)
      else super(...(args as ConstructorParameters<DateConstructor>))
    }
    static override now() {
      return fixed
    }
  }
  globalThis.Date = FixedDate as DateConstructor
}
