import { configure, createPaydeck, type Paydeck, type PaydeckOptions } from '@paydeck/react'

export function configurePage(options: PaydeckOptions): Paydeck {
  const paydeck = createPaydeck(options)
  configure(paydeck)
  return paydeck
}
