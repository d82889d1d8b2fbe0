import type { SVGProps } from 'react'

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
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4m8-4v4',
  upload: 'M12 16V4m-5 5l5-5 5 5M4 20h16',
} as const

export type IconName = keyof typeof paths

export function Icon({ name, size = 20, ...props }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
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
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  )
}
