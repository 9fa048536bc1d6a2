import type { ButtonHTMLAttributes, ReactNode } from 'react'
import './plain.css'

interface CommonProps {
  variant?: 'contained' | 'outlined' | 'text'
  size?: 'small' | 'medium' | 'large'
  /** Shown before the label, e.g. a spinner while the action runs. */
  startIcon?: ReactNode
  children: ReactNode
}

type PlainButtonProps = CommonProps &
  (
    | (ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined })
    | { href: string; target?: string; rel?: string; disabled?: boolean }
  )

/** A button of the end-user pages; with `href` it is a link drawn as a button. */
export function PlainButton({ variant = 'text', size = 'medium', startIcon, children, ...rest }: PlainButtonProps) {
  const look = { className: 'plain-button', 'data-variant': variant, 'data-size': size }
  if (rest.href !== undefined) {
    const { href, target, rel, disabled } = rest
    // A disabled link: out of the tab order and announced as disabled, as MUI's link buttons are.
    return (
      <a {...look} href={href} target={target} rel={rel} aria-disabled={disabled || undefined} tabIndex={disabled ? -1 : undefined}>
        {startIcon}
        {children}
      </a>
    )
  }
  const { type = 'button', ...button } = rest
  return (
    <button {...look} type={type} {...button}>
      {startIcon}
      {children}
    </button>
  )
}
