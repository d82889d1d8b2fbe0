import type { SVGProps } from 'react'
import { css, cx } from '../../styled-system/css'

// A few line icons drawn here: decorative (aria-hidden), the control that holds one carries the label.
const paths = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  warning: 'M12 4l9 16H3L12 4zm0 6v4m0 3v.5',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-10v6m0-9v.5',
  cancel: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9 9l6 6m0-6l-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  maximize: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  restore: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  chevronUp: 'M5 15l7-7 7 7',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4m8-4v4',
  upload: 'M12 16V4m-5 5l5-5 5 5M4 20h16',
  bell: 'M6 16v-5a6 6 0 1112 0v5l2 2H4l2-2zM10 20a2 2 0 004 0',
  download: 'M12 4v12m-5-5l5 5 5-5M4 20h16',
  // Navigation
  menu: 'M4 6h16M4 12h16M4 18h16',
  dashboard: 'M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z',
  crm: 'M9 11a3 3 0 100-6 3 3 0 000 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M17 11a3 3 0 000-6M21 20c0-2.6-1.7-4.9-4-5.7',
  transactions: 'M4 8h14l-3-3M20 16H6l3 3',
  payments: 'M3 6h18v12H3zM3 10h18M7 15h4',
  settings:
    'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15l1.1 1.9-2 2-1.9-1.1-1.6.7-.5 2.5h-3l-.5-2.5-1.6-.7-1.9 1.1-2-2L4.6 15 4 13.4 1.5 13v-3l2.5-.5.6-1.5-1.1-1.9 2-2 1.9 1.1 1.6-.7L9.5 2h3l.5 2.5 1.6.7 1.9-1.1 2 2-1.1 1.9.6 1.5 2.5.5v3l-2.5.5z',
  reports: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  support: 'M4 13a8 8 0 0116 0v4a2 2 0 01-2 2h-2v-6h4M4 13h4v6H6a2 2 0 01-2-2z',
  users: 'M12 11a4 4 0 100-8 4 4 0 000 8zM4 21c0-4.4 3.6-8 8-8s8 3.6 8 8',
  documents: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  boarding: 'M5 21V4h10l-1 4h5v9h-8l1-4H5',
  developer: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13 5l-2 14',
  tenants: 'M4 21V7l8-4 8 4v14M9 21v-6h6v6M9 10h.01M15 10h.01',
  leave: 'M12 3v18M5 8c0-2.8 3.1-5 7-5s7 2.2 7 5H5zM8 21h8',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  panel: 'M4 4h16v16H4zM14 4v16',
  globe:
    'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 018 0v4',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3z',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4',
  grip: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01',
  attach: 'M20 11l-8.5 8.5a5 5 0 01-7-7L13 4a3.5 3.5 0 015 5l-8.5 8.5a2 2 0 01-3-3L14 7',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  plus: 'M12 5v14M5 12h14',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM5 21a7 7 0 0114 0',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
} as const

export type IconName = keyof typeof paths

/** Icons that point along the line of text: in a right-to-left language they point the other way. */
const mirrored = css({ _rtl: { transform: 'scaleX(-1)' } })
const alongTheLine: ReadonlySet<IconName> = new Set(['chevronLeft', 'chevronRight'])

export function Icon({
  name,
  size = 20,
  className,
  ...props
}: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cx(alongTheLine.has(name) && mirrored, className)}
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  )
}
