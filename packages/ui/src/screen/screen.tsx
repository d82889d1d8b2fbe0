import { createContext, useContext, useId, type HTMLAttributes, type ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { useT } from '../provider/ui-provider'

const styles = {
  header: css({ marginBlockEnd: '1.5rem' }),
  note: css({ margin: '0', color: 'subtle' }),
  title: css({ marginBlock: '0 0.5rem', fontSize: '1.5rem', fontWeight: '700' }),
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

const below = (level: HeadingLevel) => Math.min(6, level + 1) as HeadingLevel

/**
 * The level of a screen's title where the screens are shown: an app whose page is the screen (the portal) gives 1;
 * on a page of its own (an element, a tenant's back-office) a screen's title is a section's, 2.
 */
export const ScreenHeadingLevel = createContext<HeadingLevel>(2)

export interface ScreenHeaderProps {
  title: ReactNode
  /** The heading's id, for what it names (a page's region, a section). */
  id?: string
  /** Beside the title: the screen's main action (New …). */
  children?: ReactNode
}

/** A screen's title, at the level its place gives, with its main action beside it. */
export function ScreenHeader({ title, id, children }: ScreenHeaderProps) {
  const Heading = `h${useContext(ScreenHeadingLevel)}` as const
  return (
    <header className={styles.header}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {children}
    </header>
  )
}

/** Whether the user may use a screen: known once their context has come ('checking' until then). */
export type ScreenAccess = 'checking' | 'allowed' | 'refused'

export interface ScreenProps {
  title: ReactNode
  /** The screen's main action, beside its title. */
  actions?: ReactNode
  /**
   * Whether the user's role gives them the screen (@paydeck/react's `useCallAccess` of its main call): a refused
   * screen says so under its title, offering no action and asking nothing of the server.
   */
  access?: ScreenAccess
  children?: ReactNode
}

/** A whole screen (price books, roles …): a region named by its title, the title with its action, the content. */
export function Screen({ title, actions, access = 'allowed', children }: ScreenProps) {
  const id = useId()
  const t = useT()
  return (
    <section aria-labelledby={id}>
      <ScreenHeader title={title} id={id}>
        {access === 'allowed' && actions}
      </ScreenHeader>
      <ScreenHeadingLevel.Provider value={below(useContext(ScreenHeadingLevel))}>
        {access === 'allowed' ? (
          children
        ) : (
          <p role="status" className={styles.note}>
            {access === 'checking' ? t('common.loading') : t('screen.refused')}
          </p>
        )}
      </ScreenHeadingLevel.Provider>
    </section>
  )
}

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** How far below the place's level: 0 for a card's title, 1 for a part of the card. */
  depth?: number
  children: ReactNode
}

/** A heading inside a screen, a level below its title (or `depth` more), wherever the screen is shown. */
export function Heading({ depth = 0, ...props }: HeadingProps) {
  const Tag = `h${Math.min(6, useContext(ScreenHeadingLevel) + depth)}` as 'h2'
  return <Tag {...props} />
}
