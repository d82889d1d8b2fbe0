import { createContext, useContext, type MouseEvent, type ReactNode } from 'react'
import { isPlainClick } from '@paydeck/ui'

/** A transaction's address, where the host has one (the portal: its lookup's URL with ?tx=). */
export type TransactionLink = (id: number) => string

const LinkContext = createContext<TransactionLink | undefined>(undefined)

/** Gives the transaction links below an address, so they open in a new tab and copy as links too. */
export function TransactionLinks({ linkOf, children }: { linkOf: TransactionLink | undefined; children: ReactNode }) {
  const outer = useContext(LinkContext)
  return <LinkContext.Provider value={linkOf ?? outer}>{children}</LinkContext.Provider>
}

/**
 * Opens a transaction in place; where the host gives transactions an address, a real link (a modified or middle
 * click is then the browser's: new tab, new window), otherwise a button.
 */
export function OpenTransaction({
  id,
  onOpen,
  className,
  children,
}: {
  id: number
  onOpen: () => void
  className: string
  children: ReactNode
}) {
  const linkOf = useContext(LinkContext)
  if (!linkOf)
    return (
      <button type="button" className={className} onClick={onOpen}>
        {children}
      </button>
    )
  const click = (event: MouseEvent) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    onOpen()
  }
  return (
    <a href={linkOf(id)} className={className} onClick={click}>
      {children}
    </a>
  )
}
