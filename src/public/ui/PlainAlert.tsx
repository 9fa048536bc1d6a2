import type { ReactNode } from 'react'
import { Icon, type IconName } from './icons'
import './plain.css'

const ICONS: Record<PlainAlertProps['severity'], IconName> = {
  success: 'successOutline',
  error: 'errorOutline',
  warning: 'warningAmber',
}

interface PlainAlertProps {
  severity: 'success' | 'error' | 'warning'
  children: ReactNode
  /** For a field the message describes (aria-describedby). */
  id?: string
}

/** A message in the flow of an end-user page, announced as MUI's Alert is (role "alert"). */
export function PlainAlert({ severity, children, id }: PlainAlertProps) {
  return (
    <div id={id} role="alert" className="plain-alert" data-severity={severity}>
      <Icon name={ICONS[severity]} />
      <div>{children}</div>
    </div>
  )
}
