// Mounts an area's screen inside the shell frame into the page's root element.

import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { ShellFrame } from './ShellFrame.js'
import { readBootstrap } from '../session/bootstrap.js'
import { sendUserMetric } from '../api/metrics.js'

export function mountArea(screen: ReactNode): void {
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  const { session, section } = readBootstrap()
  // spec-1 §7: page-view events are sent when a user is known.
  if (session) sendUserMetric('page', 'page-view', { section })
  createRoot(root).render(
    <StrictMode>
      <ShellFrame>{screen}</ShellFrame>
    </StrictMode>,
  )
}
