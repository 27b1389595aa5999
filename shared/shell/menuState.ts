// Whether the side menu is open (spec-1 §2.1). On a wide screen it is the user's showMenu setting, kept
// across pages and devices. On a narrow one the menu is a drawer over the page, so the desktop setting
// would cover the results on every page: there it starts closed on each page and its button opens it for
// that page only, leaving the setting as it was.

import { useEffect } from 'react'
import { signal } from '@preact/signals-react'
import { sessionStore } from '../session/store.js'

/** The drawer's state on a narrow screen. */
export const drawerOpen = signal(false)

/** Whether the menu shows, for a user whose setting is `showMenu`. */
export function menuShown(showMenu: boolean, narrow: boolean): boolean {
  return narrow ? drawerOpen.value : showMenu
}

/** Opens or closes the menu: the drawer on a narrow screen, the kept setting on a wide one. */
export function toggleMenu(open: boolean, narrow: boolean): void {
  if (narrow) drawerOpen.value = !open
  else void sessionStore.updateSettings({ showMenu: !open })
}

export function closeDrawer(): void {
  drawerOpen.value = false
}

/** The drawer closes when the page changes and on Escape, as a phone's menu does. */
export function useDrawerClosing(path: string): void {
  useEffect(closeDrawer, [path])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && drawerOpen.value) closeDrawer()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
}
