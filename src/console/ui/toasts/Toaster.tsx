import { Suspense, useEffect, useState } from 'react'
import { whenToastWaits } from '../../../core/toast-queue'
import { lazyComponent } from '../lazy-component'

// notistack loads with the first toast: many pages (the login page above all) never raise one.
const ToastHost = lazyComponent(() => import('./ToastHost').then((module) => module.ToastHost))

/** Where toasts appear; mounts the toast host when the first toast is raised. */
export function Toaster() {
  const [needed, setNeeded] = useState(false)
  useEffect(() => whenToastWaits(() => setNeeded(true)), [])
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  )
}
