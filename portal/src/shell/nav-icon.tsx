import { Icon } from '@paydeck/ui'
import type { NavEntry } from '../navigation/nav-entry'

export function NavIcon({ entry }: { entry: NavEntry }) {
  return entry.icon ? <Icon name={entry.icon} size={18} /> : null
}
