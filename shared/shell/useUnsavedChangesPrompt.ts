// Leaving a page with unsaved changes asks first (spec-3 §2 "Settings page", §5). A link inside the
// product asks with the product's own words; closing the tab, reloading or typing an address gets the
// browser's own question, since browsers no longer show a page's text there.

import { useEffect } from 'react'

export const UNSAVED_CHANGES_PROMPT = 'You have unsaved changes, are you sure you want to leave?'

/** Whether a click on this link leaves the page the user is on. */
function leavesPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return false
  const to = new URL(link.href, location.href)
  return to.pathname !== location.pathname || to.search !== location.search
}

const confirmInBrowser = (question: string) => window.confirm(question)

/** While `unsaved` holds, asks before the user leaves; `ask` answers whether to leave anyway. */
export function useUnsavedChangesPrompt(unsaved: boolean, ask: (question: string) => boolean = confirmInBrowser): void {
  useEffect(() => {
    if (!unsaved) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    // Capturing on the document runs before the router's own handler on the link, which it can then stop.
    const onClick = (event: MouseEvent) => {
      if (!leavesPage(event) || ask(UNSAVED_CHANGES_PROMPT)) return
      event.preventDefault()
      event.stopPropagation()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [unsaved, ask])
}
