// What a modal dialog owes the keyboard and the page behind it (WAI-ARIA dialog pattern): Tab and Shift+Tab
// stay among the dialog's own controls, focus that escapes (a click on the scrim, a script) comes back, the
// page underneath does not scroll, and only the topmost of stacked dialogs (the justification over a lead's
// export, say) answers Escape or holds focus.

import { useEffect, type RefObject } from 'react'

/** The open modal panels, the topmost last. */
const openPanels: HTMLElement[] = []

/** The body's own overflow, kept while any dialog holds the page still. */
let bodyOverflow: string | null = null

/** What Tab stops at, unless hidden, inert or taken out of the order (tabindex -1). */
export const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The controls inside `panel` that Tab reaches, in order: visible, enabled, not inert. */
export function tabStops(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && element.getClientRects().length > 0,
  )
}

/** Whether `panel` is the topmost open dialog. */
export function isTopmost(panel: HTMLElement | null): boolean {
  return panel !== null && openPanels[openPanels.length - 1] === panel
}

function holdPageStill(): void {
  if (openPanels.length === 1) {
    bodyOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
  }
}

function releasePage(): void {
  if (openPanels.length === 0 && bodyOverflow !== null) {
    document.body.style.overflow = bodyOverflow
    bodyOverflow = null
  }
}

/** Keeps focus inside the panel while it is the topmost dialog, and the page behind it still. */
export function useModalFocus(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = panel.current
    if (!element) return
    openPanels.push(element)
    holdPageStill()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTopmost(element)) return
      const stops = tabStops(element)
      if (stops.length === 0) {
        event.preventDefault()
        element.focus()
        return
      }
      const first = stops[0]!
      const last = stops[stops.length - 1]!
      const at = document.activeElement
      const inside = at instanceof Node && element.contains(at)
      if (event.shiftKey && (at === first || at === element || !inside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (at === last || !inside)) {
        event.preventDefault()
        first.focus()
      }
    }
    // Focus moved out by other means (a click on the dimmed page, a script) comes back to the dialog.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopmost(element) || !(event.target instanceof Node) || element.contains(event.target)) return
      ;(tabStops(element)[0] ?? element).focus()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      openPanels.splice(openPanels.indexOf(element), 1)
      releasePage()
    }
  }, [panel])
}
