// The old-browser warning (spec-1 §2.1): Internet Explorer 11 users are told to use another browser. It
// shows for 10 seconds or until dismissed, and either way stays away for the rest of the session.

import { useEffect, useState } from 'react'
import { NoticeBar } from '../ui/NoticeBar.js'
import { OLD_BROWSER_WARNING_MS, rememberDismissal, shouldWarn } from './oldBrowser.js'

export function OldBrowserWarning({ userAgent }: { userAgent: string }) {
  const [shown, setShown] = useState(() => shouldWarn(userAgent))
  const dismiss = () => {
    rememberDismissal()
    setShown(false)
  }
  useEffect(() => {
    if (!shown) return
    const timer = setTimeout(dismiss, OLD_BROWSER_WARNING_MS)
    return () => clearTimeout(timer)
  }, [shown])
  if (!shown) return null
  return (
    <NoticeBar tone="warning" onDismiss={dismiss}>
      You are using an old browser that Sightline does not fully support. For the best experience, please use a current
      version of Chrome, Edge, Firefox or Safari.
    </NoticeBar>
  )
}
