/**
 * Which tabs the bar shows: in order while they fit (keeping room for More when some do not), with the open tab
 * always among them in place of the last that fits.
 */
export function visibleTabs(
  values: readonly string[],
  widths: readonly number[],
  room: number,
  moreWidth: number,
  selected: string | undefined,
): string[] {
  const total = widths.reduce((sum, width) => sum + width, 0)
  if (total <= room) return [...values]
  const shown: string[] = []
  let used = 0
  values.forEach((value, index) => {
    const width = widths[index] ?? 0
    if (used + width <= room - moreWidth && shown.length === index) {
      shown.push(value)
      used += width
    }
  })
  if (selected !== undefined && values.includes(selected) && !shown.includes(selected)) {
    const selectedWidth = widths[values.indexOf(selected)] ?? 0
    while (shown.length > 0 && used + selectedWidth > room - moreWidth) {
      used -= widths[values.indexOf(shown.pop()!)] ?? 0
    }
    shown.push(selected)
  }
  return shown
}
