// A module of its own: a screen that only needs the default page size does not load the pagination control.

/** Page size options and default of seed 002 section 9. */
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 75, 100] as const
export const DEFAULT_PAGE_SIZE = 20
