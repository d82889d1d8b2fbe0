import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { cva, cx, type RecipeVariantProps } from '../../styled-system/css'
import { Icon, type IconName } from '../icons/icons'

export const buttonRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontFamily: 'body',
    fontWeight: '600',
    lineHeight: '1.25',
    borderRadius: 'md',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    transitionProperty: 'background, box-shadow',
    transitionDuration: '120ms',
    _focusVisible: { outline: '3px solid {colors.focusRing}', outlineOffset: '2px' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  variants: {
    variant: {
      primary: { bg: 'link', color: 'onLink', _hover: { boxShadow: 'inset 0 0 0 999px rgb(0 0 0 / 0.08)' } },
      secondary: { bg: 'surface', color: 'text', borderColor: 'border', _hover: { bg: 'neutralBg' } },
      danger: { bg: 'negative', color: '#ffffff', _hover: { boxShadow: 'inset 0 0 0 999px rgb(0 0 0 / 0.12)' } },
      ghost: { bg: 'transparent', color: 'text', _hover: { bg: 'neutralBg' } },
      // A host's toolbar: the icon takes the colour of the bar it sits in.
      plain: {
        bg: 'transparent',
        color: 'inherit',
        _hover: { bg: 'color-mix(in srgb, currentColor 10%, transparent)' },
        _focusVisible: { outline: '2px solid currentColor' },
      },
    },
    size: {
      sm: { fontSize: 'sm', paddingBlock: '1', paddingInline: '2.5', minBlockSize: '8' },
      md: { fontSize: 'md', paddingBlock: '2', paddingInline: '4', minBlockSize: '10' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & RecipeVariantProps<typeof buttonRecipe>

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  return (
    <button ref={ref} type={type} part="button" className={cx(buttonRecipe({ variant, size }), className)} {...props} />
  )
})

export type IconButtonProps = Omit<ButtonProps, 'children' | 'aria-label'> & {
  icon: IconName
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string
  children?: ReactNode
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', size = 'sm', className, ...props },
  ref,
) {
  return (
    <Button ref={ref} variant={variant} size={size} aria-label={label} title={label} className={className} {...props}>
      <Icon name={icon} />
    </Button>
  )
})
