const DAY = 86_400_000

/** The longest period a report or an export covers (a little over six months: the book's length). */
export const LONGEST_PERIOD_DAYS = 186

/**
 * What is wrong with a period of instants [start, end), in the words a report's period filter and the transaction
 * export show; undefined when it is fine. One rule for every period a caller can ask the sandbox to read through.
 */
export function periodFault(start: number, end: number, maxDays = LONGEST_PERIOD_DAYS): string | undefined {
  if (!Number.isFinite(start) || !Number.isFinite(end)) return 'Choose the period.'
  if (start < 0) return 'Choose a period that starts in 1970 or later.'
  if (end <= start) return 'The period ends before it starts.'
  // A day longer for a period that crosses a clock change.
  if ((end - start) / DAY > maxDays + 1) return `Choose at most ${maxDays} days.`
  return undefined
}

/** The rule for a period whose ends may be open (an export's): an open end is the book's own, so only the given are checked. */
export function openPeriodFault(from?: string, to?: string): string | undefined {
  const ends = [from, to].filter((end) => end !== undefined).map((end) => Date.parse(end))
  if (ends.length === 2) return periodFault(ends[0]!, ends[1]!)
  // One end: a period of a moment there says whether the end itself is one the sandbox reads.
  return ends.length === 1 ? periodFault(ends[0]!, ends[0]! + 1) : undefined
}
