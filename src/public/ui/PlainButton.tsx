import { useRef, useState, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react'
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
    // The look, the title of a cut label and the pointer handler that measures it are the button's own.
    | (Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'title' | 'onMouseEnter'> & { href?: undefined; ref?: Ref<HTMLButtonElement> })
    | { href: string; target?: string; rel?: string; disabled?: boolean }
  )

/** A disabled link: out of the tab order and announced as disabled, as MUI's link buttons are. */
export const disabledLink = (disabled = false) => (disabled ? ({ 'aria-disabled': true, tabIndex: -1 } as const) : {})

/**
 * A button of the end-user pages; with `href` it is a link drawn as a button. Its label wraps onto
 * a second line at most, and is cut with an ellipsis beyond it (a provider's name comes from the
 * server, of any length); the cut label shows whole as the button's title on hover, and the label
 * in the page stays whole, so the button's name is all of it.
 */
export function PlainButton({ variant = 'text', size = 'medium', startIcon, children, ...rest }: PlainButtonProps) {
  const label = useRef<HTMLSpanElement>(null)
  // Measured when the pointer arrives: only a cut label needs a title.
  const [whole, setWhole] = useState<string>()
  const onMouseEnter = () => {
    const line = label.current
    setWhole(line && line.scrollHeight > line.clientHeight ? line.textContent : undefined)
  }
  const look = { className: 'plain-button', 'data-variant': variant, 'data-size': size, title: whole, onMouseEnter }
  const content = (
    <>
      {startIcon}
      <span ref={label} className="plain-button-label">
        {children}
      </span>
    </>
  )
  if (rest.href !== undefined) {
    const { href, target, rel, disabled } = rest
    return (
      <a {...look} href={href} target={target} rel={rel} {...disabledLink(disabled)}>
        {content}
      </a>
    )
  }
  const { type = 'button', ...button } = rest
  return (
    <button type={type} {...button} {...look}>
      {content}
    </button>
  )
}
