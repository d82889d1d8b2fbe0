import { Menu } from '@ark-ui/react/menu'
import { css } from '../../styled-system/css'
import { buttonRecipe } from '../button/button'
import { LayerPortal } from '../dialog/modal'
import { Icon } from '../icons/icons'

const styles = {
  content: css({
    bg: 'surface',
    color: 'text',
    borderRadius: 'md',
    boxShadow: 'lg',
    borderWidth: '1px',
    borderColor: 'border',
    paddingBlock: '1',
    minInlineSize: '48',
    zIndex: 1100,
    fontFamily: 'body',
    fontSize: 'sm',
    _focusVisible: { outline: 'none' },
  }),
  item: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    paddingBlock: '2',
    paddingInline: '3',
    cursor: 'pointer',
    _highlighted: { bg: 'neutralBg' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  }),
  check: css({ inlineSize: '4', display: 'inline-flex' }),
}

export interface CheckboxMenuItem {
  value: string
  label: string
  disabled?: boolean
}

export interface CheckboxMenuProps {
  label: string
  items: readonly CheckboxMenuItem[]
  checked: readonly string[]
  onCheckedChange: (value: string, checked: boolean) => void
}

/** A button opening a menu of options that each switch on or off; it stays open while the user picks. */
export function CheckboxMenu({ label, items, checked, onCheckedChange }: CheckboxMenuProps) {
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger className={buttonRecipe({ variant: 'ghost', size: 'sm' })}>
        {label}
        <Icon name="chevronDown" size={16} />
      </Menu.Trigger>
      <LayerPortal>
        <Menu.Positioner>
          <Menu.Content className={styles.content}>
            {items.map((item) => (
              <Menu.CheckboxItem
                key={item.value}
                value={item.value}
                className={styles.item}
                disabled={item.disabled}
                checked={checked.includes(item.value)}
                onCheckedChange={(next) => onCheckedChange(item.value, next)}
              >
                <span className={styles.check}>
                  <Menu.ItemIndicator>
                    <Icon name="check" size={16} />
                  </Menu.ItemIndicator>
                </span>
                <Menu.ItemText>{item.label}</Menu.ItemText>
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </LayerPortal>
    </Menu.Root>
  )
}
