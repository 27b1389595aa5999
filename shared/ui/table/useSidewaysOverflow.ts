// Whether an element's content is wider than the element, kept up to date as either changes size: a table
// that scrolls sideways must take keyboard focus (WCAG 2.1.1; axe "scrollable-region-focusable"), and one
// that does not should not add a stop to the tab order.

import { useLayoutEffect, useRef, useState } from 'react'

export function useSidewaysOverflow<E extends HTMLElement>() {
  const ref = useRef<E>(null)
  const [overflowing, setOverflowing] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1)
    if (typeof ResizeObserver === 'undefined') {
      measure()
      return
    }
    // The observer's first report comes after the browser's own layout of the new table and before it is
    // painted. Measuring here instead would force that layout at once, inside React's commit: on a search
    // page's first load that is a whole page's layout done twice, on the way to its first results.
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [])
  return { ref, overflowing }
}
